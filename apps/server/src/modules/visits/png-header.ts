/**
 * A PNG's size from its header, read in the server process without decoding anything (no sharp here,
 * decision 0051): the signature's pixels are limited before its bytes go anywhere (decision 0076).
 */

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Width and height from the IHDR chunk that must open every PNG, or null when the bytes are no PNG. */
export function pngSize(data: Uint8Array): { width: number; height: number } | null {
  if (data.length < 24 || SIGNATURE.some((byte, i) => data[i] !== byte)) return null;
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const isHeader =
    view.getUint32(8) === 13 && String.fromCharCode(data[12]!, data[13]!, data[14]!, data[15]!) === 'IHDR';
  if (!isHeader) return null;
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

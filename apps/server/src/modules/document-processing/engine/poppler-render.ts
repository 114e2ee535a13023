/**
 * A PDF page rendered to 8-bit gray by poppler's `pdftoppm` when the machine has it: the same image
 * pdfjs draws for OCR, a third of the time on a scan (pdfjs decodes a scan's JPEG in JavaScript:
 * ~0.7 s an A4 page at 300 dpi against ~0.25 s; issue 32 §3). The engine renders with pdfjs when
 * pdftoppm is not here or fails.
 */

import { type PopplerInput, runPoppler } from './poppler-run';
import type { GrayImage } from './render-page';

/** Header room beside the pixels (a PGM header is 15-20 bytes). */
const HEADER_BYTES = 64;

/**
 * Page `page` (1-based) at `dpi`, or null. The crop box is rendered, as pdfjs does; the page's
 * rotation is applied by both. `maxPixels` bounds what is read (the render's own cap, a little over).
 */
export async function popplerRenderGray(
  input: PopplerInput,
  page: number,
  dpi: number,
  maxPixels: number,
): Promise<GrayImage | null> {
  const number = String(page);
  const output = await runPoppler(
    'pdftoppm',
    (file) => ['-q', '-gray', '-cropbox', '-r', String(dpi), '-f', number, '-l', number, file],
    input,
    maxPixels + HEADER_BYTES,
  );
  return output && parsePgm(output, dpi);
}

/** A binary 8-bit PGM ('P5', width, height, 255, one whitespace, the rows), or null if it is not one. */
export function parsePgm(file: Buffer, dpi: number): GrayImage | null {
  const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(file.subarray(0, HEADER_BYTES).toString('latin1'));
  if (!header) return null;
  const width = Number(header[1]);
  const height = Number(header[2]);
  const start = header[0].length;
  if (!width || !height || file.length - start !== width * height) return null;
  return { pixels: new Uint8Array(file.buffer, file.byteOffset + start, width * height), width, height, dpi };
}

/**
 * Zip bombs in Office files (docx, xlsx, pptx), found before anything is inflated. The server reads
 * the central directory itself (headers only: entry count, each entry's declared sizes and compression
 * ratio, overlapping entries) and refuses a bomb at upload time. The parse worker then inflates every
 * entry once, counting and discarding the output, and refuses an entry that inflates to more than its
 * header declared, so a lying header gets no further than its own declared (and checked) size.
 */
import { createInflateRaw } from 'node:zlib';

export type ZipLimits = {
  maxEntries: number;
  /** Declared uncompressed bytes, per entry and in total. */
  maxTotalBytes: number;
  /** Uncompressed ÷ compressed, for entries over 1 MiB (small XML parts compress well and harmlessly). */
  maxRatio: number;
};

export type ZipProblem =
  | 'zip-structure'
  | 'zip-entries'
  | 'zip-size'
  | 'zip-ratio'
  | 'zip-overlap'
  | 'zip-method'
  | 'zip-encrypted'
  | 'zip-size-mismatch';

export class ZipLimitError extends Error {
  constructor(
    readonly code: ZipProblem,
    message: string,
  ) {
    super(message);
    this.name = 'ZipLimitError';
  }

  /** Too much content (413) rather than a damaged or unusable file (422). */
  get isTooLarge(): boolean {
    return ['zip-entries', 'zip-size', 'zip-ratio', 'zip-overlap', 'zip-size-mismatch'].includes(this.code);
  }
}

export type ZipEntry = {
  name: string;
  method: number;
  flags: number;
  compressedSize: number;
  uncompressedSize: number;
  /** Where the entry's compressed bytes start (after its local header). */
  dataOffset: number;
};

const EOCD = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_EOCD = 0x06064b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const RATIO_FLOOR = 1024 * 1024;
const MB = 1024 * 1024;

const damaged = () =>
  new ZipLimitError('zip-structure', 'The file is damaged: its zip structure cannot be read');

/** A 64-bit little-endian size that must stay a safe integer. */
function u64(view: DataView, at: number): number {
  const value = view.getBigUint64(at, true);
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw damaged();
  return Number(value);
}

function findEndOfDirectory(view: DataView): number {
  const last = view.byteLength - 22;
  const first = Math.max(0, last - 65_535);
  for (let at = last; at >= first; at -= 1) if (view.getUint32(at, true) === EOCD) return at;
  throw damaged();
}

/** The central directory's entries, checked against the file's bounds and the limits' entry count. */
export function readCentralDirectory(data: Uint8Array, maxEntries: number): ZipEntry[] {
  if (data.byteLength < 22) throw damaged();
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const end = findEndOfDirectory(view);
  if (view.getUint16(end + 4, true) !== 0 || view.getUint16(end + 6, true) !== 0)
    throw new ZipLimitError('zip-structure', 'Multi-part zip files are not accepted');
  let count = view.getUint16(end + 10, true);
  let size = view.getUint32(end + 12, true);
  let offset = view.getUint32(end + 16, true);
  if (count === 0xffff || size === 0xffffffff || offset === 0xffffffff) {
    const locator = end - 20;
    if (locator < 0 || view.getUint32(locator, true) !== ZIP64_LOCATOR) throw damaged();
    const record = u64(view, locator + 8);
    if (record + 56 > data.byteLength || view.getUint32(record, true) !== ZIP64_EOCD) throw damaged();
    count = u64(view, record + 32);
    size = u64(view, record + 40);
    offset = u64(view, record + 48);
  }
  if (count > maxEntries)
    throw new ZipLimitError(
      'zip-entries',
      `The file holds more than ${maxEntries.toLocaleString('en-ZA')} parts: refused as a possible zip bomb`,
    );
  if (offset + size > data.byteLength) throw damaged();
  const entries: ZipEntry[] = [];
  let at = offset;
  for (let i = 0; i < count; i += 1) {
    if (at + 46 > offset + size || view.getUint32(at, true) !== CENTRAL) throw damaged();
    const flags = view.getUint16(at + 8, true);
    const method = view.getUint16(at + 10, true);
    let compressedSize = view.getUint32(at + 20, true);
    let uncompressedSize = view.getUint32(at + 24, true);
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    let localOffset = view.getUint32(at + 42, true);
    const next = at + 46 + nameLength + extraLength + commentLength;
    if (next > offset + size) throw damaged();
    const name = Buffer.from(data.buffer, data.byteOffset + at + 46, nameLength).toString('utf8');
    // ZIP64 extra field: 64-bit values for exactly those header fields that read 0xFFFFFFFF.
    let extra = at + 46 + nameLength;
    const extraEnd = extra + extraLength;
    while (extra + 4 <= extraEnd) {
      const id = view.getUint16(extra, true);
      const length = view.getUint16(extra + 2, true);
      if (id === 0x0001) {
        let field = extra + 4;
        const take = () => {
          if (field + 8 > extra + 4 + length) throw damaged();
          const value = u64(view, field);
          field += 8;
          return value;
        };
        if (uncompressedSize === 0xffffffff) uncompressedSize = take();
        if (compressedSize === 0xffffffff) compressedSize = take();
        if (localOffset === 0xffffffff) localOffset = take();
      }
      extra += 4 + length;
    }
    if (localOffset + 30 > data.byteLength || view.getUint32(localOffset, true) !== LOCAL) throw damaged();
    const dataOffset =
      localOffset + 30 + view.getUint16(localOffset + 26, true) + view.getUint16(localOffset + 28, true);
    if (dataOffset + compressedSize > data.byteLength) throw damaged();
    entries.push({ name, method, flags, compressedSize, uncompressedSize, dataOffset });
    at = next;
  }
  return entries;
}

/** Throws ZipLimitError for a bomb or an unusable zip; only headers are read. */
export function checkZipLimits(data: Uint8Array, limits: ZipLimits): ZipEntry[] {
  const entries = readCentralDirectory(data, limits.maxEntries);
  const tooBig = () =>
    new ZipLimitError(
      'zip-size',
      `The file would unpack to more than ${Math.round(limits.maxTotalBytes / MB)} MB: refused as a possible zip bomb`,
    );
  let total = 0;
  for (const entry of entries) {
    if (entry.flags & 0x1)
      throw new ZipLimitError('zip-encrypted', 'The file is encrypted or password-protected');
    if (entry.method !== 0 && entry.method !== 8)
      throw new ZipLimitError('zip-method', 'The file uses a compression method Office files do not use');
    if (entry.method === 0 && entry.compressedSize !== entry.uncompressedSize) throw damaged();
    total += entry.uncompressedSize;
    if (entry.uncompressedSize > limits.maxTotalBytes || total > limits.maxTotalBytes) throw tooBig();
    if (
      entry.uncompressedSize > RATIO_FLOOR &&
      entry.uncompressedSize / Math.max(entry.compressedSize, 1) > limits.maxRatio
    )
      throw new ZipLimitError(
        'zip-ratio',
        `The file is compressed more than ${limits.maxRatio}:1: refused as a possible zip bomb`,
      );
  }
  // Entries sharing compressed bytes (the overlapping-file bomb) inflate the same data many times.
  const spans = entries
    .map((entry) => [entry.dataOffset, entry.dataOffset + entry.compressedSize] as const)
    .sort((a, b) => a[0] - b[0]);
  for (let i = 1; i < spans.length; i += 1) {
    if ((spans[i]?.[0] ?? 0) < (spans[i - 1]?.[1] ?? 0))
      throw new ZipLimitError('zip-overlap', 'The parts of the file overlap: refused as a possible zip bomb');
  }
  return entries;
}

/** Inflates one entry, counting and discarding the output; stops as soon as it passes `limit`. */
function inflatedSize(compressed: Uint8Array, limit: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const inflate = createInflateRaw();
    let total = 0;
    inflate.on('data', (chunk: Buffer) => {
      total += chunk.length;
      if (total > limit) {
        inflate.destroy();
        reject(
          new ZipLimitError(
            'zip-size-mismatch',
            'A part of the file unpacks to more than its header says: refused as a possible zip bomb',
          ),
        );
      }
    });
    inflate.on('end', () => resolve(total));
    inflate.on('error', () => reject(damaged()));
    inflate.end(compressed);
  });
}

/** In the parse worker, before a parser sees the file: the header checks again, then the real sizes. */
export async function checkInflatedSizes(data: Uint8Array, limits: ZipLimits): Promise<void> {
  for (const entry of checkZipLimits(data, limits)) {
    if (entry.method === 0) continue;
    const compressed = data.subarray(entry.dataOffset, entry.dataOffset + entry.compressedSize);
    const actual = await inflatedSize(compressed, entry.uncompressedSize);
    if (actual !== entry.uncompressedSize) throw damaged();
  }
}

export const ZIP_EXTENSIONS = new Set(['docx', 'xlsx', 'pptx']);

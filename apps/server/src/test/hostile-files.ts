/**
 * Hostile and broken files, generated on the spot (nothing big is committed) for the upload tests and
 * bench/hostile-uploads.mjs: zip bombs shaped as docx/xlsx/pptx (honest and lying headers), a PDF of
 * any number of pages from a minimal hand-written PDF writer, truncated files, and PNGs for the visit
 * signature (a few hundred KB that decode to gigabytes, a compressed-text bomb).
 */
import { constants, crc32, deflateRawSync, deflateSync, inflateRawSync } from 'node:zlib';
import { readCentralDirectory } from '../jobs/file-parsing/zip-limits';

/** A plain PDF with `pages` pages of text, one shared Helvetica font; about 200 bytes a page. */
export function manyPagePdf(pages: number, line = (n: number) => `Page ${n}: sprinkler valve inspection`) {
  const chunks: string[] = ['%PDF-1.4\n'];
  let length = chunks[0]!.length;
  const offsets: number[] = [];
  const object = (number: number, body: string) => {
    offsets[number] = length;
    const text = `${number} 0 obj\n${body}\nendobj\n`;
    chunks.push(text);
    length += Buffer.byteLength(text, 'latin1');
  };
  const firstPage = 4;
  const kids = Array.from({ length: pages }, (_, i) => `${firstPage + i * 2} 0 R`).join(' ');
  object(1, '<< /Type /Catalog /Pages 2 0 R >>');
  object(2, `<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`);
  object(3, '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  for (let i = 0; i < pages; i += 1) {
    const stream = `BT /F1 12 Tf 72 720 Td (${line(i + 1).replace(/[()\\]/g, '')}) Tj ET`;
    object(
      firstPage + i * 2,
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${firstPage + i * 2 + 1} 0 R >>`,
    );
    object(firstPage + i * 2 + 1, `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`);
  }
  const count = firstPage + pages * 2;
  const xref = length;
  const rows = ['0000000000 65535 f '];
  for (let n = 1; n < count; n += 1) rows.push(`${String(offsets[n]).padStart(10, '0')} 00000 n `);
  chunks.push(`xref\n0 ${count}\n${rows.join('\n')}\n`);
  chunks.push(`trailer\n<< /Size ${count} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  return Buffer.from(chunks.join(''), 'latin1');
}

/**
 * A PDF 1.5 whose catalog, page tree and pages all sit in one compressed object stream (as Word and
 * browsers write them), found through a cross-reference stream: no `/Type /Page` in its plain bytes.
 * With `pages: 0` the page tree is empty.
 */
export function objectStreamPdf(pages: number) {
  const firstPage = 4;
  const packed: [number, string][] = [
    [1, '<< /Type /Catalog /Pages 2 0 R >>'],
    [
      2,
      `<< /Type /Pages /Kids [${Array.from({ length: pages }, (_, i) => `${firstPage + i} 0 R`).join(' ')}] /Count ${pages} >>`,
    ],
    ...Array.from(
      { length: pages },
      (_, i) =>
        [firstPage + i, '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>'] as [number, string],
    ),
  ];
  let body = '';
  const header: string[] = [];
  for (const [number, text] of packed) {
    header.push(`${number} ${body.length}`);
    body += `${text}\n`;
  }
  const first = `${header.join(' ')}\n`;
  const objectStream = deflateSync(Buffer.from(first + body, 'latin1'));
  const chunks: Buffer[] = [Buffer.from('%PDF-1.5\n', 'latin1')];
  let length = chunks[0]!.length;
  const push = (chunk: Buffer) => {
    chunks.push(chunk);
    length += chunk.length;
  };
  const streamNumber = 3;
  const streamOffset = length;
  push(
    Buffer.from(
      `${streamNumber} 0 obj\n<< /Type /ObjStm /N ${packed.length} /First ${first.length} /Filter /FlateDecode /Length ${objectStream.length} >>\nstream\n`,
      'latin1',
    ),
  );
  push(objectStream);
  push(Buffer.from('\nendstream\nendobj\n', 'latin1'));
  // The cross-reference stream (W [1 4 2], not compressed): type 2 rows point into the object stream.
  const xrefNumber = firstPage + pages;
  const size = xrefNumber + 1;
  const rows = Buffer.alloc(size * 7);
  const row = (n: number, type: number, field2: number, field3: number) => {
    rows.writeUInt8(type, n * 7);
    rows.writeUInt32BE(field2, n * 7 + 1);
    rows.writeUInt16BE(field3, n * 7 + 5);
  };
  row(0, 0, 0, 65535);
  for (const [index, [number]] of packed.entries()) row(number, 2, streamNumber, index);
  row(streamNumber, 1, streamOffset, 0);
  const xrefOffset = length;
  row(xrefNumber, 1, xrefOffset, 0);
  push(
    Buffer.from(
      `${xrefNumber} 0 obj\n<< /Type /XRef /Size ${size} /W [1 4 2] /Root 1 0 R /Length ${rows.length} >>\nstream\n`,
      'latin1',
    ),
  );
  push(rows);
  push(Buffer.from(`\nendstream\nendobj\nstartxref\n${xrefOffset}\n%%EOF\n`, 'latin1'));
  return Buffer.concat(chunks);
}

export type ZipEntrySpec = {
  name: string;
  data: Uint8Array | Deflated;
  /** Written into both headers instead of the real uncompressed size (a lying header). */
  declaredSize?: number;
  /** Store instead of deflate. */
  stored?: boolean;
};

/** A zip file written by hand, so tests can make ones no library would (lying sizes, bombs). */
export function makeZip(entries: readonly ZipEntrySpec[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const deflated = 'compressed' in entry.data ? entry.data : undefined;
    const raw = deflated ? undefined : (entry.data as Uint8Array);
    const body =
      deflated?.compressed ?? (entry.stored ? Buffer.from(raw!) : deflateRawSync(raw!, { level: 9 }));
    const size = entry.declaredSize ?? deflated?.size ?? raw!.length;
    const crc = deflated?.crc ?? crc32(raw!);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0, 6);
    local.writeUInt16LE(entry.stored ? 0 : 8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, body);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(entry.stored ? 0 : 8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += local.length + name.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const CONTENT_TYPES = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml',
} as const;
const MAIN_PART = {
  docx: 'word/document.xml',
  xlsx: 'xl/workbook.xml',
  pptx: 'ppt/presentation.xml',
} as const;

export type OfficeKind = keyof typeof MAIN_PART;

/** The first entries every Office file opens with, so content sniffing sees the right type. */
function officeHead(kind: OfficeKind): ZipEntrySpec[] {
  const types = `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/${MAIN_PART[kind]}" ContentType="${CONTENT_TYPES[kind]}"/></Types>`;
  const rels = `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="${MAIN_PART[kind]}"/></Relationships>`;
  return [
    { name: '[Content_Types].xml', data: Buffer.from(types) },
    { name: '_rels/.rels', data: Buffer.from(rels) },
  ];
}

/** A deflate stream already made, with the size and CRC of what it inflates to. */
export type Deflated = { compressed: Buffer; size: number; crc: number };

/**
 * `mib` MiB of spaces, deflated about 1000:1 (deflate's limit) without ever holding them: one MiB is
 * compressed as independent, byte-aligned blocks (a full flush), repeated, then closed by a final block.
 */
export function deflatedSpaces(mib: number): Deflated {
  const unit = Buffer.alloc(1024 * 1024, 0x20);
  const block = deflateRawSync(unit, { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  const blocks: Buffer[] = [];
  let crc = 0;
  for (let i = 0; i < mib; i += 1) {
    blocks.push(block);
    crc = crc32(unit, crc);
  }
  blocks.push(deflateRawSync(Buffer.alloc(0)));
  return { compressed: Buffer.concat(blocks), size: mib * unit.length, crc };
}

/**
 * An Office-shaped zip bomb: its main part inflates to `inflatedMiB` of spaces. With `lie`, the headers
 * declare 1 KiB, so only the inflation itself can find out.
 */
export function officeZipBomb(kind: OfficeKind, inflatedMiB: number, options: { lie?: boolean } = {}) {
  const data = deflatedSpaces(inflatedMiB);
  return makeZip([
    ...officeHead(kind),
    { name: MAIN_PART[kind], data, ...(options.lie ? { declaredSize: 1024 } : {}) },
  ]);
}

/** An Office-shaped zip whose main part (word/document.xml, xl/workbook.xml, …) holds `main`. */
export function officeZip(kind: OfficeKind, main: Uint8Array | Deflated) {
  return makeZip([...officeHead(kind), { name: MAIN_PART[kind], data: main }]);
}

/** A zip with `count` tiny entries (an entry-count bomb). */
export function manyEntryZip(kind: OfficeKind, count: number) {
  const entries = officeHead(kind);
  for (let i = 0; i < count; i += 1) entries.push({ name: `x/${i}.xml`, data: Buffer.from('<a/>') });
  return makeZip(entries);
}

/** A tiny valid-looking Office file with real text, for the happy path. */
export function smallDocx(text: string) {
  const document = `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`;
  return makeZip([...officeHead('docx'), { name: MAIN_PART.docx, data: Buffer.from(document) }]);
}

/** The same zip with one more part (a workbook given a link to another workbook, say). */
export function withZipPart(zip: Buffer, name: string, data: Uint8Array) {
  const entries: ZipEntrySpec[] = readCentralDirectory(zip, 10_000).map((entry) => {
    const body = zip.subarray(entry.dataOffset, entry.dataOffset + entry.compressedSize);
    return { name: entry.name, data: entry.method === 0 ? Buffer.from(body) : inflateRawSync(body) };
  });
  return makeZip([...entries, { name, data }]);
}

/** One PNG chunk: length, type, data and the CRC over type and data. */
export function pngChunk(type: string, data: Uint8Array): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * A fully transparent RGBA PNG of `width` × `height` written without ever holding its pixels: every
 * byte of the image data is zero (filter 0, transparent black), deflated 1 MiB at a time as
 * independent blocks (as deflatedSpaces does). 10000 × 10000 is about 390 KB that decode to 400 MB:
 * the signature of issue 25 §6 that stalled the server for 7.8 s.
 */
export function blankPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(6, 9); // RGBA
  const total = (1 + width * 4) * height;
  const unit = 1024 * 1024;
  const flush = { level: 9, finishFlush: constants.Z_FULL_FLUSH };
  const block = deflateRawSync(Buffer.alloc(unit), flush);
  const blocks: Buffer[] = [Buffer.from([0x78, 0xda])];
  for (let i = 0; i < Math.floor(total / unit); i += 1) blocks.push(block);
  if (total % unit) blocks.push(deflateRawSync(Buffer.alloc(total % unit), flush));
  blocks.push(deflateRawSync(Buffer.alloc(0)));
  // Adler-32 of `total` zero bytes: the running sum stays 1, so the second sum is the count.
  const adler = Buffer.alloc(4);
  adler.writeUInt32BE((((total % 65521) << 16) | 1) >>> 0);
  blocks.push(adler);
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', header),
    pngChunk('IDAT', Buffer.concat(blocks)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** `png` with a zTXt comment after its header that inflates to `mib` MiB (a compressed-text bomb). */
export function pngWithTextBomb(png: Buffer, mib: number): Buffer {
  const text = deflatedSpaces(mib);
  // Adler-32 of n spaces: the running sum after byte i is 1 + 32 i, the second sum adds those up.
  const n = BigInt(text.size);
  const a = (1n + 32n * n) % 65521n;
  const b = (n + (32n * n * (n + 1n)) / 2n) % 65521n;
  const adler = Buffer.alloc(4);
  adler.writeUInt32BE(Number((b << 16n) | a));
  const zlib = Buffer.concat([Buffer.from([0x78, 0xda]), text.compressed, adler]);
  const chunk = pngChunk('zTXt', Buffer.concat([Buffer.from('Comment\0\0', 'latin1'), zlib]));
  // The IHDR chunk ends at byte 33 (signature 8, then 4 + 4 + 13 + 4).
  return Buffer.concat([png.subarray(0, 33), chunk, png.subarray(33)]);
}

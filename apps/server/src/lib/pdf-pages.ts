/**
 * Whether an uploaded PDF holds a page, decided at upload without parsing it in the server (decision
 * 0051), like the encryption check beside it (pdf-text.ts): a page dictionary (`/Type /Page`) in the
 * file's bytes, or in one of its object streams (`/Type /ObjStm`, where PDF 1.5+ writers compress
 * page dictionaries), inflated off the event loop (zlib's thread pool) with a cap on the output.
 * 'none' only when nothing was left unread: an object stream this cannot decode, or more than the cap,
 * makes the answer 'unknown', and the parse pool's text reading decides later, as before. So does a
 * file cut short (no `%%EOF` marker): it is damaged rather than empty, and is kept with its text
 * marked unreadable, as any damaged PDF is.
 */
import { promisify } from 'node:util';
import { inflate } from 'node:zlib';

const inflateAsync = promisify(inflate);

/** Inflated object-stream bytes read at most, per file. Page dictionaries are small. */
const OBJECT_STREAMS_MAX_BYTES = 64 * 1024 * 1024;

export type PdfPagePresence = 'some' | 'none' | 'unknown';

const PAGE = Buffer.from('/Page', 'latin1');
const TYPE = Buffer.from('/Type', 'latin1');
const OBJECT_STREAM = Buffer.from('/ObjStm', 'latin1');
const STREAM = Buffer.from('stream', 'latin1');
const END_STREAM = Buffer.from('endstream', 'latin1');

/** PDF white space and delimiters: what may follow a name (so /Page is not /Pages). */
const isNameEnd = (byte: number | undefined) =>
  byte === undefined || ' \t\r\n\f\0()<>[]{}/%'.includes(String.fromCharCode(byte));
const isSpace = (byte: number | undefined) =>
  byte !== undefined && ' \t\r\n\f\0'.includes(String.fromCharCode(byte));

/** True when the bytes hold `/Type /Page` (any white space between, none needed). */
function hasPageDictionary(bytes: Buffer): boolean {
  for (let at = bytes.indexOf(PAGE); at !== -1; at = bytes.indexOf(PAGE, at + PAGE.length)) {
    if (!isNameEnd(bytes[at + PAGE.length])) continue;
    let before = at - 1;
    while (before >= 0 && isSpace(bytes[before])) before -= 1;
    const start = before - TYPE.length + 1;
    if (start >= 0 && bytes.subarray(start, before + 1).equals(TYPE)) return true;
  }
  return false;
}

const OBJ = Buffer.from('obj', 'latin1');
const END_OF_FILE = Buffer.from('%%EOF', 'latin1');

/** Each object stream's dictionary and raw data: from its `N G obj` to its stream … endstream. */
function* objectStreams(bytes: Buffer): Generator<{ dictionary: string; data: Buffer }> {
  for (let at = bytes.indexOf(OBJECT_STREAM); at !== -1; at = bytes.indexOf(OBJECT_STREAM, at + 1)) {
    const dictionaryStart = bytes.lastIndexOf(OBJ, at);
    const keyword = bytes.indexOf(STREAM, at);
    if (dictionaryStart < 0 || keyword < 0) continue;
    let dataStart = keyword + STREAM.length;
    if (bytes[dataStart] === 0x0d) dataStart += 1;
    if (bytes[dataStart] === 0x0a) dataStart += 1;
    const end = bytes.indexOf(END_STREAM, dataStart);
    if (end < 0) continue;
    yield {
      dictionary: bytes.subarray(dictionaryStart, keyword).toString('latin1'),
      data: bytes.subarray(dataStart, end),
    };
    at = end;
  }
}

export async function pdfPagePresence(data: Uint8Array): Promise<PdfPagePresence> {
  const bytes = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  if (hasPageDictionary(bytes)) return 'some';
  let budget = OBJECT_STREAMS_MAX_BYTES;
  let unread = false;
  for (const { dictionary, data: raw } of objectStreams(bytes)) {
    // Only a plain FlateDecode stream is read here; any other filter or a predictor is left to the parser.
    const filters = dictionary.match(/\/[A-Za-z0-9]+Decode\b/g) ?? [];
    // Not compressed: its bytes were in the file's, already searched.
    if (filters.length === 0 && !dictionary.includes('/Filter')) continue;
    if (filters.length !== 1 || filters[0] !== '/FlateDecode' || dictionary.includes('/DecodeParms')) {
      unread = true;
      continue;
    }
    if (budget <= 0) return 'unknown';
    let inflated: Buffer;
    try {
      inflated = await inflateAsync(raw, { maxOutputLength: budget });
    } catch {
      unread = true;
      continue;
    }
    budget -= inflated.length;
    if (hasPageDictionary(inflated)) return 'some';
  }
  return unread || bytes.lastIndexOf(END_OF_FILE) === -1 ? 'unknown' : 'none';
}

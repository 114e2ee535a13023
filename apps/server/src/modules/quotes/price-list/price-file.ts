/**
 * Reading a supplier's price file (CSV or XLSX, told apart by content, never by name) into a header
 * row and data rows of text, and the strict reading of a price cell. A file that is neither, a zip
 * bomb, a damaged workbook or a line too long to be a header is a 400, never a crash: the zip's headers
 * are checked here, and a workbook is read in the parse pool (price-workbook.ts), where its real
 * inflated sizes are checked before exceljs sees it, formulas and links to other workbooks refused.
 */
import { BOQ_LIMITS, BOQ_MESSAGES, type PriceImportRowError } from '@firebreak/shared';
import Papa from 'papaparse';
import type { ZipLimits } from '../../../jobs/file-parsing/zip-limits';
import { badRequest } from '../../../lib/errors';

/** A price file of 5 MB unpacks to far less than this; anything more is refused as a bomb. */
export const PRICE_FILE_ZIP_LIMITS: ZipLimits = {
  maxEntries: 500,
  maxTotalBytes: 25 * 1024 * 1024,
  maxRatio: 200,
};
export const HEADER_COLUMNS_MAX = 100;
const HEADER_TEXT_MAX = 120;

export type PriceFileRow = { row: number; cells: (string | number | null)[] };
export type PriceFile = {
  columns: string[];
  rows: PriceFileRow[];
  /** Rows the file itself could not make sense of (an unclosed quote). */
  errors: PriceImportRowError[];
};

const isZip = (data: Uint8Array) =>
  data.length >= 4 && data[0] === 0x50 && data[1] === 0x4b && data[2] === 0x03 && data[3] === 0x04;

/** Text, as UTF-8 or else Windows-1252 (Excel's "CSV" on Windows); control characters mean binary. */
function decodeText(data: Uint8Array): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    text = new TextDecoder('windows-1252').decode(data);
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: binary files are refused by them
  if (/[\u0000-\u0008\u000e-\u001f\u007f]/.test(text)) throw badRequest(BOQ_MESSAGES.importType);
  return text.replace(/^\uFEFF/, '');
}

export function checkHeader(columns: string[]): string[] {
  if (columns.length > HEADER_COLUMNS_MAX || columns.some((column) => column.length > HEADER_TEXT_MAX))
    throw badRequest(
      `The first row must name the columns: at most ${HEADER_COLUMNS_MAX} columns of at most ${HEADER_TEXT_MAX} characters`,
    );
  return columns;
}

export const isBlank = (cells: (string | number | null)[]) =>
  cells.every((cell) => cell === null || (typeof cell === 'string' && cell.trim() === ''));

function readCsv(data: Uint8Array): PriceFile {
  const text = decodeText(data);
  const parsed = Papa.parse<string[]>(text, { header: false, skipEmptyLines: false });
  const records = parsed.data;
  const headerIndex = records.findIndex((cells) => !isBlank(cells));
  if (headerIndex < 0) throw badRequest(BOQ_MESSAGES.importEmpty);
  const columns = checkHeader((records[headerIndex] ?? []).map((cell) => String(cell).trim()));
  const rows: PriceFileRow[] = [];
  for (let index = headerIndex + 1; index < records.length; index += 1) {
    const cells = records[index] ?? [];
    if (isBlank(cells)) continue;
    rows.push({ row: index + 1, cells: cells.slice(0, columns.length) });
    if (rows.length > BOQ_LIMITS.importRowsMax) throw badRequest(BOQ_MESSAGES.importTooLarge);
  }
  const errors = parsed.errors
    .filter((error) => error.type === 'Quotes')
    .slice(0, 50)
    .map((error) => ({ row: (error.row ?? 0) + 1, column: '', message: error.message }));
  return { columns, rows, errors };
}

/** The parse job's code for a workbook it refuses; its message is the answer to the user. */
export const PRICE_WORKBOOK_REFUSED = 'price-workbook';

/** Reads an XLSX workbook (price-workbook.ts), wherever the caller runs it: the parse pool in the server (price-import.service.ts). */
export type WorkbookReader = (data: Uint8Array) => Promise<PriceFile>;

/** The file's header and rows; 400 for anything that is not a readable CSV or XLSX price file. */
export async function readPriceFile(data: Uint8Array, readWorkbook: WorkbookReader): Promise<PriceFile> {
  if (data.length === 0) throw badRequest(BOQ_MESSAGES.importEmpty);
  if (data.length > BOQ_LIMITS.importBytesMax) throw badRequest(BOQ_MESSAGES.importBytes);
  const file = isZip(data) ? await readWorkbook(data) : readCsv(data);
  if (file.columns.every((column) => column === '')) throw badRequest(BOQ_MESSAGES.importEmpty);
  if (file.rows.length === 0) throw badRequest(BOQ_MESSAGES.importEmpty);
  if (file.rows.length > BOQ_LIMITS.importRowsMax) throw badRequest(BOQ_MESSAGES.importTooLarge);
  return file;
}

// ---------------------------------------------------------------------------------------------------
// Prices

export type PriceReading = { cents: number } | { error: string };

const PRICE_ERROR = {
  formula: 'Starts like a spreadsheet formula (= + @); enter the price as a number',
  negative: 'A unit price cannot be negative',
  decimals: 'A unit price has at most 2 decimals',
  ambiguous: 'Unclear number: write it as 1234.50 or 1 234,50',
  notNumber: 'Not a number of rand',
  tooLarge: BOQ_MESSAGES.priceTooLarge,
  required: 'Unit price is required',
} as const;

const MAX_CENTS = BOQ_LIMITS.unitPriceMax * 100;

function centsOf(integer: string, fraction: string): PriceReading {
  const cents = Number(integer) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return { error: PRICE_ERROR.tooLarge };
  if (cents > MAX_CENTS) return { error: PRICE_ERROR.tooLarge };
  return { cents };
}

/**
 * A price cell in cents. Accepted: 1234.50, 1234,50, 1,234.50, 1 234,50, 1.234,50, R 1 234,50,
 * ZAR 99; refused: anything with letters, more than 2 decimals, a negative, a formula, and a single
 * comma or point followed by three digits (1,234 is a thousand in one country and one in another).
 */
export function parsePrice(value: string | number | null): PriceReading {
  if (value === null) return { error: PRICE_ERROR.required };
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return { error: PRICE_ERROR.notNumber };
    if (value < 0) return { error: PRICE_ERROR.negative };
    const cents = Math.round(value * 100);
    if (Math.abs(value * 100 - cents) > 1e-6) return { error: PRICE_ERROR.decimals };
    if (cents > MAX_CENTS) return { error: PRICE_ERROR.tooLarge };
    return { cents };
  }
  let text = value.replace(/[\u00a0\u202f\u2009]/g, ' ').trim();
  if (text === '') return { error: PRICE_ERROR.required };
  if (/^[=+@]/.test(text)) return { error: PRICE_ERROR.formula };
  if (text.startsWith('-') || text.startsWith('(')) return { error: PRICE_ERROR.negative };
  text = text.replace(/^(?:ZAR|R)\s*/i, '');
  if (text.startsWith('-')) return { error: PRICE_ERROR.negative };
  if (text.length > 24) return { error: PRICE_ERROR.notNumber };
  // Plain: 1234, 1234.5, 1234,50
  const plain = /^(\d+)(?:[.,](\d+))?$/.exec(text);
  if (plain) {
    const [, integer = '', fraction] = plain;
    if (fraction === undefined) return centsOf(integer, '');
    if (fraction.length <= 2) return centsOf(integer, fraction);
    // 1,234 or 1.234: a thousands separator or three decimals; 1.2345: too many decimals.
    if (fraction.length === 3 && integer.length <= 3 && !integer.startsWith('0'))
      return { error: PRICE_ERROR.ambiguous };
    return { error: PRICE_ERROR.decimals };
  }
  // Grouped: 1 234 567,89 / 1,234,567.89 / 1.234.567,89 / 1,234,567
  const grouped = /^(\d{1,3}(?:([ ,.])\d{3})(?:\2\d{3})*)(?:([.,])(\d+))?$/.exec(text);
  if (grouped) {
    const [, integerText = '', separator, decimal, fraction] = grouped;
    if (decimal !== undefined && decimal === separator) return { error: PRICE_ERROR.ambiguous };
    if (fraction !== undefined && fraction.length > 2) return { error: PRICE_ERROR.decimals };
    const integer = integerText.split(separator ?? '').join('');
    const groups = integerText.split(separator ?? '').length;
    // A lone "1,234" or "1.234" reads two ways; with a space, a second group or decimals it does not.
    if (separator !== ' ' && groups === 2 && fraction === undefined) return { error: PRICE_ERROR.ambiguous };
    return centsOf(integer, fraction ?? '');
  }
  return { error: PRICE_ERROR.notNumber };
}

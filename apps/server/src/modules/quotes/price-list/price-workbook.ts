/**
 * An XLSX price file read into a header row and data rows, in a parse-pool child (the 'price-workbook'
 * job; decisions 0051, 0077): a workbook of 25 MB of shared strings held the server's event loop
 * for half a second when exceljs read it there. Values only: a cell with a formula is refused, naming
 * the cell, because its price is the result Excel last stored (and one linked to another workbook is
 * that workbook's stale copy); so is a workbook that links to another workbook at all.
 */
import { BOQ_LIMITS, BOQ_MESSAGES } from '@firebreak/shared';
import { JobInputError } from '../../../jobs/file-parsing/serve-jobs';
import {
  checkInflatedSizes,
  readCentralDirectory,
  ZipLimitError,
} from '../../../jobs/file-parsing/zip-limits';
import { AppError } from '../../../lib/errors';
import {
  checkHeader,
  HEADER_COLUMNS_MAX,
  isBlank,
  PRICE_FILE_ZIP_LIMITS,
  PRICE_WORKBOOK_REFUSED,
  type PriceFile,
  type PriceFileRow,
} from './price-file';

const FORMULA_SHOWN_MAX = 60;
const shown = (formula: string) =>
  `=${formula.length > FORMULA_SHOWN_MAX ? `${formula.slice(0, FORMULA_SHOWN_MAX)}…` : formula}`;
const andOthers = (others: number) =>
  others === 0 ? '' : ` (and ${others.toLocaleString('en-ZA')} other cell${others === 1 ? '' : 's'})`;

export const PRICE_WORKBOOK_MESSAGES = {
  formula: (cell: string, formula: string, others: number) =>
    `Cell ${cell} holds a formula (${shown(formula)})${andOthers(others)}: a price file must hold values, not the result Excel last stored. Copy the sheet, paste it as values only, and upload it again.`,
  externalFormula: (cell: string, formula: string, others: number) =>
    `Cell ${cell} takes its value from another workbook (${shown(formula)})${andOthers(others)}, so its price may be out of date. Break the links (Data → Edit Links → Break Link) and upload it again.`,
  externalLink: (part: string) =>
    `The workbook links to another workbook (${part}), so its prices may be out of date. Break the links (Data → Edit Links → Break Link) and upload it again.`,
} as const;

const refuse = (message: string) => new JobInputError(PRICE_WORKBOOK_REFUSED, message);

type CellValue = import('exceljs').CellValue;
type Formula = { formula?: string; sharedFormula?: string };

const formulaOf = (value: CellValue): string | null => {
  if (value === null || typeof value !== 'object') return null;
  if (!('formula' in value) && !('sharedFormula' in value)) return null;
  const { formula, sharedFormula } = value as Formula;
  return formula ?? sharedFormula ?? '';
};

/** A reference into another workbook: [1]Sheet!A1, '[2]Price list'!B4, or a path in brackets. */
const EXTERNAL_REFERENCE = /\[[^\]]+\]/;

/** A cell as text, or as a number when it holds one (formulas are found before this is asked). */
function cellOf(value: CellValue): string | number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return value;
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value && Array.isArray(value.richText))
      return value.richText.map((part) => part.text).join('');
    if ('text' in value && typeof value.text === 'string') return value.text;
    if ('error' in value) return String(value.error);
  }
  return null;
}

/** Parts that hold links to other workbooks (Data → Edit Links lists them). */
function externalLinkPart(data: Uint8Array): string | undefined {
  return readCentralDirectory(data, PRICE_FILE_ZIP_LIMITS.maxEntries)
    .map((entry) => entry.name)
    .find((name) => /^xl\/externalLinks\/[^/]+\.xml$/i.test(name));
}

/**
 * keep: the header names (any case) whose cells the server will read, the columns of the mapping sent
 * or remembered; the other cells come back empty. Every cell is still read and checked for formulas.
 */
export type PriceWorkbookParams = { keep: string[] };

/** The 'price-workbook' job: the file's header and rows, or a refusal (JobInputError) with its reason. */
export async function readPriceWorkbook(data: Uint8Array, params: PriceWorkbookParams): Promise<PriceFile> {
  try {
    return await readWorkbook(data, new Set(params.keep.map((name) => name.trim().toLowerCase())));
  } catch (error) {
    // The header's own check (shared with CSV) answers 400 in the server; here it is a refusal.
    if (error instanceof AppError && error.status === 400) throw refuse(error.message);
    throw error;
  }
}

async function readWorkbook(data: Uint8Array, keep: Set<string>): Promise<PriceFile> {
  try {
    await checkInflatedSizes(data, PRICE_FILE_ZIP_LIMITS);
  } catch (error) {
    if (error instanceof ZipLimitError) throw refuse(error.message);
    throw error;
  }
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(data) as unknown as ArrayBuffer);
  } catch {
    throw refuse(BOQ_MESSAGES.importType);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet || sheet.actualRowCount === 0) throw refuse(BOQ_MESSAGES.importEmpty);
  if (sheet.actualRowCount > BOQ_LIMITS.importRowsMax + 1) throw refuse(BOQ_MESSAGES.importTooLarge);
  const width = Math.min(sheet.actualColumnCount, HEADER_COLUMNS_MAX + 1);
  let columns: string[] | null = null;
  let firstFormula: { cell: string; formula: string } | undefined;
  let firstExternal: { cell: string; formula: string } | undefined;
  let formulas = 0;
  const rows: PriceFileRow[] = [];
  let kept: boolean[] = [];
  sheet.eachRow((row, rowNumber) => {
    const cells: (string | number | null)[] = [];
    for (let column = 1; column <= width; column += 1) {
      const cell = row.getCell(column);
      const formula = formulaOf(cell.value);
      if (formula !== null) {
        formulas += 1;
        firstFormula ??= { cell: cell.address, formula };
        if (EXTERNAL_REFERENCE.test(formula)) firstExternal ??= { cell: cell.address, formula };
        cells.push(null);
        continue;
      }
      cells.push(cellOf(cell.value));
    }
    if (isBlank(cells)) return;
    if (columns === null) {
      columns = checkHeader(cells.map((cell) => (cell === null ? '' : String(cell).trim())));
      kept = columns.map((name) => keep.has(name.toLowerCase()));
      return;
    }
    // Only the mapped columns travel back to the server (a notes column can be megabytes).
    rows.push({ row: rowNumber, cells: cells.map((cell, index) => (kept[index] ? cell : null)) });
  });
  if (firstExternal)
    throw refuse(
      PRICE_WORKBOOK_MESSAGES.externalFormula(firstExternal.cell, firstExternal.formula, formulas - 1),
    );
  if (firstFormula)
    throw refuse(PRICE_WORKBOOK_MESSAGES.formula(firstFormula.cell, firstFormula.formula, formulas - 1));
  const linked = externalLinkPart(data);
  if (linked) throw refuse(PRICE_WORKBOOK_MESSAGES.externalLink(linked));
  if (columns === null) throw refuse(BOQ_MESSAGES.importEmpty);
  const header: string[] = columns;
  while (header.length > 0 && header[header.length - 1] === '') header.pop();
  return {
    columns: header,
    rows: rows.map((row) => ({ ...row, cells: row.cells.slice(0, header.length) })),
    errors: [],
  };
}

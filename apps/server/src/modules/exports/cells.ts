/**
 * How the register's values are written into the accounting files: dates as DD/MM/YYYY (what Sage
 * and Xero read for a South African organisation), money as rand numbers with cents (numbers, so the
 * CSV writer never takes a minus sign for the start of a formula), quantities from thousandths.
 */
import type { AccountingDocumentKind } from '@firebreak/shared';

/** YYYY-MM-DD → DD/MM/YYYY. */
export const dayMonthYear = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

/** Integer cents → rand (1234.5 for R 1 234,50): exact, as cents are whole and far below 2^53. */
export const rand = (cents: number) => cents / 100;

export const quantity = (milli: number) => milli / 1000;

/** A free-text address → at most four lines (by line breaks or commas), the rest kept on the fourth. */
export function addressLines(address: string): [string, string, string, string] {
  const parts = address
    .split(/\r?\n|,/)
    .map((part) => part.trim())
    .filter(Boolean);
  return [parts[0] ?? '', parts[1] ?? '', parts[2] ?? '', parts.slice(3).join(', ')];
}

/** A row of one file, with the document it belongs to (none for a customer's row). */
export type ExportRow = { document: DocumentRef | null; cells: unknown[] };
export type DocumentRef = { kind: AccountingDocumentKind; id: string; label: string };

/** One CSV file of an export, before it is written. */
export type ExportFile = { name: string; header: string[]; rows: ExportRow[] };

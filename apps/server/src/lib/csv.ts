/**
 * CSV writing (RFC 4180) with spreadsheet formula injection neutralised: a text cell starting with
 * = + - @ or a tab/carriage return is prefixed with an apostrophe so Excel shows it as text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows to CSV text with CRLF line ends and a BOM so Excel reads UTF-8 (R, m², names with accents). */
export function toCsv(rows: unknown[][]): string {
  return `\uFEFF${rows.map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}

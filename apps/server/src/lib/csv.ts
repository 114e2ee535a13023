/**
 * CSV writing (RFC 4180) by papaparse with spreadsheet formula injection neutralised: a text cell
 * starting with = + - @ or a tab/carriage return is prefixed with an apostrophe (and quoted) so Excel
 * shows it as text.
 */
import Papa from 'papaparse';

/**
 * papaparse's own `escapeFormulae: true` pattern is /^[=+\-@\t\r].*$/, which misses a cell with a
 * line break after the formula ("=cmd\n…"); the same characters without the anchor at the end catch it.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Rows to CSV text with CRLF line ends and a BOM so Excel reads UTF-8 (R, m², names with accents). */
export function toCsv(rows: unknown[][]): string {
  // A number that is not finite is an empty cell, not the text "NaN" or "Infinity".
  const cells = rows.map((row) => row.map((v) => (typeof v === 'number' && !Number.isFinite(v) ? null : v)));
  return `\uFEFF${Papa.unparse(cells, { escapeFormulae: FORMULA_START, newline: '\r\n' })}\r\n`;
}

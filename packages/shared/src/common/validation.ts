/**
 * Checks every schema at the API's edge shares, so both engines see the same input: real calendar
 * dates, finite amounts in range, and text without NUL (PostgreSQL refuses U+0000 in text; SQLite
 * would store it, so both refuse it here).
 */

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** A real YYYY-MM-DD date: month 13, day 45 and 2026-02-30 are not. */
export function isCalendarDate(value: string): boolean {
  if (!DATE_ONLY.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

/** The largest amount of rand any figure may hold: R1 trillion, far above any contract, and exact in cents. */
export const MAX_RAND = 1_000_000_000_000;

export const NUL_MESSAGE = 'Text must not contain NUL characters';

/** True when a string, or any string inside an array or object (to a bounded depth), holds U+0000. */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 64 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => containsNul(item, depth + 1));
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000') || containsNul(item, depth + 1)) return true;
  }
  return false;
}

/**
 * A value meant for one line (a name, a caption): every line break (CR, LF, U+2028/2029, NEL), tab and
 * other control character becomes a space, runs of white space one space, trimmed. Printed documents
 * draw such values as they are, so a line break inside one would print as a line of the document's own.
 */
export function singleLine(value: string): string {
  return value
    .replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

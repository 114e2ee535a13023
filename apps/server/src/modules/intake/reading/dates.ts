/**
 * Dates as South African paperwork writes them, day first: 12/03/2025, 12-03-2025, 12.03.25,
 * 2025-03-12, 12 March 2025, 12 Mar 2025. A month without a day ('March 2025') is not read: the
 * register needs a day, and the first of the month would be a value the page does not hold.
 * A date after today is not a record of work done (it is a due or expiry date) and is not read.
 */
import { fixDigits } from './ocr';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
/** English months, and Afrikaans ones where they differ (bilingual forms: 'Maart', 'Mei', 'Okt', 'Des'). */
const MONTH =
  '(jan(?:uary|uarie)?|feb(?:ruary|ruarie)?|mar(?:ch)?|maart|apr(?:il)?|may|mei|june?|junie|july?|julie|aug(?:ust|ustus)?|sep(?:t(?:ember)?)?|o[ck]t(?:ober)?|nov(?:ember)?|de[cs](?:ember)?)';
const AFRIKAANS: Record<string, number> = { maa: 3, mei: 5, okt: 10, des: 12 };

const WEEKDAY = /^(mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?,?\s+/i;
const YMD = /^(\d{4})\s?[-/.]\s?(\d{1,2})\s?[-/.]\s?(\d{1,2})(?![\d])/;
const DMY = /^(\d{1,2})\s?([-/.])\s?(\d{1,2})\s?\2\s?(\d{4}|\d{2})(?![\d])/;
const D_MONTH_Y = new RegExp(
  `^(\\d{1,2})(?:st|nd|rd|th)?(?:\\s+of)?[\\s-]*${MONTH}\\.?,?[\\s-]*(\\d{4}|\\d{2})(?![\\d])`,
  'i',
);
const MONTH_D_Y = new RegExp(`^${MONTH}\\.?\\s*(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(\\d{4})(?![\\d])`, 'i');

export function isoDate(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCDate() !== day || date.getUTCMonth() !== month - 1) return null;
  return date.toISOString().slice(0, 10);
}

const fullYear = (text: string) => {
  const n = Number(text);
  if (text.length === 4) return n;
  return n < 70 ? 2000 + n : 1900 + n;
};
const monthOf = (name: string) => {
  const start = name.toLowerCase().slice(0, 3);
  return AFRIKAANS[start] ?? MONTHS.indexOf(start) + 1;
};

const FORMS: [RegExp, (m: RegExpExecArray) => string | null][] = [
  [YMD, (m) => isoDate(Number(m[1]), Number(m[2]), Number(m[3]))],
  [DMY, (m) => isoDate(fullYear(m[4]!), Number(m[3]), Number(m[1]))],
  [D_MONTH_Y, (m) => isoDate(fullYear(m[3]!), monthOf(m[2]!), Number(m[1]))],
  [MONTH_D_Y, (m) => isoDate(Number(m[3]), monthOf(m[1]!), Number(m[2]))],
];

/**
 * The date at the start of `text` (after spaces), with how many characters it took; null when the
 * text does not start with a full date, or the date is implausible (before 1970, after today).
 */
export function readDateAt(text: string, today: string): { iso: string; length: number } | null {
  let lead = text.length - text.trimStart().length;
  const weekday = WEEKDAY.exec(text.slice(lead));
  if (weekday) lead += weekday[0].length;
  const fixed = fixDigits(text.slice(lead));
  let iso: string | null = null;
  let length = 0;
  for (const [pattern, toIso] of FORMS) {
    const m = pattern.exec(fixed);
    if (!m) continue;
    iso = toIso(m);
    length = m[0].length;
    break;
  }
  if (!iso || iso < '1970-01-01' || iso > today) return null;
  return { iso, length: lead + length };
}

/** The first full date anywhere in `text` that starts at a word. */
export function findDate(text: string, today: string): { iso: string; from: number; to: number } | null {
  for (let i = 0; i < text.length; i++) {
    if (i > 0 && /[\w]/.test(text[i - 1]!)) continue;
    if (!/[\w]/.test(text[i]!)) continue;
    const found = readDateAt(text.slice(i), today);
    if (found) return { iso: found.iso, from: i, to: i + found.length };
  }
  return null;
}

/**
 * Fire-protection facts found in a document's text: standard references (SANS, NFPA, EN, ISO, BS),
 * dates, pressures (converted to kPa) and certificate / report / job numbers. Pure; the text is
 * normalised first so a reference broken over a line ('SANS 10400-\nXA') still matches.
 */
import type { FireFacts } from '@firebreak/shared';

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const MONTH_NAME =
  '(Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)';

/** Joins words hyphenated over a line break and folds runs of spaces, as matching needs. */
export function normaliseForFacts(text: string): string {
  return text
    .replace(/\f/g, '\n')
    .replace(/-[^\S\n]*\n[^\S\n]*/g, '-')
    .replace(/[^\S\n]+/g, ' ');
}

export function findStandards(text: string): string[] {
  const found = new Set<string>();
  const pattern =
    /\b(SANS|SABS|NFPA|BS EN|EN|ISO|BS)[ \t]*(\d{2,5}(?:-\d{1,3})*(?:-[A-Z]{1,3}\b)?)(?::\d{4})?/g;
  for (const match of text.matchAll(pattern)) found.add(`${match[1]} ${match[2]}`);
  return [...found];
}

function isoDate(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1 || day > 31 || year < 1900 || year > 2200) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

const monthNumber = (name: string) =>
  MONTHS.findIndex((month) => month.startsWith(name.toLowerCase().slice(0, 3))) + 1;

export function findDates(text: string): FireFacts['dates'] {
  const dates: { at: number; text: string; iso: string | null }[] = [];
  const add = (at: number, written: string, iso: string | null) => {
    if (!dates.some((date) => date.at === at)) dates.push({ at, text: written, iso });
  };
  for (const m of text.matchAll(/\b(\d{4})-(\d{2})-(\d{2})\b/g))
    add(m.index, m[0], isoDate(Number(m[1]), Number(m[2]), Number(m[3])));
  // Day first, as South African documents write them (15/03/2024).
  for (const m of text.matchAll(/\b(\d{1,2})[/.](\d{1,2})[/.](\d{4})\b/g))
    add(m.index, m[0], isoDate(Number(m[3]), Number(m[2]), Number(m[1])));
  const dayMonth = new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)? ${MONTH_NAME}\\.?,? (\\d{4})\\b`, 'gi');
  for (const m of text.matchAll(dayMonth))
    add(m.index, m[0], isoDate(Number(m[3]), monthNumber(m[2]!), Number(m[1])));
  const monthDay = new RegExp(`\\b${MONTH_NAME}\\.? (\\d{1,2})(?:st|nd|rd|th)?,? (\\d{4})\\b`, 'gi');
  for (const m of text.matchAll(monthDay))
    add(m.index, m[0], isoDate(Number(m[3]), monthNumber(m[1]!), Number(m[2])));
  return dates.sort((a, b) => a.at - b.at).map(({ text: written, iso }) => ({ text: written, iso }));
}

const TO_KPA: Record<string, number> = { kpa: 1, bar: 100, mpa: 1000, psi: 6.894757 };

export function findPressures(text: string): FireFacts['pressures'] {
  const pressures: FireFacts['pressures'] = [];
  const seen = new Set<string>();
  for (const m of text.matchAll(/(?<![\w.,])(\d+(?:[.,]\d+)*)\s?(bar|kPa|MPa|psi)\b/gi)) {
    const unit = m[2]!;
    // '1,500' is a thousands separator; '6,5' a decimal comma.
    const digits = /^\d{1,3}(,\d{3})+$/.test(m[1]!) ? m[1]!.replace(/,/g, '') : m[1]!.replace(',', '.');
    const value = Number(digits);
    const normalisedUnit = { kpa: 'kPa', mpa: 'MPa', bar: 'bar', psi: 'psi' }[unit.toLowerCase()]!;
    const written = `${m[1]} ${normalisedUnit}`;
    if (seen.has(written)) continue;
    seen.add(written);
    const factor = TO_KPA[unit.toLowerCase()]!;
    pressures.push({
      text: written,
      kPa: Number.isFinite(value) ? Math.round(value * factor * 100) / 100 : null,
    });
  }
  return pressures;
}

const NUMBER_LABELS: [RegExp, string][] = [
  [/^cert(?:ificate)?\.?$/i, 'Certificate'],
  [/^report$/i, 'Report'],
  [/^job$/i, 'Job'],
  [/^delivery note$/i, 'Delivery Note'],
  [/^invoice$/i, 'Invoice'],
  [/^order$/i, 'Order'],
];

export function findCertificateNumbers(text: string): string[] {
  const found = new Set<string>();
  const pattern =
    /\b(Certificate|Cert\.?|Report|Job|Delivery Note|Invoice|Order)[ \t]*(?:No\.?|Number|Nr\.?|#)[ \t]*[:.]?\s*([A-Z0-9][A-Z0-9/.-]*[A-Z0-9]|[0-9])/gi;
  for (const m of text.matchAll(pattern)) {
    const value = m[2]!;
    if (!/\d/.test(value)) continue;
    const label = NUMBER_LABELS.find(([test]) => test.test(m[1]!))?.[1] ?? m[1]!;
    found.add(`${label} No. ${value}`);
  }
  return [...found];
}

export function extractFireFacts(text: string): FireFacts {
  const normalised = normaliseForFacts(text);
  return {
    standards: findStandards(normalised),
    dates: findDates(normalised),
    pressures: findPressures(normalised),
    certificateNumbers: findCertificateNumbers(normalised),
  };
}

/** How the money register shows amounts: integer cents as rand to the cent ('R 10 350,00'). */
import { centsToRand, formatShortDate, formatZarExact } from '@firebreak/shared';

export const rand = (cents: number) => formatZarExact(centsToRand(cents));

/** A YYYY-MM-DD company date as the app shows dates, or a dash when there is none. */
export const showDate = (date: string | null) => (date ? formatShortDate(`${date}T12:00:00Z`) : '—');

/**
 * Rand as typed → cents: spaces and a leading R dropped, a decimal comma read as a point. A value
 * with part-cents stays fractional so the shared schema says 'must be whole cents'; blank is NaN.
 */
export function randTextToCents(text: string): number {
  const plain = text.replace(/\s/g, '').replace(/^R/i, '').replace(',', '.');
  if (plain === '') return Number.NaN;
  const cents = Number(plain) * 100;
  const whole = Math.round(cents);
  return Math.abs(cents - whole) < 1e-6 ? whole : cents;
}

/** Cents → rand text for a field ('1234.50'). */
export const centsToRandText = (cents: number) => (cents / 100).toFixed(2);

/** A number as typed, with a decimal comma read as a point; blank is NaN. */
export function numberText(text: string): number {
  const plain = text.replace(/\s/g, '').replace(',', '.');
  return plain === '' ? Number.NaN : Number(plain);
}

/** The first day of the month three months before `today` (YYYY-MM-DD), a statement's default start. */
export function statementStart(today: string): string {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) - 3;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

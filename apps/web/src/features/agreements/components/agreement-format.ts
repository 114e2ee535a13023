/** How the agreements screens show money and dates: integer cents as rand to the cent, company days. */
import { centsToRand, formatShortDate, formatZarExact } from '@firebreak/shared';

export const rand = (cents: number) => formatZarExact(centsToRand(cents));
export const showDate = (date: string) => formatShortDate(`${date.slice(0, 10)}T12:00:00Z`);

/** Rand as typed → cents (a decimal comma read as a point); part-cents stay fractional for the schema. */
export function randTextToCents(text: string): number {
  const plain = text.replace(/\s/g, '').replace(/^R/i, '').replace(',', '.');
  if (plain === '') return 0;
  const cents = Number(plain) * 100;
  const whole = Math.round(cents);
  return Math.abs(cents - whole) < 1e-6 ? whole : cents;
}

export const numberText = (text: string) => {
  const plain = text.replace(/\s/g, '').replace(',', '.');
  return plain === '' ? 0 : Number(plain);
};

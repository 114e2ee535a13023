/**
 * Quantities on paperwork (10.5 bar, 1050kPa, 4,5 kg, 27.3V) and their conversion to the unit the
 * catalogue keeps a reading in.
 */
import { PRESSURE_FACTORS_TO_BAR } from '@firebreak/shared';
import { fixDigits } from './ocr';

export type QuantityUnit = 'bar' | 'kpa' | 'mpa' | 'psi' | 'kg' | 'v';
export type Quantity = { value: number; unit: QuantityUnit | null; from: number; to: number };

const QUANTITY = /(?<![\w.,])(\d+(?:[.,]\d+)?)\s*(bar|kpa|mpa|psi|kgs?|v|vdc|volts?)?(?![\w])/i;

function unitOf(text: string | undefined): QuantityUnit | null {
  if (!text) return null;
  const lower = text.toLowerCase();
  if (lower.startsWith('kg')) return 'kg';
  if (lower.startsWith('v')) return 'v';
  return lower as QuantityUnit;
}

/** The first number in `text`, with its unit when one follows it. */
export function findQuantity(text: string): Quantity | null {
  const fixed = fixDigits(text);
  const m = QUANTITY.exec(fixed);
  if (!m) return null;
  const value = Number(m[1]!.replace(',', '.'));
  if (!Number.isFinite(value)) return null;
  return { value, unit: unitOf(m[2]), from: m.index, to: m.index + m[0].length };
}

/** A unit named in a column header or label ('Pressure (bar)', 'Mass kg'). */
export function unitInText(text: string): QuantityUnit | null {
  const m = /(?:^|[\s(/[])(bar|kpa|mpa|psi|kg|v|volts?)(?:$|[\s)\]])/i.exec(text);
  return unitOf(m?.[1]);
}

const KIND: Record<QuantityUnit, 'pressure' | 'mass' | 'voltage'> = {
  bar: 'pressure',
  kpa: 'pressure',
  mpa: 'pressure',
  psi: 'pressure',
  kg: 'mass',
  v: 'voltage',
};

/** The value in the catalogue's unit ('bar', 'kPa', 'kg', 'V'); null when the units do not convert. */
export function convert(value: number, from: QuantityUnit, to: string): number | null {
  const target = to.toLowerCase();
  if (KIND[from] === 'pressure' && (target === 'bar' || target === 'kpa')) {
    const bar = value * (PRESSURE_FACTORS_TO_BAR[from] ?? Number.NaN);
    const out = target === 'bar' ? bar : bar * 100;
    return Number.isFinite(out) ? Math.round(out * 1000) / 1000 : null;
  }
  if (KIND[from] === 'mass' && target === 'kg') return value;
  if (KIND[from] === 'voltage' && target === 'v') return value;
  return null;
}

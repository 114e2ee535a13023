import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { labourHoursMilli, markedUpCents } from '../visits/charges';
import { documentTotals, lineFigures, vatOn } from './rules';
import { matchVat, shareOut } from './work';

describe('shareOut', () => {
  it('shares a target in proportion, adding up exactly', () => {
    expect(shareOut([100, 200, 700], 1001)).toEqual([100, 200, 701]);
    expect(shareOut([1, 1, 1], 100)).toEqual([34, 33, 33]);
    expect(shareOut([0, 0], 50)).toEqual([50, 0]);
  });
  it('always adds up to the target', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 10_000_000 }), { minLength: 1, maxLength: 30 }),
        fc.integer({ min: 0, max: 1_000_000_000 }),
        (weights, target) => {
          const shares = shareOut(weights, target);
          expect(shares.reduce((a, b) => a + b, 0)).toBe(target);
          expect(shares.every((s) => s >= 0)).toBe(true);
        },
      ),
    );
  });
});

describe('matchVat', () => {
  it('moves cents so the lines’ VAT equals the VAT on their sum', () => {
    // 3 × 3 c: each line's VAT rounds 0.45 → 0, the sum's 1.35 → 1.
    const nets = [3, 3, 3];
    expect(nets.reduce((s, n) => s + vatOn(n, 'STANDARD'), 0)).toBe(0);
    const matched = matchVat(nets, vatOn(9, 'STANDARD'));
    expect(matched).not.toBeNull();
    expect(matched?.reduce((a, b) => a + b, 0)).toBe(9);
    expect(matched?.reduce((s, n) => s + vatOn(n, 'STANDARD'), 0)).toBe(1);
  });
  it('holds for any lines: the sum kept, the VAT the quote’s, or null (never wrong figures)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 5_000_000 }), { minLength: 1, maxLength: 40 }),
        (nets) => {
          const sum = nets.reduce((a, b) => a + b, 0);
          const target = vatOn(sum, 'STANDARD');
          const matched = matchVat(nets, target);
          if (nets.length === 1) expect(matched).toEqual(nets);
          if (matched === null) return;
          expect(matched.reduce((a, b) => a + b, 0)).toBe(sum);
          expect(matched.every((n) => n >= 0)).toBe(true);
          const totals = documentTotals(
            matched.map((n) => ({
              ...lineFigures({ quantityMilli: 1000, unitPriceCents: n, taxCode: 'STANDARD' }),
              taxCode: 'STANDARD' as const,
            })),
          );
          expect(totals.vatCents).toBe(target);
          expect(totals.exclCents).toBe(sum);
        },
      ),
    );
  });
  it('finds a match for ordinary quotes of two lines or more', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1000, max: 5_000_000 }), { minLength: 2, maxLength: 40 }),
        (nets) => {
          const sum = nets.reduce((a, b) => a + b, 0);
          expect(matchVat(nets, vatOn(sum, 'STANDARD'))).not.toBeNull();
        },
      ),
    );
  });
});

describe('labour and parts', () => {
  it('rounds time on site up to the quarter hour', () => {
    const at = (m: number) => new Date(Date.parse('2026-11-02T08:00:00.000Z') + m * 60_000).toISOString();
    expect(labourHoursMilli(at(0), at(1))).toBe(250);
    expect(labourHoursMilli(at(0), at(15))).toBe(250);
    expect(labourHoursMilli(at(0), at(16))).toBe(500);
    expect(labourHoursMilli(at(0), at(95))).toBe(1750);
    expect(labourHoursMilli(at(0), at(0))).toBe(0);
    expect(labourHoursMilli(null, at(10))).toBe(0);
    expect(labourHoursMilli(at(10), at(0))).toBe(0);
  });
  it('marks a price up to the cent, half away from zero', () => {
    expect(markedUpCents(10_000, 25)).toBe(12_500);
    expect(markedUpCents(1_999, 25)).toBe(2_499); // 2498.75 → 2499
    expect(markedUpCents(2, 25)).toBe(3); // 2.5 → 3
    expect(markedUpCents(1_234, 0)).toBe(1_234);
  });
});

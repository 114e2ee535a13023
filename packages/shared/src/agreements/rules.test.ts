import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../common/format';
import {
  anniversary,
  billingPeriods,
  daysInclusive,
  effectiveEnd,
  escalatedFee,
  latestAnniversary,
  nextAnniversary,
  PERIOD_CADENCES,
  periodOf,
  periodsDueIn,
  proratedFee,
} from './rules';
import { agreementInputSchema, billingRunInputSchema } from './schemas';

const day = fc
  .integer({ min: Date.UTC(2020, 0, 1) / 86_400_000, max: Date.UTC(2035, 11, 31) / 86_400_000 })
  .map((n) => new Date(n * 86_400_000).toISOString().slice(0, 10));
const cadence = fc.constantFrom(...PERIOD_CADENCES);
const timing = fc.constantFrom('IN_ADVANCE' as const, 'IN_ARREARS' as const);
const fee = fc.integer({ min: 0, max: 100_000_000_000_000 });

describe('billing periods', () => {
  it('calendar periods: quarters from January, half-years from January and July', () => {
    expect(periodOf('2026-05-17', 'QUARTERLY')).toEqual({ start: '2026-04-01', end: '2026-06-30' });
    expect(periodOf('2026-08-01', 'SIX_MONTHLY')).toEqual({ start: '2026-07-01', end: '2026-12-31' });
    expect(periodOf('2024-02-10', 'MONTHLY')).toEqual({ start: '2024-02-01', end: '2024-02-29' });
    expect(periodOf('2026-12-31', 'ANNUAL')).toEqual({ start: '2026-01-01', end: '2026-12-31' });
  });

  it('a mid-month start and end are the partial first and last periods', () => {
    const periods = billingPeriods({
      start: '2026-02-15',
      end: '2026-05-10',
      cadence: 'MONTHLY',
      timing: 'IN_ADVANCE',
    });
    expect(periods.map((p) => [p.coveredStart, p.coveredEnd, p.coveredDays, p.periodDays])).toEqual([
      ['2026-02-15', '2026-02-28', 14, 28],
      ['2026-03-01', '2026-03-31', 31, 31],
      ['2026-04-01', '2026-04-30', 30, 30],
      ['2026-05-01', '2026-05-10', 10, 31],
    ]);
    expect(proratedFee(100_000, 14, 28)).toBe(50_000);
    expect(proratedFee(100_000, 10, 31)).toBe(32_258);
  });

  it('periods tile the agreement without gaps or overlaps, one invoice month each', () => {
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 1500 }), cadence, timing, (start, length, c, t) => {
        const end = addDays(start, length);
        const periods = billingPeriods({ start, end, cadence: c, timing: t });
        expect(periods[0]?.coveredStart).toBe(start);
        expect(periods.at(-1)?.coveredEnd).toBe(end);
        for (let i = 1; i < periods.length; i += 1)
          expect(periods[i]?.coveredStart).toBe(addDays(periods[i - 1]?.coveredEnd ?? '', 1));
        expect(periods.reduce((sum, p) => sum + p.coveredDays, 0)).toBe(daysInclusive(start, end));
        const months = periods.map((p) => p.billingMonth);
        expect(new Set(months).size).toBe(months.length);
        for (const p of periods) {
          expect(p.coveredDays).toBeLessThanOrEqual(p.periodDays);
          expect(
            periodsDueIn(
              { startDate: start, endDate: end, autoRenew: false, cadence: c, timing: t },
              p.billingMonth,
            ),
          ).toEqual([p]);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('proration: a whole period is the fee; a part is between 0 and the fee, one rounding', () => {
    fc.assert(
      fc.property(
        fee,
        fc.integer({ min: 28, max: 366 }),
        fc.integer({ min: 1, max: 366 }),
        (f, periodDays, d) => {
          const covered = Math.min(d, periodDays);
          const part = proratedFee(f, covered, periodDays);
          expect(Number.isSafeInteger(part)).toBe(true);
          expect(part).toBeGreaterThanOrEqual(0);
          expect(part).toBeLessThanOrEqual(f);
          expect(Math.abs(part * periodDays - f * covered)).toBeLessThanOrEqual(periodDays / 2 + 1e-3 * f);
          expect(proratedFee(f, periodDays, periodDays)).toBe(f);
        },
      ),
    );
  });
});

describe('escalation', () => {
  it('new fee = old fee × (1 + pct) rounded to the cent, exact in integers', () => {
    expect(escalatedFee(100_000, 550)).toBe(105_500);
    expect(escalatedFee(33_333, 550)).toBe(35_166); // 35 166.315
    expect(escalatedFee(1, 5_000)).toBe(2); // 1.5 rounds half away from zero
    fc.assert(
      fc.property(fee, fc.integer({ min: 0, max: 100_000 }), (f, bp) => {
        const next = escalatedFee(f, bp);
        const exact = BigInt(f) * BigInt(10_000 + bp) * 2n;
        expect(BigInt(next) * 20_000n - exact <= 10_000n).toBe(true);
        expect(exact - BigInt(next) * 20_000n < 10_000n).toBe(true);
        expect(next).toBeGreaterThanOrEqual(f);
      }),
    );
  });

  it('anniversaries of the start date', () => {
    expect(anniversary('2024-02-29', 1)).toBe('2025-02-28');
    expect(latestAnniversary('2025-03-01', '2026-02-28')).toBeNull();
    expect(latestAnniversary('2025-03-01', '2026-03-01')).toBe('2026-03-01');
    expect(latestAnniversary('2023-03-01', '2026-04-01')).toBe('2026-03-01');
    expect(nextAnniversary('2023-03-01', '2026-03-01')).toBe('2027-03-01');
  });
});

describe('renewal and the billing month', () => {
  it('auto-renewal moves the end on a year at a time', () => {
    expect(effectiveEnd({ endDate: '2026-12-31', autoRenew: false }, '2027-05-01')).toBe('2026-12-31');
    expect(effectiveEnd({ endDate: '2026-12-31', autoRenew: true }, '2027-05-01')).toBe('2027-12-31');
  });

  it('in arrears bills a quarter in its last month; per-visit agreements have no periods', () => {
    const base = { startDate: '2026-01-01', endDate: '2026-12-31', autoRenew: false } as const;
    expect(periodsDueIn({ ...base, cadence: 'QUARTERLY', timing: 'IN_ARREARS' }, '2026-02')).toEqual([]);
    expect(
      periodsDueIn({ ...base, cadence: 'QUARTERLY', timing: 'IN_ARREARS' }, '2026-03')[0]?.coveredStart,
    ).toBe('2026-01-01');
    expect(periodsDueIn({ ...base, cadence: 'PER_VISIT', timing: 'IN_ADVANCE' }, '2026-03')).toEqual([]);
  });
});

describe('the input', () => {
  const valid = {
    clientId: 'c1',
    sites: [{ siteId: 's1', items: [{ system: 'SPRINKLER' }] }],
    startDate: '2026-01-01',
    endDate: '2026-12-31',
    cadence: 'MONTHLY',
    feeCents: 150_000,
  };
  it('refuses an end before the start, a date that does not exist, amounts above R 1 trillion', () => {
    expect(agreementInputSchema.safeParse(valid).success).toBe(true);
    expect(agreementInputSchema.safeParse({ ...valid, endDate: '2025-12-31' }).success).toBe(false);
    expect(agreementInputSchema.safeParse({ ...valid, startDate: '2026-02-30' }).success).toBe(false);
    expect(agreementInputSchema.safeParse({ ...valid, feeCents: 100_000_000_000_001 }).success).toBe(false);
    expect(agreementInputSchema.safeParse({ ...valid, feeCents: 10.5 }).success).toBe(false);
    expect(agreementInputSchema.safeParse({ ...valid, sites: [{ siteId: 's1', items: [{}] }] }).success).toBe(
      false,
    );
    expect(billingRunInputSchema.safeParse({ period: '2026-13' }).success).toBe(false);
  });
});

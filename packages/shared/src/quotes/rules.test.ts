import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { URGENCIES } from '../projects/rules';
import {
  calculateQuote,
  clientQuoteBreakdown,
  draftQuoteNumber,
  formatQuoteNumber,
  type GeneratedQuote,
  isQuoteFormComplete,
  johannesburgYear,
  parseArea,
  QUOTE_LOCATIONS,
  QUOTE_MESSAGES,
  QUOTE_NUMBER_PATTERN,
  quoteBreakdown,
  quoteTextFileName,
  quoteToText,
  sanitizeFileNamePart,
  toQuoteRequest,
  validateQuoteForm,
} from './rules';

const rate = fc.integer({ min: 0, max: 10_000_000 }); // up to R 100 000 per m², in cents
const area = fc.integer({ min: 1, max: 100_000_000 }).map((hundredths) => hundredths / 100); // 0.01–1 000 000 m²
const urgency = fc.constantFrom(...URGENCIES);
const location = fc.constantFrom(...QUOTE_LOCATIONS);

describe('calculateQuote (spec §9 Quote estimate)', () => {
  it('prices the worked example: sprinkler, R 450/m², 1 200 m², URGENT, REMOTE', () => {
    expect(
      calculateQuote({ baseRateCents: 45_000, area: 1200, urgency: 'URGENT', location: 'REMOTE' }),
    ).toEqual({
      area: 1200,
      baseRateCents: 45_000,
      baseAmountCents: 54_000_000, // R 540 000
      urgencyPercent: 25,
      urgencyAdjustmentCents: 13_500_000, // + R 135 000
      travelPercent: 15,
      travelAdjustmentCents: 10_125_000, // + R 101 250
      subtotalCents: 77_625_000, // R 776 250
      markupCents: 11_643_750, // R 116 437.50
      vatCents: 13_390_313, // 15% of R 892 687.50 = R 133 903.125 → R 133 903.13 (half away from zero)
      totalCents: 102_659_063, // R 1 026 590.63
    });
  });

  it('applies the spec adjustments: LOW −10%, STANDARD 0, HIGH +10% (ours), URGENT +25%, REMOTE +15%', () => {
    const subtotal = (u: (typeof URGENCIES)[number], l: (typeof QUOTE_LOCATIONS)[number]) =>
      calculateQuote({ baseRateCents: 10_000, area: 100, urgency: u, location: l }).subtotalCents;
    expect(subtotal('STANDARD', 'LOCAL')).toBe(1_000_000);
    expect(subtotal('LOW', 'LOCAL')).toBe(900_000);
    expect(subtotal('HIGH', 'LOCAL')).toBe(1_100_000);
    expect(subtotal('URGENT', 'LOCAL')).toBe(1_250_000);
    expect(subtotal('STANDARD', 'REMOTE')).toBe(1_150_000);
    expect(subtotal('LOW', 'REMOTE')).toBe(1_035_000);
  });

  it('multiplies by 1.15 twice: markup on the subtotal, then VAT on subtotal plus markup', () => {
    const q = calculateQuote({ baseRateCents: 10_000, area: 100, urgency: 'STANDARD', location: 'LOCAL' });
    expect(q.markupCents).toBe(150_000);
    expect(q.vatCents).toBe(172_500);
    expect(q.totalCents).toBe(1_322_500);
  });

  it('rounds half away from zero at each step, from exact decimals', () => {
    // 1 cent × 0.5 m² = 0.5 cent → 1; 10 cents × 0.05 m² × 1.15 = 0.575 → 1 (floats would give 0.57499…)
    expect(
      calculateQuote({ baseRateCents: 1, area: 0.5, urgency: 'STANDARD', location: 'LOCAL' }).subtotalCents,
    ).toBe(1);
    expect(
      calculateQuote({ baseRateCents: 10, area: 0.05, urgency: 'STANDARD', location: 'REMOTE' })
        .subtotalCents,
    ).toBe(1);
    // markup of 10 cents = 1.5 → 2; VAT of 12 = 1.8 → 2
    const q = calculateQuote({ baseRateCents: 10, area: 1, urgency: 'STANDARD', location: 'LOCAL' });
    expect([q.subtotalCents, q.markupCents, q.vatCents, q.totalCents]).toEqual([10, 2, 2, 14]);
  });

  it('rounds the area to 0.01 m² as typed in decimal', () => {
    expect(
      calculateQuote({ baseRateCents: 100, area: 0.285, urgency: 'STANDARD', location: 'LOCAL' }).area,
    ).toBe(0.29);
  });

  it('refuses an area or rate it cannot price', () => {
    for (const bad of [0, -1, Number.NaN, Number.POSITIVE_INFINITY, 0.001]) {
      expect(() =>
        calculateQuote({ baseRateCents: 100, area: bad, urgency: 'LOW', location: 'LOCAL' }),
      ).toThrow(RangeError);
    }
    expect(() => calculateQuote({ baseRateCents: 1.5, area: 1, urgency: 'LOW', location: 'LOCAL' })).toThrow(
      RangeError,
    );
  });

  describe('properties', () => {
    it('is consistent: integer cents, lines add up to the subtotal, markup and VAT are 15%, total is the sum', () => {
      fc.assert(
        fc.property(rate, area, urgency, location, (baseRateCents, a, u, l) => {
          const q = calculateQuote({ baseRateCents, area: a, urgency: u, location: l });
          for (const value of [
            q.baseAmountCents,
            q.urgencyAdjustmentCents,
            q.travelAdjustmentCents,
            q.subtotalCents,
            q.markupCents,
            q.vatCents,
            q.totalCents,
          ]) {
            expect(Number.isSafeInteger(value)).toBe(true);
          }
          expect(q.baseAmountCents + q.urgencyAdjustmentCents + q.travelAdjustmentCents).toBe(
            q.subtotalCents,
          );
          expect(Math.abs(q.markupCents - q.subtotalCents * 0.15)).toBeLessThanOrEqual(0.5 + 1e-6);
          expect(Math.abs(q.vatCents - (q.subtotalCents + q.markupCents) * 0.15)).toBeLessThanOrEqual(
            0.5 + 1e-6,
          );
          expect(q.totalCents).toBe(q.subtotalCents + q.markupCents + q.vatCents);
        }),
        { numRuns: 2000 },
      );
    });

    it('stays within two cents of the unrounded formula', () => {
      fc.assert(
        fc.property(rate, area, urgency, location, (baseRateCents, a, u, l) => {
          const q = calculateQuote({ baseRateCents, area: a, urgency: u, location: l });
          const factors = { LOW: 0.9, STANDARD: 1, HIGH: 1.1, URGENT: 1.25 }[u] * (l === 'REMOTE' ? 1.15 : 1);
          const exact = baseRateCents * a * factors * 1.15 * 1.15;
          expect(Math.abs(q.totalCents - exact)).toBeLessThanOrEqual(2 + exact * 1e-12);
          expect(q.totalCents).toBeGreaterThanOrEqual(0);
        }),
        { numRuns: 2000 },
      );
    });

    it('is monotonic in area and rate', () => {
      fc.assert(
        fc.property(rate, area, area, urgency, location, (baseRateCents, a, b, u, l) => {
          const [small, large] = a <= b ? [a, b] : [b, a];
          const lo = calculateQuote({ baseRateCents, area: small, urgency: u, location: l });
          const hi = calculateQuote({ baseRateCents, area: large, urgency: u, location: l });
          expect(hi.totalCents).toBeGreaterThanOrEqual(lo.totalCents);
          const dearer = calculateQuote({
            baseRateCents: baseRateCents + 1,
            area: small,
            urgency: u,
            location: l,
          });
          expect(dearer.totalCents).toBeGreaterThanOrEqual(lo.totalCents);
        }),
      );
    });

    it('orders urgencies LOW ≤ STANDARD ≤ HIGH ≤ URGENT and LOCAL ≤ REMOTE', () => {
      fc.assert(
        fc.property(rate, area, location, (baseRateCents, a, l) => {
          const totals = URGENCIES.map(
            (u) => calculateQuote({ baseRateCents, area: a, urgency: u, location: l }).totalCents,
          );
          expect([...totals].sort((x, y) => x - y)).toEqual(totals);
        }),
      );
      fc.assert(
        fc.property(rate, area, urgency, (baseRateCents, a, u) => {
          const local = calculateQuote({ baseRateCents, area: a, urgency: u, location: 'LOCAL' });
          const remote = calculateQuote({ baseRateCents, area: a, urgency: u, location: 'REMOTE' });
          expect(remote.totalCents).toBeGreaterThanOrEqual(local.totalCents);
          expect(remote.travelAdjustmentCents).toBeGreaterThanOrEqual(0);
          expect(local.travelAdjustmentCents).toBe(0);
        }),
      );
    });

    it('is deterministic and scales linearly with the rate, up to rounding', () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 1, max: 1_000_000 }),
          area,
          urgency,
          location,
          (baseRateCents, a, u, l) => {
            const one = calculateQuote({ baseRateCents, area: a, urgency: u, location: l });
            expect(calculateQuote({ baseRateCents, area: a, urgency: u, location: l })).toEqual(one);
            const double = calculateQuote({
              baseRateCents: baseRateCents * 2,
              area: a,
              urgency: u,
              location: l,
            });
            expect(Math.abs(double.totalCents - 2 * one.totalCents)).toBeLessThanOrEqual(4);
          },
        ),
      );
    });
  });
});

describe('quote form rules (spec §5 Quick quote)', () => {
  const valid = {
    projectType: 'SPRINKLER_SYSTEM',
    clientType: 'COMMERCIAL',
    area: '1200',
    urgency: 'STANDARD',
    location: 'LOCAL',
    projectTitle: 'Warehouse sprinklers',
    clientName: '',
    contactNumber: '',
  };

  it('accepts a complete form', () => {
    expect(validateQuoteForm(valid)).toBeNull();
    expect(validateQuoteForm({ ...valid, area: 1200.5 })).toBeNull();
  });

  it.each(['projectType', 'clientType', 'area', 'projectTitle'])('requires %s', (field) => {
    expect(validateQuoteForm({ ...valid, [field]: '' })).toBe(QUOTE_MESSAGES.requiredFields);
    expect(validateQuoteForm({ ...valid, [field]: undefined })).toBe(QUOTE_MESSAGES.requiredFields);
    expect(validateQuoteForm({ ...valid, [field]: null })).toBe(QUOTE_MESSAGES.requiredFields);
  });

  it('checks the required fields before the area', () => {
    expect(validateQuoteForm({ ...valid, area: 'abc', projectTitle: '  ' })).toBe(
      QUOTE_MESSAGES.requiredFields,
    );
  });

  it.each([
    0,
    -5,
    '0',
    '-1',
    'abc',
    '12abc',
    Number.NaN,
    Number.POSITIVE_INFINITY,
    '1e400',
    0.001,
    true,
    {},
    [],
  ])('refuses the area %s with the spec message', (value) => {
    expect(validateQuoteForm({ ...valid, area: value })).toBe(QUOTE_MESSAGES.invalidArea);
  });

  it('refuses an area above 1 000 000 m², starting with the spec message', () => {
    for (const value of [1_000_000.01, 1e308, '2000000']) {
      const message = validateQuoteForm({ ...valid, area: value });
      expect(message).toBe(QUOTE_MESSAGES.areaTooLarge);
      expect(message?.startsWith(QUOTE_MESSAGES.invalidArea)).toBe(true);
    }
    expect(validateQuoteForm({ ...valid, area: 1_000_000 })).toBeNull();
  });

  it('does not enforce the template minimum or maximum (spec §5)', () => {
    expect(validateQuoteForm({ ...valid, area: '1' })).toBeNull();
  });

  it('checks enum values and lengths after the spec rules', () => {
    expect(validateQuoteForm({ ...valid, clientType: 'MINING' })).toBe(QUOTE_MESSAGES.invalidClientType);
    expect(validateQuoteForm({ ...valid, urgency: 'ASAP' })).toBe(QUOTE_MESSAGES.invalidUrgency);
    expect(validateQuoteForm({ ...valid, location: 'MARS' })).toBe(QUOTE_MESSAGES.invalidLocation);
    expect(validateQuoteForm({ ...valid, projectTitle: 'x'.repeat(201) })).toBe(
      QUOTE_MESSAGES.projectTitleTooLong,
    );
    expect(validateQuoteForm({ ...valid, clientName: 'x'.repeat(201) })).toBe(
      QUOTE_MESSAGES.clientNameTooLong,
    );
    expect(validateQuoteForm({ ...valid, contactNumber: '0'.repeat(41) })).toBe(
      QUOTE_MESSAGES.contactNumberTooLong,
    );
  });

  it('defaults urgency and location, trims text and parses the area', () => {
    expect(
      toQuoteRequest({ ...valid, urgency: '', location: undefined, projectTitle: '  A  ', area: ' 12.345 ' }),
    ).toEqual({
      ...valid,
      projectTitle: 'A',
      area: 12.35,
      urgency: 'STANDARD',
      location: 'LOCAL',
    });
  });

  it('enables Generate only when every required field has a value', () => {
    expect(isQuoteFormComplete(valid)).toBe(true);
    expect(isQuoteFormComplete({ ...valid, area: '' })).toBe(false);
    expect(isQuoteFormComplete({ ...valid, projectType: '' })).toBe(false);
    expect(isQuoteFormComplete({ ...valid, clientName: '' })).toBe(true);
    // Spaces are not empty: Generate is enabled and then explains that the title is missing.
    expect(isQuoteFormComplete({ ...valid, projectTitle: '  ' })).toBe(true);
    expect(validateQuoteForm({ ...valid, projectTitle: '  ' })).toBe(QUOTE_MESSAGES.requiredFields);
  });

  it('parses areas', () => {
    expect(parseArea('1 200')).toBeNull();
    expect(parseArea('1200')).toBe(1200);
    expect(parseArea(0.005)).toBe(0.01);
    expect(parseArea(0.004)).toBeNull();
  });
});

describe('quote numbers', () => {
  it('are Q-YYYY-NNNN, and Q-YYYY-DRAFT before saving', () => {
    expect(formatQuoteNumber(2026, 7)).toBe('Q-2026-0007');
    expect(formatQuoteNumber(2026, 12345)).toBe('Q-2026-12345');
    expect(draftQuoteNumber(2026)).toBe('Q-2026-DRAFT');
    expect(QUOTE_NUMBER_PATTERN.test('Q-2026-0007')).toBe(true);
    expect(QUOTE_NUMBER_PATTERN.test('Q-2026-DRAFT')).toBe(true);
    expect(QUOTE_NUMBER_PATTERN.test('Q-26-7')).toBe(false);
  });

  it('count the year in Johannesburg', () => {
    expect(johannesburgYear(new Date('2026-12-31T22:30:00Z'))).toBe(2027);
    expect(johannesburgYear(new Date('2026-12-31T21:30:00Z'))).toBe(2026);
  });
});

const quote: GeneratedQuote = {
  quoteNumber: 'Q-2026-0042',
  generatedAt: '2026-11-22T08:00:00.000Z',
  generatedBy: 'Pieter van der Merwe',
  projectTitle: 'Midrand DC — Phase 2 / Sprinklers!',
  clientName: 'Midrand Logistics Park (Pty) Ltd',
  contactNumber: '011 555 0100',
  templateId: 'SPRINKLER_SYSTEM',
  projectType: 'SPRINKLER_SYSTEM',
  projectTypeName: 'Automatic Sprinkler System',
  area: 1200,
  clientType: 'INDUSTRIAL',
  urgency: 'URGENT',
  location: 'REMOTE',
  baseRate: 450,
  baseAmount: 540_000,
  urgencyPercent: 25,
  urgencyAdjustment: 135_000,
  travelPercent: 15,
  travelAdjustment: 101_250,
  subtotal: 776_250,
  markup: 116_437.5,
  vat: 133_903.13,
  total: 1_026_590.63,
  typicalDuration: '6–10 weeks',
  paymentTerms: '40% deposit',
  validity: 'Valid for 30 days',
  validityDays: 30,
  includes: ['One', 'Two', 'Three', 'Four', 'Five'],
  exclusions: ['E1', 'E2', 'E3', 'E4'],
  notes: ['N1', 'N2', 'N3', 'N4', 'N5'],
};

describe('the text download (spec §2)', () => {
  it('is named from the quote number and the sanitised title', () => {
    expect(quoteTextFileName(quote)).toBe('Q-2026-0042_Midrand_DC_Phase_2_Sprinklers.txt');
    expect(sanitizeFileNamePart('  __Coetzée & Sons__ ')).toBe('Coetz_e_Sons');
    expect(sanitizeFileNamePart('!!!')).toBe('Quote');
  });

  it('holds the Includes, Excludes and Notes lists in full, and every labelled line', () => {
    const text = quoteToText(quote);
    expect(text).toContain('QUOTATION Q-2026-0042');
    expect(text).toContain('Date: 22 November 2026');
    for (const item of [...quote.includes, ...quote.exclusions, ...quote.notes])
      expect(text).toContain(`- ${item}`);
    expect(text.indexOf('INCLUDES:')).toBeLessThan(text.indexOf('EXCLUDES:'));
    expect(text.indexOf('EXCLUDES:')).toBeLessThan(text.indexOf('NOTES:'));
    expect(text).toMatch(/Urgency: Urgent \(\+25% premium\) +R 135 000/);
    expect(text).toMatch(/Travel: Remote site \(\+15% travel cost\) +R 101 250/);
    expect(text).toMatch(/Total +R 1 026 591/);
    expect(text).not.toMatch(/[\u00a0\u202f]/);
  });
});

describe('quoteBreakdown', () => {
  it('labels every adjustment, including a discount and no adjustment', () => {
    const rows = quoteBreakdown({
      ...quote,
      urgency: 'LOW',
      urgencyPercent: -10,
      location: 'LOCAL',
      travelPercent: 0,
    });
    expect(rows.map((row) => row.key)).toEqual([
      'base',
      'urgency',
      'travel',
      'subtotal',
      'markup',
      'vat',
      'total',
    ]);
    expect(rows[1]?.label).toBe('Urgency: Low (−10% discount)');
    expect(rows[2]?.label).toBe('Travel: Local site within 50 km (no charge)');
    expect(quoteBreakdown({ ...quote, urgency: 'STANDARD', urgencyPercent: 0 })[1]?.label).toBe(
      'Urgency: Standard (no adjustment)',
    );
  });
});

describe('clientQuoteBreakdown (the PDF the client reads)', () => {
  it('folds the markup into the lines, which add up to the price excl. VAT to the cent', () => {
    fc.assert(
      fc.property(rate, area, urgency, location, (baseRateCents, a, u, l) => {
        const p = calculateQuote({ baseRateCents, area: a, urgency: u, location: l });
        const rand = (cents: number) => cents / 100;
        const rows = clientQuoteBreakdown({
          projectTypeName: 'Sprinkler System',
          area: a,
          baseRate: rand(baseRateCents),
          baseAmount: rand(p.baseAmountCents),
          urgency: u,
          urgencyPercent: p.urgencyPercent,
          urgencyAdjustment: rand(p.urgencyAdjustmentCents),
          location: l,
          travelPercent: p.travelPercent,
          travelAdjustment: rand(p.travelAdjustmentCents),
          subtotal: rand(p.subtotalCents),
          markup: rand(p.markupCents),
          vat: rand(p.vatCents),
          total: rand(p.totalCents),
        });
        expect(rows.map((row) => row.key)).toEqual(['base', 'urgency', 'travel', 'subtotal', 'vat', 'total']);
        expect(rows.some((row) => /markup/i.test(row.label))).toBe(false);
        const cents = (rand: number) => Math.round(rand * 100);
        const [base, urgencyLine, travel, price, vat, total] = rows.map((row) =>
          cents(row.amount),
        ) as number[];
        expect(base! + urgencyLine! + travel!).toBe(p.subtotalCents + p.markupCents);
        expect(price).toBe(p.subtotalCents + p.markupCents);
        expect(price! + vat!).toBe(total);
        expect(total).toBe(p.totalCents);
      }),
    );
  });
});

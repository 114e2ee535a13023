import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { URGENCIES } from '../projects/rules';
import {
  calculateQuote,
  clientQuoteBreakdown,
  type GeneratedQuote,
  MARKUP_PERCENT,
  QUOTE_LOCATIONS,
  quoteToText,
  VAT_PERCENT,
} from '../quotes/rules';
import {
  BOQ_LIMITS,
  type BoqLine,
  boqLineAmountCents,
  calculateBoq,
  clientBoqLines,
  milliToQuantity,
  parseQuantity,
} from './rules';

const urgency = fc.constantFrom(...URGENCIES);
const location = fc.constantFrom(...QUOTE_LOCATIONS);
const quantityMilli = fc.integer({ min: 1, max: BOQ_LIMITS.quantityMax * 1000 });
const unitPriceCents = fc.oneof(
  fc.constant(0),
  fc.integer({ min: 1, max: 10_000 }),
  fc.integer({ min: 0, max: BOQ_LIMITS.unitPriceMax * 100 }),
);
const line = fc.record({ quantityMilli, unitPriceCents });
const lines = fc.array(line, { minLength: 1, maxLength: 40 });

/** round(n / d), half away from zero, for non-negative bigints. */
const roundDiv = (n: bigint, d: bigint) => ((n % d) * 2n >= d ? n / d + 1n : n / d);

describe('calculateBoq', () => {
  it('prices a worked example', () => {
    const pricing = calculateBoq({
      lines: [
        { quantityMilli: 24_000, unitPriceCents: 9_850 }, // 24 × R 98,50 = R 2 364,00
        { quantityMilli: 12_500, unitPriceCents: 65_000 }, // 12,5 × R 650 = R 8 125,00
        { quantityMilli: 333, unitPriceCents: 1_001 }, // 0,333 × R 10,01 = R 3,33333 → R 3,33
      ],
      urgency: 'URGENT',
      location: 'REMOTE',
    });
    expect(pricing).toEqual({
      lineAmountsCents: [236_400, 812_500, 333],
      baseAmountCents: 1_049_233,
      urgencyPercent: 25,
      urgencyAdjustmentCents: 262_308, // round(1 049 233 × 0,25) = 262 308,25
      travelPercent: 15,
      travelAdjustmentCents: 196_731, // round(1 049 233 × 1,25 × 1,15) − 1 311 541
      subtotalCents: 1_508_272,
      markupCents: 226_241,
      vatCents: 260_177,
      totalCents: 1_994_690,
    });
  });

  it('rounds a line half away from zero, exactly', () => {
    expect(boqLineAmountCents(500, 1)).toBe(1); // 0,5 cent → 1 cent
    expect(boqLineAmountCents(499, 1)).toBe(0);
    expect(boqLineAmountCents(1_500, 333)).toBe(500); // 499,5 → 500
    expect(boqLineAmountCents(BOQ_LIMITS.quantityMax * 1000, BOQ_LIMITS.unitPriceMax * 100)).toBe(
      BOQ_LIMITS.quantityMax * BOQ_LIMITS.unitPriceMax * 100,
    );
  });

  it('refuses a zero or negative quantity, a negative price and fractions', () => {
    const price = (l: { quantityMilli: number; unitPriceCents: number }) => () =>
      calculateBoq({ lines: [l], urgency: 'STANDARD', location: 'LOCAL' });
    expect(price({ quantityMilli: 0, unitPriceCents: 100 })).toThrow(RangeError);
    expect(price({ quantityMilli: -1000, unitPriceCents: 100 })).toThrow(RangeError);
    expect(price({ quantityMilli: 1.5, unitPriceCents: 100 })).toThrow(RangeError);
    expect(price({ quantityMilli: 1000, unitPriceCents: -1 })).toThrow(RangeError);
    expect(price({ quantityMilli: 1000, unitPriceCents: 0.5 })).toThrow(RangeError);
    expect(price({ quantityMilli: 1000, unitPriceCents: Number.NaN })).toThrow(RangeError);
    expect(() => calculateBoq({ lines: [], urgency: 'SOMEDAY' as 'LOW', location: 'LOCAL' })).toThrow(
      RangeError,
    );
  });

  describe('properties', () => {
    it('base = Σ line amounts; subtotal, markup, VAT and total hold their identities, in integer cents', () => {
      fc.assert(
        fc.property(lines, urgency, location, (ls, u, l) => {
          const p = calculateBoq({ lines: ls, urgency: u, location: l });
          const figures = [
            p.baseAmountCents,
            p.urgencyAdjustmentCents,
            p.travelAdjustmentCents,
            p.subtotalCents,
            p.markupCents,
            p.vatCents,
            p.totalCents,
            ...p.lineAmountsCents,
          ];
          for (const figure of figures) expect(Number.isSafeInteger(figure)).toBe(true);
          expect(p.lineAmountsCents).toEqual(
            ls.map((x) => Number(roundDiv(BigInt(x.quantityMilli) * BigInt(x.unitPriceCents), 1000n))),
          );
          expect(p.baseAmountCents).toBe(p.lineAmountsCents.reduce((sum, amount) => sum + amount, 0));
          expect(p.baseAmountCents + p.urgencyAdjustmentCents + p.travelAdjustmentCents).toBe(
            p.subtotalCents,
          );
          const base = BigInt(p.baseAmountCents);
          const factors = BigInt(100 + p.urgencyPercent) * BigInt(100 + p.travelPercent);
          expect(p.subtotalCents).toBe(Number(roundDiv(base * factors, 10_000n)));
          expect(p.markupCents).toBe(
            Number(roundDiv(BigInt(p.subtotalCents) * BigInt(MARKUP_PERCENT), 100n)),
          );
          expect(p.vatCents).toBe(
            Number(roundDiv(BigInt(p.subtotalCents + p.markupCents) * BigInt(VAT_PERCENT), 100n)),
          );
          expect(p.totalCents).toBe(p.subtotalCents + p.markupCents + p.vatCents);
        }),
      );
    });

    /**
     * One line of quantity = area and unit price = rate is a Quick Quote, with one difference: the bill
     * rounds its line to the cent before the adjustments, calculateQuote adjusts rate × area unrounded.
     * So the base always agrees; everything agrees when rate × area is a whole number of cents (e.g. a
     * whole number of m²); otherwise the subtotal may differ by 1 cent, and with the markup and VAT rounded on it the total by
     * at most 3 (1 + 1 + 1).
     */
    it('agrees with calculateQuote for a single line of quantity = area, unit price = rate', () => {
      const hundredths = fc.integer({ min: 1, max: 100_000_000 });
      const rate = fc.integer({ min: 0, max: 10_000_000 });
      fc.assert(
        fc.property(rate, hundredths, urgency, location, (rateCents, areaHundredths, u, l) => {
          const area = areaHundredths / 100;
          const quick = calculateQuote({ baseRateCents: rateCents, area, urgency: u, location: l });
          const boq = calculateBoq({
            lines: [{ quantityMilli: areaHundredths * 10, unitPriceCents: rateCents }],
            urgency: u,
            location: l,
          });
          expect(boq.baseAmountCents).toBe(quick.baseAmountCents);
          if ((rateCents * areaHundredths) % 100 === 0) {
            expect({ ...boq, lineAmountsCents: undefined }).toEqual({
              ...quick,
              area: undefined,
              baseRateCents: undefined,
              lineAmountsCents: undefined,
            });
          } else {
            expect(Math.abs(boq.subtotalCents - quick.subtotalCents)).toBeLessThanOrEqual(1);
            expect(Math.abs(boq.totalCents - quick.totalCents)).toBeLessThanOrEqual(3);
          }
        }),
      );
    });

    it('equals calculateQuote exactly for whole square metres', () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 0, max: 10_000_000 }),
          fc.integer({ min: 1, max: 1_000_000 }),
          urgency,
          location,
          (rateCents, metres, u, l) => {
            const quick = calculateQuote({ baseRateCents: rateCents, area: metres, urgency: u, location: l });
            const boq = calculateBoq({
              lines: [{ quantityMilli: metres * 1000, unitPriceCents: rateCents }],
              urgency: u,
              location: l,
            });
            expect(boq.totalCents).toBe(quick.totalCents);
            expect(boq.subtotalCents).toBe(quick.subtotalCents);
            expect(boq.vatCents).toBe(quick.vatCents);
          },
        ),
      );
    });

    it('does not depend on the order of the lines', () => {
      fc.assert(
        fc.property(lines, urgency, location, (ls, u, l) => {
          const forward = calculateBoq({ lines: ls, urgency: u, location: l });
          const backward = calculateBoq({ lines: [...ls].reverse(), urgency: u, location: l });
          expect(backward.totalCents).toBe(forward.totalCents);
          expect(backward.lineAmountsCents).toEqual([...forward.lineAmountsCents].reverse());
        }),
      );
    });
  });
});

/** A stored BOQ quote as the API returns it (rand), from a bill priced by calculateBoq. */
function boqQuote(
  ls: { quantityMilli: number; unitPriceCents: number }[],
  u: (typeof URGENCIES)[number],
  l: (typeof QUOTE_LOCATIONS)[number],
): GeneratedQuote {
  const p = calculateBoq({ lines: ls, urgency: u, location: l });
  const rand = (cents: number) => cents / 100;
  const stored: BoqLine[] = ls.map((x, index) => ({
    id: `line-${index}`,
    position: index,
    priceItemId: null,
    defectId: null,
    code: `C${index}`,
    description: `Line ${index}`,
    unit: 'each',
    quantity: milliToQuantity(x.quantityMilli),
    unitPrice: rand(x.unitPriceCents),
    amount: rand(p.lineAmountsCents[index] ?? 0),
    priceUpdatedAt: null,
  }));
  return {
    quoteNumber: 'Q-2026-0001',
    generatedAt: '2026-11-26T08:00:00.000Z',
    generatedBy: 'Test',
    projectTitle: 'Bill',
    clientName: '',
    contactNumber: '',
    templateId: 'SPRINKLER_SYSTEM',
    projectType: 'SPRINKLER_SYSTEM',
    projectTypeName: 'Sprinkler System',
    area: 0,
    clientType: 'COMMERCIAL',
    urgency: u,
    location: l,
    baseRate: 0,
    baseAmount: rand(p.baseAmountCents),
    urgencyPercent: p.urgencyPercent,
    urgencyAdjustment: rand(p.urgencyAdjustmentCents),
    travelPercent: p.travelPercent,
    travelAdjustment: rand(p.travelAdjustmentCents),
    subtotal: rand(p.subtotalCents),
    markup: rand(p.markupCents),
    vat: rand(p.vatCents),
    total: rand(p.totalCents),
    typicalDuration: '',
    paymentTerms: '',
    validity: '',
    validityDays: 30,
    includes: [],
    exclusions: [],
    notes: [],
    kind: 'BOQ',
    lines: stored,
  };
}

const cents = (rand: number) => Math.round(rand * 100);

describe('clientBoqLines', () => {
  // Zero-priced lines are common (an item supplied by the client, an induction at no charge).
  const anyLines = fc.array(
    fc.record({
      quantityMilli,
      unitPriceCents: fc.oneof(fc.constant(0), fc.constant(0), unitPriceCents),
    }),
    { minLength: 1, maxLength: 40 },
  );

  it('shares the client breakdown’s first line out exactly, and the price excl. VAT + VAT is the total stored', () => {
    fc.assert(
      fc.property(anyLines, urgency, location, (ls, u, l) => {
        const quote = boqQuote(ls, u, l);
        const client = clientBoqLines(quote);
        const breakdown = clientQuoteBreakdown(quote);
        const row = (key: string) => cents(breakdown.find((r) => r.key === key)?.amount ?? Number.NaN);
        expect(client).toHaveLength(ls.length);
        const sum = client.reduce((total, x) => total + cents(x.clientAmount), 0);
        expect(sum).toBe(row('base'));
        expect(row('base') + row('urgency') + row('travel')).toBe(row('subtotal'));
        expect(row('subtotal') + row('vat')).toBe(cents(quote.total));
        expect(row('subtotal')).toBe(cents(quote.subtotal) + cents(quote.markup));
        for (const [index, x] of client.entries()) {
          expect(Number.isSafeInteger(cents(x.clientAmount))).toBe(true);
          expect(x.clientAmount).toBeGreaterThanOrEqual(0);
          expect(x.line).toBe(quote.lines?.[index]);
          // A free line stays free unless every line is free (then the first carries the rounding).
          if (x.line.amount === 0 && (quote.baseAmount ?? 0) > 0) expect(x.clientAmount).toBe(0);
        }
      }),
    );
  });

  it('gives each line its proportion of the client’s first line, within a cent', () => {
    fc.assert(
      fc.property(lines, urgency, location, (ls, u, l) => {
        const quote = boqQuote(ls, u, l);
        if (quote.baseAmount === 0) return;
        const target = cents(clientQuoteBreakdown(quote).find((r) => r.key === 'base')?.amount ?? 0);
        for (const x of clientBoqLines(quote)) {
          const exact = (cents(x.line.amount) * target) / cents(quote.baseAmount);
          expect(Math.abs(cents(x.clientAmount) - exact)).toBeLessThan(1);
        }
      }),
    );
  });

  it('is empty for a Quick Quote', () => {
    expect(
      clientBoqLines({
        ...boqQuote([{ quantityMilli: 1000, unitPriceCents: 100 }], 'STANDARD', 'LOCAL'),
        lines: [],
      }),
    ).toEqual([]);
  });
});

describe('the text download of a BOQ quote (the office’s file)', () => {
  it('lists every line at cost, adding up to the bill’s line of the estimate, and no area', () => {
    const quote = boqQuote(
      [
        { quantityMilli: 12_500, unitPriceCents: 65_000 },
        { quantityMilli: 24_000, unitPriceCents: 9_850 },
      ],
      'URGENT',
      'LOCAL',
    );
    const text = quoteToText(quote);
    expect(text).toContain('BILL OF QUANTITIES (ZAR, excl. markup and VAT)');
    expect(text).toContain('1. C0 Line 0: 12,5 each × R 650,00 = R 8 125,00');
    expect(text).toContain('2. C1 Line 1: 24 each × R 98,50 = R 2 364,00');
    expect(text).toMatch(/Bill of quantities: 2 lines\s+R 10 489\n/);
    expect(text).toMatch(/Markup \(15%\)/);
    expect(text).not.toContain('Area:');
  });
});

describe('parseQuantity', () => {
  it('reads decimal text and numbers into thousandths', () => {
    expect(parseQuantity('12.5')).toBe(12_500);
    expect(parseQuantity('12,5')).toBe(12_500);
    expect(parseQuantity(' 3 ')).toBe(3_000);
    expect(parseQuantity(0.001)).toBe(1);
    expect(parseQuantity(1_000_000)).toBe(1_000_000_000);
    expect(parseQuantity('0.1')).toBe(100);
  });

  it.each([
    ['zero', '0'],
    ['zero thousandths', '0.000'],
    ['a negative', '-1'],
    ['4 decimals', '1.2345'],
    ['an exponent', '1e3'],
    ['too large', String(BOQ_LIMITS.quantityMax + 1)],
    ['words', 'twelve'],
    ['empty text', ''],
    ['a grouped number', '1 000'],
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['null', null],
    ['an object', { quantity: 1 }],
  ])('refuses %s', (_case, value) => {
    expect(parseQuantity(value)).toBeNull();
  });

  it('round-trips every quantity in range through its decimal text', () => {
    fc.assert(
      fc.property(quantityMilli, fc.constantFrom('.', ','), (milli, separator) => {
        const whole = Math.floor(milli / 1000);
        const fraction = String(milli % 1000)
          .padStart(3, '0')
          .replace(/0+$/, '');
        const text = fraction ? `${whole}${separator}${fraction}` : String(whole);
        expect(parseQuantity(text)).toBe(milli);
        expect(parseQuantity(milliToQuantity(milli))).toBe(milli);
      }),
    );
  });

  it('never accepts more than 3 decimals or anything out of range', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000 }), fc.integer({ min: 1, max: 9 }), (whole, digit) => {
        expect(parseQuantity(`${whole}.123${digit}`)).toBeNull();
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: BOQ_LIMITS.quantityMax * 1000 + 1, max: 2 ** 40 }), (milli) => {
        expect(parseQuantity(milli / 1000)).toBeNull();
      }),
    );
  });
});

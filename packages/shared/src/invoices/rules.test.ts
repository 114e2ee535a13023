import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  creditLineFigures,
  documentTotals,
  INVOICE_LIMITS,
  invoiceQuantityToMilli,
  invoiceStatus,
  lineFigures,
  TAX_CODES,
  taxInvoiceForm,
  vatOn,
} from './rules';

/**
 * A line as a user could enter it: up to three decimals of quantity, a price up to R 1 trillion, and
 * a value the server accepts (at most R 1 trillion excl. VAT; larger lines are refused before saving).
 */
const lineArbitrary = fc.integer({ min: 0, max: INVOICE_LIMITS.maxCents }).chain((unitPriceCents) =>
  fc.record({
    quantityMilli: fc.integer({
      min: 1,
      max: Math.max(
        1,
        Math.min(
          INVOICE_LIMITS.maxQuantity * 1000,
          Math.floor((INVOICE_LIMITS.maxCents * 1000) / Math.max(1, unitPriceCents)),
        ),
      ),
    }),
    unitPriceCents: fc.constant(unitPriceCents),
    taxCode: fc.constantFrom(...TAX_CODES),
  }),
);

describe('the VAT rule', () => {
  it('rounds 15% VAT half away from zero, per line, and none on zero-rated or exempt lines', () => {
    expect(lineFigures({ quantityMilli: 2500, unitPriceCents: 12_345, taxCode: 'STANDARD' })).toEqual({
      netCents: 30_863, // 2.5 × 123.45 = 308.625 → 308.63
      vatCents: 4_629, // 15% of 308.63 = 46.2945 → 46.29
      totalCents: 35_492,
    });
    expect(lineFigures({ quantityMilli: 1000, unitPriceCents: 99_999, taxCode: 'ZERO_RATED' }).vatCents).toBe(
      0,
    );
    expect(lineFigures({ quantityMilli: 1000, unitPriceCents: 99_999, taxCode: 'EXEMPT' }).vatCents).toBe(0);
    expect(vatOn(5_001, 'STANDARD')).toBe(750);
    expect(vatOn(10, 'STANDARD')).toBe(2); // 1.5 → 2
    expect(invoiceQuantityToMilli(1.005)).toBe(1005);
    expect(() => lineFigures({ quantityMilli: 1.5, unitPriceCents: 1, taxCode: 'STANDARD' })).toThrow(
      RangeError,
    );
  });

  it('always adds up: the total is the sum of the lines, VAT within half a cent of 15%, whole cents', () => {
    fc.assert(
      fc.property(fc.array(lineArbitrary, { minLength: 1, maxLength: 40 }), (inputs) => {
        const lines = inputs.map((input) => ({ ...lineFigures(input), taxCode: input.taxCode }));
        const totals = documentTotals(lines);
        let lineTotals = 0n;
        for (const [index, line] of lines.entries()) {
          const input = inputs[index]!;
          for (const figure of [line.netCents, line.vatCents, line.totalCents])
            expect(Number.isInteger(figure)).toBe(true);
          expect(line.netCents + line.vatCents).toBe(line.totalCents);
          // The exact product, in thousandths of a cent, against the rounded net: within half a cent.
          const exact = BigInt(input.quantityMilli) * BigInt(input.unitPriceCents);
          const drift = exact - BigInt(line.netCents) * 1000n;
          expect(drift <= 500n && drift >= -500n).toBe(true);
          if (line.taxCode === 'STANDARD') {
            const vatDrift = BigInt(line.vatCents) * 100n - BigInt(line.netCents) * 15n;
            expect(vatDrift <= 50n && vatDrift >= -50n).toBe(true);
          } else expect(line.vatCents).toBe(0);
          lineTotals += BigInt(line.totalCents);
        }
        if (Number.isSafeInteger(totals.totalCents)) {
          expect(BigInt(totals.totalCents)).toBe(lineTotals);
          expect(totals.exclCents + totals.vatCents).toBe(totals.totalCents);
          expect(Object.values(totals.byTaxCode).reduce((sum, value) => sum + value, 0)).toBe(
            totals.exclCents,
          );
        }
      }),
      { numRuns: 300 },
    );
  });

  it('keeps totals exact for documents within the R 1 trillion limit', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            quantityMilli: fc.integer({ min: 1, max: 1_000_000 }),
            unitPriceCents: fc.integer({ min: 0, max: 1_000_000_000 }),
            taxCode: fc.constantFrom(...TAX_CODES),
          }),
          { minLength: 1, maxLength: 200 },
        ),
        (inputs) => {
          const lines = inputs.map((input) => ({ ...lineFigures(input), taxCode: input.taxCode }));
          const totals = documentTotals(lines);
          expect(Number.isSafeInteger(totals.totalCents)).toBe(true);
          expect(totals.totalCents).toBe(lines.reduce((sum, line) => sum + line.totalCents, 0));
          expect(totals.vatCents).toBe(lines.reduce((sum, line) => sum + line.vatCents, 0));
        },
      ),
    );
  });
});

describe('crediting a line in parts', () => {
  /** Credits a line in the given parts (each a share of what is left), the last one finishing it. */
  function creditInParts(
    line: ReturnType<typeof lineFigures> & { taxCode: (typeof TAX_CODES)[number] },
    shares: number[],
  ) {
    let creditedNetCents = 0;
    let creditedVatCents = 0;
    const credits = [];
    for (const share of [...shares, 1]) {
      const left = line.netCents - creditedNetCents;
      if (left <= 0) break;
      const netCents = Math.max(1, Math.min(left, Math.round(left * share)));
      const credit = creditLineFigures({ line, creditedNetCents, creditedVatCents, netCents });
      credits.push(credit);
      creditedNetCents += credit.netCents;
      creditedVatCents += credit.vatCents;
      // Never more credited than the line is worth: the invoice's balance never goes below zero.
      expect(credit.vatCents).toBeGreaterThanOrEqual(0);
      expect(creditedVatCents).toBeLessThanOrEqual(line.vatCents);
      expect(creditedNetCents + creditedVatCents).toBeLessThanOrEqual(line.totalCents);
    }
    return { credits, creditedNetCents, creditedVatCents };
  }

  it('leaves a fully credited invoice at exactly zero and never below, whatever the parts', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            quantityMilli: fc.integer({ min: 1, max: 1_000_000 }),
            unitPriceCents: fc.integer({ min: 1, max: 10_000_000 }),
            taxCode: fc.constantFrom(...TAX_CODES),
            shares: fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 30 }),
          }),
          { minLength: 1, maxLength: 20 },
        ),
        (inputs) => {
          const lines = inputs.map((input) => ({ ...lineFigures(input), taxCode: input.taxCode }));
          const invoice = documentTotals(lines);
          let credited = 0;
          for (const [index, line] of lines.entries()) {
            const { creditedNetCents, creditedVatCents } = creditInParts(line, inputs[index]!.shares);
            expect(creditedNetCents).toBe(line.netCents);
            expect(creditedVatCents).toBe(line.vatCents);
            credited += creditedNetCents + creditedVatCents;
            expect(invoice.totalCents - credited).toBeGreaterThanOrEqual(0);
          }
          expect(invoice.totalCents - credited).toBe(0);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('takes the VAT left on the line when a part finishes it, not 15% of the part', () => {
    // R 10.00 + R 1.50 VAT credited in a hundred 10c parts: 15% of 10c rounds to 2c each time.
    const line = {
      ...lineFigures({ quantityMilli: 1000, unitPriceCents: 1000, taxCode: 'STANDARD' }),
      taxCode: 'STANDARD' as const,
    };
    const { credits } = creditInParts(
      line,
      Array.from({ length: 99 }, (_, i) => 1 / (100 - i)),
    );
    expect(credits).toHaveLength(100);
    expect(credits.reduce((sum, credit) => sum + credit.vatCents, 0)).toBe(150);
    expect(credits[0]).toEqual({ netCents: 10, vatCents: 2, totalCents: 12 });
    expect(credits[1]).toEqual({ netCents: 10, vatCents: 1, totalCents: 11 }); // 15% of 20c = 3c in all
    expect(
      creditLineFigures({ line, creditedNetCents: 990, creditedVatCents: 149, netCents: 10 }).vatCents,
    ).toBe(1);
  });
});

describe('invoice status and form', () => {
  const base = {
    kind: 'INVOICE' as const,
    issued: true,
    totalCents: 1000,
    paidCents: 0,
    creditedCents: 0,
    dueDate: '2026-02-01',
    today: '2026-01-15',
  };
  it('follows from the balance and the due date', () => {
    expect(invoiceStatus({ ...base, issued: false })).toBe('DRAFT');
    expect(invoiceStatus(base)).toBe('ISSUED');
    expect(invoiceStatus({ ...base, paidCents: 400 })).toBe('PART_PAID');
    expect(invoiceStatus({ ...base, paidCents: 1000 })).toBe('PAID');
    expect(invoiceStatus({ ...base, creditedCents: 1000 })).toBe('CREDITED');
    expect(invoiceStatus({ ...base, today: '2026-02-02' })).toBe('OVERDUE');
    expect(invoiceStatus({ ...base, kind: 'CREDIT_NOTE' })).toBe('ISSUED');
  });
  it('is a full tax invoice above R 5 000 including VAT', () => {
    expect(taxInvoiceForm(500_000)).toBe('ABRIDGED');
    expect(taxInvoiceForm(500_001)).toBe('FULL');
  });
});

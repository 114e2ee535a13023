/**
 * The Detailed BOQ (issue 17; docs/decisions/0070): a price list kept in the app, its suppliers and
 * their price files, and quotes priced line by line. The one pricing function and the words the server
 * answers with; the API's zod schemas are in schemas.ts.
 *
 * A line's quantity is kept in thousandths (12.5 m of pipe = 12 500) and its prices in integer cents:
 *   amount   = round(quantity × unit price)                   each line, half away from zero
 *   base     = Σ amounts
 *   subtotal = base adjusted for urgency and travel exactly as a Quick Quote's base is
 *   markup   = round(subtotal × 15%), vat = round((subtotal + markup) × 15%), total = their sum
 */
import type { ProjectType, Urgency } from '../projects/rules';
import {
  adjustAndTax,
  clientQuoteBreakdown,
  divideRounded,
  type GeneratedQuote,
  type QuoteLocation,
} from '../quotes/rules';

/** QUICK: priced from a template's rate per m² (spec §5); BOQ: priced line by line. */
export const QUOTE_KINDS = ['QUICK', 'BOQ'] as const;
export type QuoteKind = (typeof QUOTE_KINDS)[number];

export const BOQ_LIMITS = {
  linesMax: 200,
  codeMax: 40,
  descriptionMax: 300,
  unitMax: 16,
  categoryMax: 60,
  supplierNameMax: 120,
  /** Largest quantity on a line, in units (kept in thousandths). */
  quantityMax: 1_000_000,
  /** Largest unit price, in rand. */
  unitPriceMax: 10_000_000,
  /** A supplier's price file: rows and bytes. */
  importRowsMax: 5000,
  importBytesMax: 5 * 1024 * 1024,
  priceListPageMax: 200,
  searchMax: 100,
} as const;

export const BOQ_MESSAGES = {
  noLines: 'Add at least one line to the bill of quantities',
  tooManyLines: `A bill of quantities holds at most ${BOQ_LIMITS.linesMax} lines`,
  quantityInvalid: 'Quantity must be a number greater than 0 with at most 3 decimals',
  quantityTooLarge: `Quantity must be at most ${BOQ_LIMITS.quantityMax.toLocaleString('en-US')}`,
  priceInvalid: 'Unit price must be a number of rand, 0 or more, with at most 2 decimals',
  priceTooLarge: `Unit price must be at most R ${BOQ_LIMITS.unitPriceMax.toLocaleString('en-US')}`,
  descriptionRequired: 'Each line needs a description',
  priceItemGone: (code: string) =>
    `The price list item ${code} has been deleted; remove the line or pick another item`,
  priceItemUnknown: 'A line refers to a price list item that does not exist',
  defectUnknown: 'A line refers to a defect that does not exist',
  priceItemNotFound: 'Price list item not found',
  supplierNotFound: 'Supplier not found',
  supplierRequired: 'Choose a supplier',
  supplierTaken: (name: string) => `A supplier named '${name}' already exists`,
  codeTaken: (code: string, supplier: string) => `${supplier} already has an item with the code ${code}`,
  supplierHasItems: 'Delete or move this supplier’s price list items first',
  notBoq: 'This quote is a Quick Quote; it has no bill of quantities',
  notDraft: 'Only a Draft quote can be edited; revise it to change a sent quote',
  importEmpty: 'The price file has no rows',
  importTooLarge: `A price file holds at most ${BOQ_LIMITS.importRowsMax} rows`,
  importBytes: 'A price file may be at most 5 MB',
  importType: 'The price file must be a CSV (.csv) or an Excel workbook (.xlsx)',
  importMapping: 'Map the Code, Description and Unit price columns before importing',
  importColumnMissing: (column: string) => `The price file has no column named '${column}'`,
  importStale: 'The price list changed since this preview; preview the file again',
  noOpenDefects: 'This visit has no open defects to quote',
  defectNotOnVisit: 'A line refers to a defect that is not an open defect of this visit',
} as const;

// ---------------------------------------------------------------------------------------------------
// Quantities and pricing

/**
 * A quantity as typed ('12.5', '3') in thousandths, or null: positive, at most 3 decimals, at most
 * BOQ_LIMITS.quantityMax. Decimal text is read digit by digit, never through a binary fraction.
 */
export function parseQuantity(value: unknown): number | null {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value;
  if (typeof text !== 'string') return null;
  const match = /^\s*(\d{1,9})(?:[.,](\d{1,3}))?\s*$/.exec(text);
  if (!match) return null;
  const milli = Number(match[1]) * 1000 + Number((match[2] ?? '').padEnd(3, '0'));
  if (milli <= 0 || milli > BOQ_LIMITS.quantityMax * 1000) return null;
  return milli;
}

/** 12500 → 12.5 */
export const milliToQuantity = (milli: number) => Number(milli) / 1000;

/** One line's amount in cents: round(quantity × unit price). */
export function boqLineAmountCents(quantityMilli: number, unitPriceCents: number): number {
  return Number(divideRounded(BigInt(quantityMilli) * BigInt(unitPriceCents), 1000n));
}

export type BoqPricingInput = {
  lines: { quantityMilli: number; unitPriceCents: number }[];
  urgency: Urgency;
  location: QuoteLocation;
};

export type BoqPricing = {
  /** Each line's amount, in the order given. */
  lineAmountsCents: number[];
  baseAmountCents: number;
  urgencyPercent: number;
  urgencyAdjustmentCents: number;
  travelPercent: number;
  travelAdjustmentCents: number;
  subtotalCents: number;
  markupCents: number;
  vatCents: number;
  totalCents: number;
};

/** The bill's figures in integer cents: the same adjustments, markup and VAT as calculateQuote. */
export function calculateBoq(input: BoqPricingInput): BoqPricing {
  const lineAmountsCents = input.lines.map((line) => {
    if (!Number.isSafeInteger(line.quantityMilli) || line.quantityMilli <= 0)
      throw new RangeError('quantityMilli must be a positive integer');
    if (!Number.isSafeInteger(line.unitPriceCents) || line.unitPriceCents < 0)
      throw new RangeError('unitPriceCents must be a non-negative integer');
    return boqLineAmountCents(line.quantityMilli, line.unitPriceCents);
  });
  const base = lineAmountsCents.reduce((sum, amount) => sum + BigInt(amount), 0n);
  return { lineAmountsCents, ...adjustAndTax(base, 1n, input.urgency, input.location) };
}

export type ClientBoqLine = {
  line: BoqLine;
  /** The client's rate: the client amount over the quantity, to the cent (shown, not summed). */
  clientUnitPrice: number;
  /** Rand; the lines add up to the client breakdown's first line exactly. */
  clientAmount: number;
};

/**
 * The lines as the client sees them (PDF, approval page): the markup stays internal, so the first line
 * of the client breakdown (the bill at the client's prices, before urgency and travel) is shared out
 * over the lines in proportion to their amounts, largest remainder first, in cents. The client lines
 * add up to that figure exactly, and with it to the price excl. VAT, the VAT and the total stored.
 */
export function clientBoqLines(quote: GeneratedQuote): ClientBoqLine[] {
  const lines = quote.lines ?? [];
  if (lines.length === 0) return [];
  const base = clientQuoteBreakdown(quote).find((row) => row.key === 'base');
  const targetCents = BigInt(Math.round((base?.amount ?? 0) * 100));
  const amounts = lines.map((line) => BigInt(Math.round(line.amount * 100)));
  const sum = amounts.reduce((total, amount) => total + amount, 0n);
  let shares: bigint[];
  if (sum === 0n) {
    shares = amounts.map(() => 0n);
    if (targetCents !== 0n) shares[0] = targetCents;
  } else {
    const floors = amounts.map((amount) => (amount * targetCents) / sum);
    const remainders = amounts.map((amount, index) => ({
      index,
      remainder: (amount * targetCents) % sum,
    }));
    let left = targetCents - floors.reduce((total, share) => total + share, 0n);
    remainders.sort((a, b) =>
      b.remainder > a.remainder ? 1 : b.remainder < a.remainder ? -1 : a.index - b.index,
    );
    shares = [...floors];
    for (const { index } of remainders) {
      if (left <= 0n) break;
      shares[index] = (shares[index] ?? 0n) + 1n;
      left -= 1n;
    }
  }
  return lines.map((line, index) => {
    const cents = Number(shares[index] ?? 0n);
    return {
      line,
      clientUnitPrice: line.quantity > 0 ? Math.round(cents / line.quantity) / 100 : 0,
      clientAmount: cents / 100,
    };
  });
}

/** A stored line: what was quoted, whatever the price list says since. */
export type BoqLine = {
  id: string;
  position: number;
  priceItemId: string | null;
  defectId: string | null;
  code: string;
  description: string;
  unit: string;
  quantity: number;
  unitPrice: number;
  amount: number;
  /** The price list's date for this price when the line was priced; null for a typed line. */
  priceUpdatedAt: string | null;
};

/** The kind of project repairing a system is: sprinklers, detection, gas suppression; none for the rest. */
export const SYSTEM_PROJECT_TYPE: Partial<Record<string, ProjectType>> = {
  SPRINKLER: 'SPRINKLER_SYSTEM',
  DETECTION: 'FIRE_ALARM',
  GAS_SUPPRESSION: 'FIRE_SUPPRESSION',
};

export const DEFECT_QUOTE_MESSAGES = {
  alreadyQuoted: (quoteNumber: string) => `This defect is already priced on quote ${quoteNumber}`,
  notOpen: 'Only an open defect can be marked put right',
  resolved: 'Defect marked as put right',
  created: (quoteNumber: string) => `Quote ${quoteNumber} created from the defects`,
} as const;

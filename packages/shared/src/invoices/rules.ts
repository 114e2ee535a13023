/**
 * The money register (issue 29): tax invoices and credit notes, payments and their allocations,
 * statements and debtors' ageing. Every figure is integer cents and is computed here only, so the
 * draft editor, the server's rows, the PDF, the statement and the ageing report cannot disagree.
 * Definitions: docs/metrics.md ("Invoices").
 */
import { divideRounded, VAT_PERCENT } from '../quotes/rules';

/** An invoice, or a credit note that corrects an issued one (never edited once issued). */
export const INVOICE_KINDS = ['INVOICE', 'CREDIT_NOTE'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];
export const INVOICE_KIND_LABELS: Record<InvoiceKind, string> = {
  INVOICE: 'Tax invoice',
  CREDIT_NOTE: 'Credit note',
};

/** Where an invoice came from. CLAIM: a project's progress claim or retention release. */
export const INVOICE_SOURCES = ['MANUAL', 'CLAIM', 'VISIT', 'QUOTE', 'AGREEMENT'] as const;
export type InvoiceSource = (typeof INVOICE_SOURCES)[number];
export const INVOICE_SOURCE_LABELS: Record<InvoiceSource, string> = {
  MANUAL: 'Manual',
  CLAIM: 'Progress claim',
  VISIT: 'Call-out visit',
  QUOTE: 'Repair quote',
  AGREEMENT: 'Maintenance agreement',
};

/**
 * DRAFT and ISSUED are stored; the rest follow from an issued invoice's balance and due date:
 * PAID (nothing owed), PART_PAID (some paid, some owed), OVERDUE (owed after the due date),
 * CREDITED (credit notes cover all of it).
 */
export const INVOICE_STATUSES = ['DRAFT', 'ISSUED', 'PART_PAID', 'PAID', 'OVERDUE', 'CREDITED'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  DRAFT: 'Draft',
  ISSUED: 'Issued',
  PART_PAID: 'Part paid',
  PAID: 'Paid',
  OVERDUE: 'Overdue',
  CREDITED: 'Credited',
};

/** VAT Act: standard-rated at 15%, zero-rated (s11) at 0%, exempt (s12) outside VAT. */
export const TAX_CODES = ['STANDARD', 'ZERO_RATED', 'EXEMPT'] as const;
export type TaxCode = (typeof TAX_CODES)[number];
export const TAX_CODE_LABELS: Record<TaxCode, string> = {
  STANDARD: `Standard (${VAT_PERCENT}%)`,
  ZERO_RATED: 'Zero-rated (0%)',
  EXEMPT: 'Exempt',
};
/** The mark printed beside a line that is not standard-rated (SARS: such lines are identified). */
export const TAX_CODE_MARKS: Record<TaxCode, string> = { STANDARD: '', ZERO_RATED: 'Z', EXEMPT: 'E' };

export const PAYMENT_METHODS = ['EFT', 'CARD', 'CASH'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  EFT: 'EFT',
  CARD: 'Card',
  CASH: 'Cash',
};

export const INVOICE_LIMITS = {
  /** R 1 trillion: no amount, line or invoice total may be more. */
  maxCents: 100_000_000_000_000,
  maxQuantity: 1_000_000,
  /** Quantities are kept in thousandths (0.001). */
  quantityDecimals: 3,
  maxLines: 200,
  descriptionMax: 500,
  referenceMax: 100,
  notesMax: 1000,
  reasonMax: 500,
  maxTermsDays: 365,
  defaultTermsDays: 30,
  /**
   * SARS: a tax invoice for a consideration above R 5 000 (VAT included) is a full tax invoice with
   * the recipient's name, address and VAT number; at or below it the abridged form may leave them out.
   */
  fullTaxInvoiceAboveCents: 500_000,
} as const;

/** A South African VAT registration number: 10 digits, the first a 4. */
export const VAT_NUMBER_PATTERN = /^4\d{9}$/;
export const VAT_NUMBER_MESSAGE = 'VAT number must be 10 digits starting with 4';

/** Quantity (at most three decimals) → integer thousandths; back with boq/rules' milliToQuantity. */
export const invoiceQuantityToMilli = (quantity: number) => Math.round(quantity * 1000);

export type LineFigures = { netCents: number; vatCents: number; totalCents: number };

/**
 * THE VAT RULE, one for every line everywhere: a line's value excluding VAT is quantity × unit price
 * rounded to the cent (half away from zero); its VAT is 15% of that, rounded the same way, for a
 * standard-rated line and 0 otherwise. A document's figures are the sums of its lines' figures, so
 * the lines, the totals, the PDF, the screen and the database agree to the cent by construction.
 */
export function lineFigures(line: { quantityMilli: number; unitPriceCents: number; taxCode: TaxCode }) {
  if (!Number.isSafeInteger(line.quantityMilli) || !Number.isSafeInteger(line.unitPriceCents))
    throw new RangeError('quantityMilli and unitPriceCents must be integers');
  const net = divideRounded(BigInt(line.quantityMilli) * BigInt(line.unitPriceCents), 1000n);
  const vat = line.taxCode === 'STANDARD' ? divideRounded(net * BigInt(VAT_PERCENT), 100n) : 0n;
  return {
    netCents: Number(net),
    vatCents: Number(vat),
    totalCents: Number(net + vat),
  } satisfies LineFigures;
}

/** VAT on a value already excluding VAT (a credited part of a line): the same rounding as lineFigures. */
export function vatOn(netCents: number, taxCode: TaxCode): number {
  return taxCode === 'STANDARD' ? Number(divideRounded(BigInt(netCents) * BigInt(VAT_PERCENT), 100n)) : 0;
}

/**
 * A credit on one line of an issued invoice (a credit note's line). Its VAT is cumulative: the VAT on
 * everything credited on the line so far, this credit included, less the VAT earlier credits took.
 * Per-part rounding would drift (a hundred 10c credits take 2c VAT each, 15c is owed per 10c × 100),
 * leaving a fully credited invoice a cent or more over or under zero. So the credit that finishes a
 * line takes exactly the line's VAT less the VAT already credited on it (and its net likewise), and a
 * part never takes more VAT than the line has left, so a balance never goes below zero.
 */
export function creditLineFigures(input: {
  /** The invoice line's own figures (lineFigures). */
  line: { netCents: number; vatCents: number; taxCode: TaxCode };
  /** What issued credit notes already took from this line. */
  creditedNetCents: number;
  creditedVatCents: number;
  /** The value excluding VAT this credit takes (at most what is left). */
  netCents: number;
}): LineFigures {
  const { line, creditedNetCents, creditedVatCents, netCents } = input;
  const leftNet = line.netCents - creditedNetCents;
  const leftVat = line.vatCents - creditedVatCents;
  if (netCents === leftNet) return { netCents, vatCents: leftVat, totalCents: netCents + leftVat };
  const cumulative = vatOn(creditedNetCents + netCents, line.taxCode) - creditedVatCents;
  const vatCents = Math.min(Math.max(0, cumulative), Math.max(0, leftVat));
  return { netCents, vatCents, totalCents: netCents + vatCents };
}

export type DocumentTotals = {
  /** Value excluding VAT. */
  exclCents: number;
  vatCents: number;
  /** Value including VAT: what the client pays. */
  totalCents: number;
  /** Value excluding VAT per tax code (zero-rated and exempt supplies are shown apart). */
  byTaxCode: Record<TaxCode, number>;
};

/** A document's totals: the sums of its lines' figures (lineFigures). */
export function documentTotals(lines: readonly (LineFigures & { taxCode: TaxCode })[]): DocumentTotals {
  const byTaxCode: Record<TaxCode, number> = { STANDARD: 0, ZERO_RATED: 0, EXEMPT: 0 };
  let exclCents = 0;
  let vatCents = 0;
  for (const line of lines) {
    exclCents += line.netCents;
    vatCents += line.vatCents;
    byTaxCode[line.taxCode] += line.netCents;
  }
  return { exclCents, vatCents, totalCents: exclCents + vatCents, byTaxCode };
}

/** Full above R 5 000 including VAT; abridged allowed at or below (INVOICE_LIMITS). */
export const taxInvoiceForm = (totalCents: number): 'FULL' | 'ABRIDGED' =>
  Math.abs(totalCents) > INVOICE_LIMITS.fullTaxInvoiceAboveCents ? 'FULL' : 'ABRIDGED';

/** Whole days from `from` to `to` (YYYY-MM-DD calendar dates, the company's days). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * An issued invoice's status on `today` (the company's date): CREDITED when credit notes cover all
 * of it, PAID when nothing is owed, OVERDUE when something is owed after its due date, PART_PAID
 * when some is paid, else ISSUED. A draft is DRAFT. A credit note is ISSUED once issued.
 */
export function invoiceStatus(input: {
  kind: InvoiceKind;
  issued: boolean;
  totalCents: number;
  paidCents: number;
  creditedCents: number;
  dueDate: string | null;
  today: string;
}): InvoiceStatus {
  if (!input.issued) return 'DRAFT';
  if (input.kind === 'CREDIT_NOTE') return 'ISSUED';
  if (input.creditedCents >= input.totalCents && input.totalCents > 0) return 'CREDITED';
  const balance = input.totalCents - input.creditedCents - input.paidCents;
  if (balance <= 0) return 'PAID';
  if (input.dueDate !== null && input.today > input.dueDate) return 'OVERDUE';
  return input.paidCents > 0 ? 'PART_PAID' : 'ISSUED';
}

/**
 * Debtors' ageing by the invoice's age (days since its issue date), as Sage and most South African
 * bookkeepers age debtors: current (under 30 days), 30, 60, 90 and 120+ days.
 */
export const AGEING_BUCKETS = ['current', 'days30', 'days60', 'days90', 'days120'] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number];
export const AGEING_BUCKET_LABELS: Record<AgeingBucket, string> = {
  current: 'Current',
  days30: '30 days',
  days60: '60 days',
  days90: '90 days',
  days120: '120+ days',
};

export function ageingBucket(issueDate: string, today: string): AgeingBucket {
  const age = daysBetween(issueDate, today);
  if (age < 30) return 'current';
  if (age < 60) return 'days30';
  if (age < 90) return 'days60';
  if (age < 120) return 'days90';
  return 'days120';
}

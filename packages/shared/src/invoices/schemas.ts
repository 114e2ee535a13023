/**
 * The money register's API (issue 29): invoices and credit notes, payments and allocations, a
 * client's billing details, statements and debtors' ageing. Amounts cross the API in integer cents
 * (`…Cents`); the arithmetic is in rules.ts.
 */
import { z } from 'zod';
import { enumOf, optionalDate, optionalText, requiredDate, requiredText } from '../common/fields';
import {
  AGEING_BUCKETS,
  INVOICE_KINDS,
  INVOICE_LIMITS,
  INVOICE_SOURCES,
  INVOICE_STATUSES,
  PAYMENT_METHODS,
  TAX_CODES,
  VAT_NUMBER_MESSAGE,
  VAT_NUMBER_PATTERN,
} from './rules';

const L = INVOICE_LIMITS;
const maxRand = 'R 1 000 000 000 000';

/** Integer cents from 0 (or more than 0) to R 1 trillion. */
export const centsField = (label: string, { positive = false } = {}) =>
  z
    .number({ error: `${label} must be a number of cents` })
    .int(`${label} must be whole cents`)
    .min(positive ? 1 : 0, positive ? `${label} must be more than 0` : `${label} cannot be negative`)
    .max(L.maxCents, `${label} must be at most ${maxRand}`);

const idField = (label: string) =>
  z
    .string({ error: `Choose the ${label}` })
    .trim()
    .min(1, `Choose the ${label}`)
    .max(100);

const optionalId = z
  .string()
  .trim()
  .max(100)
  .nullish()
  .transform((value) => value || null);

export const vatNumberField = z
  .string({ error: VAT_NUMBER_MESSAGE })
  .trim()
  .nullish()
  .transform((value) => value || null)
  .refine((value) => value === null || VAT_NUMBER_PATTERN.test(value), VAT_NUMBER_MESSAGE);

export const invoiceLineInputSchema = z.object({
  description: requiredText('Description', L.descriptionMax),
  quantity: z
    .number({ error: 'Quantity must be a number' })
    .gt(0, 'Quantity must be more than 0')
    .max(L.maxQuantity, `Quantity must be at most ${L.maxQuantity.toLocaleString('en-ZA')}`)
    .refine(
      (value) => Math.abs(value * 1000 - Math.round(value * 1000)) < 1e-6,
      `Quantity may have at most ${L.quantityDecimals} decimals`,
    ),
  unitPriceCents: centsField('Unit price'),
  taxCode: enumOf(TAX_CODES, 'Tax code').default('STANDARD'),
});
export type InvoiceLineInput = z.output<typeof invoiceLineInputSchema>;
export type RawInvoiceLineInput = z.input<typeof invoiceLineInputSchema>;

/** A draft invoice, created or replaced whole while it is a draft. */
export const invoiceDraftInputSchema = z.object({
  clientId: idField('client'),
  siteId: optionalId,
  projectId: optionalId,
  /** The intended date of issue; the day it is issued when blank. */
  date: optionalDate('Invoice date'),
  reference: optionalText('Reference', L.referenceMax),
  notes: optionalText('Notes', L.notesMax),
  lines: z
    .array(invoiceLineInputSchema, { error: 'Lines must be a list' })
    .min(1, 'Add at least one line')
    .max(L.maxLines, `An invoice has at most ${L.maxLines} lines`),
});
export type InvoiceDraftInput = z.output<typeof invoiceDraftInputSchema>;
export type RawInvoiceDraftInput = z.input<typeof invoiceDraftInputSchema>;

export const issueInvoiceInputSchema = z.object({
  /** The date of issue; today (the company's day) when blank. */
  date: optionalDate('Date of issue'),
});
export type IssueInvoiceInput = z.output<typeof issueInvoiceInputSchema>;

/** A credit note for a whole issued invoice (no lines) or for parts of its lines (excl. VAT). */
export const creditNoteInputSchema = z.object({
  reason: requiredText('Reason', L.reasonMax),
  date: optionalDate('Date of issue'),
  lines: z
    .array(
      z.object({
        lineId: idField('invoice line'),
        /** The value excluding VAT credited on this line. */
        amountCents: centsField('Amount to credit', { positive: true }),
      }),
      { error: 'Lines must be a list' },
    )
    .max(L.maxLines)
    .nullish()
    .transform((value) => (value && value.length > 0 ? value : null)),
});
export type CreditNoteInput = z.output<typeof creditNoteInputSchema>;
export type RawCreditNoteInput = z.input<typeof creditNoteInputSchema>;

const allocationsField = z
  .array(
    z.object({
      invoiceId: idField('invoice'),
      amountCents: centsField('Amount allocated', { positive: true }),
    }),
    { error: 'Allocations must be a list' },
  )
  .max(L.maxLines, `At most ${L.maxLines} allocations at once`);

/** A payment received from a client, allocated now (all, part or none; the rest is held as credit). */
export const clientPaymentInputSchema = z.object({
  clientId: idField('client'),
  date: requiredDate('Date'),
  amountCents: centsField('Amount', { positive: true }),
  method: enumOf(PAYMENT_METHODS, 'Method').default('EFT'),
  reference: optionalText('Reference', L.referenceMax),
  notes: optionalText('Notes', L.notesMax),
  allocations: allocationsField.default([]),
});
export type ClientPaymentInput = z.output<typeof clientPaymentInputSchema>;
export type RawClientPaymentInput = z.input<typeof clientPaymentInputSchema>;

/** Allocating a payment's held credit later. */
export const allocationsInputSchema = z.object({ allocations: allocationsField.min(1, 'Choose an invoice') });
export type AllocationsInput = z.output<typeof allocationsInputSchema>;

export const clientBillingInputSchema = z.object({
  vatNumber: vatNumberField,
  paymentTermsDays: z
    .number({ error: 'Payment terms must be a number of days' })
    .int('Payment terms must be whole days')
    .min(0, 'Payment terms cannot be negative')
    .max(L.maxTermsDays, `Payment terms must be at most ${L.maxTermsDays} days`)
    .default(L.defaultTermsDays),
  billingEmail: z
    .string()
    .trim()
    .max(254)
    .nullish()
    .transform((value) => value || null)
    .refine(
      (value) => value === null || z.email().safeParse(value).success,
      'Billing e-mail must be an e-mail address',
    ),
});
export type ClientBillingInput = z.output<typeof clientBillingInputSchema>;
export type RawClientBillingInput = z.input<typeof clientBillingInputSchema>;

export const invoiceListQuerySchema = z.object({
  status: enumOf(INVOICE_STATUSES, 'Status').optional(),
  kind: enumOf(INVOICE_KINDS, 'Kind').optional(),
  clientId: z.string().trim().max(100).optional(),
  q: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type InvoiceListQuery = z.output<typeof invoiceListQuerySchema>;

export const paymentListQuerySchema = z.object({
  clientId: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type PaymentListQuery = z.output<typeof paymentListQuerySchema>;

export const statementQuerySchema = z
  .object({ from: requiredDate('From'), to: requiredDate('To') })
  .refine((value) => value.from <= value.to, { message: 'From must be on or before To', path: ['to'] });
export type StatementQuery = z.output<typeof statementQuerySchema>;

export const ageingQuerySchema = z.object({
  asOf: optionalDate('As of'),
  /** true: only the clients with something past its due date (the dashboard's 'Overdue' opens this). */
  overdue: z
    .enum(['true', 'false'], { error: 'overdue must be true or false' })
    .optional()
    .transform((value) => value === 'true'),
});
export type AgeingQuery = z.output<typeof ageingQuerySchema>;

// Response shapes (cents)

const cents = z.number().int();

export const clientBillingSchema = z.object({
  clientId: z.string(),
  vatNumber: z.string().nullable(),
  paymentTermsDays: z.number().int(),
  billingEmail: z.string().nullable(),
});
export type ClientBilling = z.infer<typeof clientBillingSchema>;

export const invoiceLineSchema = z.object({
  id: z.string(),
  description: z.string(),
  quantity: z.number(),
  unitPriceCents: cents,
  taxCode: z.enum(TAX_CODES),
  netCents: cents,
  vatCents: cents,
  totalCents: cents,
  /** A credit note's line: the invoice line it credits. */
  creditsLineId: z.string().nullable(),
  /** An invoice's line: the value excluding VAT credited on it so far. */
  creditedCents: cents,
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

export const invoiceSummarySchema = z.object({
  id: z.string(),
  kind: z.enum(INVOICE_KINDS),
  /** INV-YYYY-NNNN or CN-YYYY-NNNN once issued; null while a draft. */
  number: z.string().nullable(),
  status: z.enum(INVOICE_STATUSES),
  source: z.enum(INVOICE_SOURCES),
  sourceId: z.string().nullable(),
  clientId: z.string(),
  clientName: z.string(),
  siteId: z.string().nullable(),
  siteName: z.string().nullable(),
  projectId: z.string().nullable(),
  projectTitle: z.string().nullable(),
  issueDate: z.string().nullable(),
  dueDate: z.string().nullable(),
  reference: z.string(),
  exclCents: cents,
  vatCents: cents,
  totalCents: cents,
  paidCents: cents,
  creditedCents: cents,
  /** What is still owed: total less credit notes less payments (0 for a draft or a credit note). */
  balanceCents: cents,
  createdAt: z.string(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

export const invoiceSchema = invoiceSummarySchema.extend({
  clientAddress: z.string(),
  clientVatNumber: z.string().nullable(),
  notes: z.string(),
  /** A credit note's reason. */
  reason: z.string(),
  creditsInvoiceId: z.string().nullable(),
  creditsInvoiceNumber: z.string().nullable(),
  lines: z.array(invoiceLineSchema),
  byTaxCode: z.record(z.enum(TAX_CODES), cents),
  form: z.enum(['FULL', 'ABRIDGED']),
  issuedAt: z.string().nullable(),
  creditNotes: z.array(
    z.object({
      id: z.string(),
      number: z.string().nullable(),
      issueDate: z.string().nullable(),
      totalCents: cents,
    }),
  ),
  allocations: z.array(
    z.object({
      id: z.string(),
      paymentId: z.string(),
      date: z.string(),
      method: z.enum(PAYMENT_METHODS),
      reference: z.string(),
      amountCents: cents,
    }),
  ),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const invoiceListSchema = z.object({
  items: z.array(invoiceSummarySchema),
  total: z.number().int(),
  /** What every matching invoice still owes, and the part of it past its due date (not only this page's). */
  outstandingCents: cents,
  overdueCents: cents,
});
export type InvoiceList = z.infer<typeof invoiceListSchema>;

export const clientPaymentSchema = z.object({
  id: z.string(),
  clientId: z.string(),
  clientName: z.string(),
  date: z.string(),
  amountCents: cents,
  method: z.enum(PAYMENT_METHODS),
  reference: z.string(),
  notes: z.string(),
  allocatedCents: cents,
  /** Held as the client's credit until allocated. */
  unallocatedCents: cents,
  allocations: z.array(
    z.object({
      id: z.string(),
      invoiceId: z.string(),
      invoiceNumber: z.string().nullable(),
      amountCents: cents,
    }),
  ),
  createdAt: z.string(),
});
export type ClientPayment = z.infer<typeof clientPaymentSchema>;

export const clientPaymentListSchema = z.object({
  items: z.array(clientPaymentSchema),
  total: z.number().int(),
});

export const ageingFiguresSchema = z.object(
  Object.fromEntries(AGEING_BUCKETS.map((bucket) => [bucket, cents])) as Record<
    (typeof AGEING_BUCKETS)[number],
    typeof cents
  >,
);
export type AgeingFigures = z.infer<typeof ageingFiguresSchema>;

export const statementEntrySchema = z.object({
  date: z.string(),
  kind: z.enum(['INVOICE', 'CREDIT_NOTE', 'PAYMENT']),
  id: z.string(),
  reference: z.string(),
  description: z.string(),
  debitCents: cents,
  creditCents: cents,
  /** The running balance after this entry. */
  balanceCents: cents,
});
export type StatementEntry = z.infer<typeof statementEntrySchema>;

export const statementSchema = z.object({
  clientId: z.string(),
  clientName: z.string(),
  clientAddress: z.string(),
  clientVatNumber: z.string().nullable(),
  from: z.string(),
  to: z.string(),
  openingCents: cents,
  entries: z.array(statementEntrySchema),
  closingCents: cents,
  /** What is open on `to`, by the invoices' age. */
  ageing: ageingFiguresSchema,
  /** Payments not yet allocated to an invoice. */
  unallocatedCents: cents,
});
export type Statement = z.infer<typeof statementSchema>;

export const debtorsAgeingRowSchema = ageingFiguresSchema.extend({
  clientId: z.string(),
  clientName: z.string(),
  totalCents: cents,
  /** Owed after the due dates. */
  overdueCents: cents,
  unallocatedCents: cents,
});
export const debtorsAgeingSchema = z.object({
  asOf: z.string(),
  rows: z.array(debtorsAgeingRowSchema),
  totals: debtorsAgeingRowSchema.omit({ clientId: true, clientName: true }),
});
export type DebtorsAgeing = z.infer<typeof debtorsAgeingSchema>;

/**
 * The office dashboard's 'Debtors' and 'Overdue' figures: the debtors' ageing totals on the day
 * (getDebtorsAgeing's), so each card equals the /debtors list's total to the cent.
 */
export const debtorsFiguresSchema = z.object({
  asOf: z.string(),
  /** What clients owe on issued invoices (the ageing's total). */
  debtorsCents: cents,
  /** Of it, what is past its due date (the ageing's overdue total). */
  overdueCents: cents,
  clients: z.number().int(),
  overdueClients: z.number().int(),
});
export type DebtorsFigures = z.infer<typeof debtorsFiguresSchema>;

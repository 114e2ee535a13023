/**
 * The bookkeeper's accounting export (issue 29 §5): issued invoices, credit notes and receipts of a
 * period as files Sage Business Cloud Accounting or Xero imports, and the list of past exports.
 * Column layouts and tax mappings: docs/accounting-export.md.
 */
import { z } from 'zod';
import { enumOf, requiredDate } from '../common/fields';
import { daysBetween } from '../invoices/rules';

export const ACCOUNTING_EXPORT_FORMATS = ['sage', 'xero'] as const;
export type AccountingExportFormat = (typeof ACCOUNTING_EXPORT_FORMATS)[number];
export const ACCOUNTING_EXPORT_FORMAT_LABELS: Record<AccountingExportFormat, string> = {
  sage: 'Sage Business Cloud Accounting',
  xero: 'Xero',
};

/** The longest period one export covers: a bookkeeper catching up, not the whole history at once. */
export const ACCOUNTING_EXPORT_MAX_YEARS = 5;
const MAX_DAYS = ACCOUNTING_EXPORT_MAX_YEARS * 365 + 2;

export const ACCOUNTING_DOCUMENT_KINDS = ['INVOICE', 'CREDIT_NOTE', 'PAYMENT'] as const;
export type AccountingDocumentKind = (typeof ACCOUNTING_DOCUMENT_KINDS)[number];

export const accountingExportQuerySchema = z
  .object({
    from: requiredDate('From'),
    to: requiredDate('To'),
    format: enumOf(ACCOUNTING_EXPORT_FORMATS, 'Format'),
  })
  .refine((value) => value.from <= value.to, { message: 'From must be on or before To', path: ['to'] })
  .refine((value) => daysBetween(value.from, value.to) <= MAX_DAYS, {
    message: `An export covers at most ${ACCOUNTING_EXPORT_MAX_YEARS} years`,
    path: ['to'],
  });
export type AccountingExportQuery = z.output<typeof accountingExportQuerySchema>;
export type RawAccountingExportQuery = z.input<typeof accountingExportQuerySchema>;

export const accountingExportChangeSchema = z.object({
  kind: z.enum(ACCOUNTING_DOCUMENT_KINDS),
  documentId: z.string(),
  /** The invoice or credit note number; a payment's date and reference. */
  label: z.string(),
});
export type AccountingExportChange = z.infer<typeof accountingExportChangeSchema>;

export const accountingExportSchema = z.object({
  id: z.string(),
  format: z.enum(ACCOUNTING_EXPORT_FORMATS),
  from: z.string(),
  to: z.string(),
  fileName: z.string(),
  /** The file's SHA-256 (hex): the same period exported again with nothing changed gives the same. */
  sha256: z.string(),
  byteSize: z.number().int(),
  documentCount: z.number().int(),
  /** Documents in an earlier export whose exported rows differ now (listed in `changes`). */
  changes: z.array(accountingExportChangeSchema),
  createdBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
});
export type AccountingExport = z.infer<typeof accountingExportSchema>;

export const accountingExportListSchema = z.object({
  items: z.array(accountingExportSchema),
  total: z.number().int(),
});
export type AccountingExportList = z.infer<typeof accountingExportListSchema>;

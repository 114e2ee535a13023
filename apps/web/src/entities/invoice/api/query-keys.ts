/** Query keys of the money register (invoices, credit notes, payments, statements, ageing); components never spell a key. */
import type { InvoiceListQuery } from '@firebreak/shared';

export type InvoiceListParams = Partial<InvoiceListQuery>;

export const invoiceKeys = {
  /** Everything money: a payment or an issue changes invoices, statements and the ageing at once. */
  all: ['invoices'] as const,
  list: (params: InvoiceListParams) => ['invoices', 'list', params] as const,
  one: (id: string) => ['invoices', 'one', id] as const,
  payments: (clientId: string) => ['invoices', 'payments', clientId] as const,
  statement: (clientId: string, from: string, to: string) =>
    ['invoices', 'statement', clientId, from, to] as const,
  debtors: (asOf: string, overdue = false) => ['invoices', 'debtors', asOf, overdue] as const,
  debtorsFigures: () => ['invoices', 'debtors-figures'] as const,
  /** An invoice's or a statement's e-mail (the outbox) and an invoice's overdue reminders. */
  messages: (relatedType: 'invoice' | 'statement', relatedId: string) =>
    ['invoices', 'messages', relatedType, relatedId] as const,
  reminders: (invoiceId: string) => ['invoices', 'reminders', invoiceId] as const,
  reminderSchedule: ['invoices', 'reminder-schedule'] as const,
};

/**
 * Reading the register: an invoice's row with its figures (paid from payment_allocations, credited
 * from issued credit notes) as the API shows it. A credit note's figures are stored positive; its
 * kind says they reduce what its invoice asks for. The status is derived (shared invoiceStatus).
 */
import {
  type Invoice,
  type InvoiceKind,
  type InvoiceSource,
  type InvoiceSummary,
  invoiceStatus,
  milliToQuantity,
  type PaymentMethod,
  type TaxCode,
  taxInvoiceForm,
  todayInSouthAfrica,
} from '@firebreak/shared';
import { type ExpressionBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema';
import type { ServiceDeps } from '../../lib/context';
import { notFound } from '../../lib/errors';

type Eb = ExpressionBuilder<Database, 'invoices'>;

const paidCents = (eb: Eb) =>
  eb
    .selectFrom('payment_allocations')
    .select((e) =>
      e.fn.coalesce(e.fn.sum<number>('payment_allocations.amount_cents'), sql<number>`0`).as('n'),
    )
    .whereRef('payment_allocations.invoice_id', '=', 'invoices.id')
    .as('paid_cents');

const creditedCents = (eb: Eb) =>
  eb
    .selectFrom('invoices as cn')
    .select((e) => e.fn.coalesce(e.fn.sum<number>('cn.total_cents'), sql<number>`0`).as('n'))
    .whereRef('cn.credits_invoice_id', '=', 'invoices.id')
    .where('cn.status', '=', 'ISSUED')
    .as('credited_cents');

/** The invoices with their site, project and figures: what lists and the detail read. */
export const summaryQuery = ({ db }: ServiceDeps<'db'>) =>
  db
    .selectFrom('invoices')
    .leftJoin('sites', 'sites.id', 'invoices.site_id')
    .leftJoin('projects', 'projects.id', 'invoices.project_id')
    .selectAll('invoices')
    .select((eb) => [
      'sites.name as site_name',
      'projects.title as project_title',
      paidCents(eb),
      creditedCents(eb),
    ]);

type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaryQuery>['executeTakeFirstOrThrow']>>;

export function toSummary(row: SummaryRow, today = todayInSouthAfrica()): InvoiceSummary {
  const kind = row.kind as InvoiceKind;
  const issued = row.status === 'ISSUED';
  const totalCents = Number(row.total_cents);
  const isInvoice = kind === 'INVOICE';
  const paid = isInvoice ? Number(row.paid_cents ?? 0) : 0;
  const credited = isInvoice ? Number(row.credited_cents ?? 0) : 0;
  return {
    id: row.id,
    kind,
    number: row.number,
    status: invoiceStatus({
      kind,
      issued,
      totalCents,
      paidCents: paid,
      creditedCents: credited,
      dueDate: row.due_date,
      today,
    }),
    source: row.source as InvoiceSource,
    sourceId: row.source_id,
    clientId: row.client_id,
    clientName: row.client_name,
    siteId: row.site_id,
    siteName: row.site_name ?? null,
    projectId: row.project_id,
    projectTitle: row.project_title ?? null,
    issueDate: row.issue_date,
    dueDate: row.due_date,
    reference: row.reference,
    exclCents: Number(row.excl_cents),
    vatCents: Number(row.vat_cents),
    totalCents,
    paidCents: paid,
    creditedCents: credited,
    balanceCents: isInvoice && issued ? totalCents - credited - paid : 0,
    createdAt: row.created_at,
  };
}

/** One invoice or credit note with its lines, credit notes and payments. */
export async function readInvoice({ db }: ServiceDeps<'db'>, id: string): Promise<Invoice> {
  const row = await summaryQuery({ db }).where('invoices.id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Invoice not found');
  const [lines, creditedByLine, creditNotes, allocations, credited] = await Promise.all([
    db.selectFrom('invoice_lines').selectAll().where('invoice_id', '=', id).orderBy('position').execute(),
    db
      .selectFrom('invoice_lines as credit')
      .innerJoin('invoice_lines as original', 'original.id', 'credit.credits_line_id')
      .innerJoin('invoices as cn', 'cn.id', 'credit.invoice_id')
      .select((eb) => ['original.id as line_id', eb.fn.sum<number>('credit.net_cents').as('n')])
      .where('original.invoice_id', '=', id)
      .where('cn.status', '=', 'ISSUED')
      .groupBy('original.id')
      .execute(),
    db
      .selectFrom('invoices')
      .select(['id', 'number', 'issue_date', 'total_cents'])
      .where('credits_invoice_id', '=', id)
      .where('status', '=', 'ISSUED')
      .orderBy('number')
      .execute(),
    db
      .selectFrom('payment_allocations')
      .innerJoin('client_payments', 'client_payments.id', 'payment_allocations.payment_id')
      .select([
        'payment_allocations.id',
        'payment_allocations.payment_id',
        'payment_allocations.amount_cents',
        'client_payments.paid_on',
        'client_payments.method',
        'client_payments.reference',
      ])
      .where('payment_allocations.invoice_id', '=', id)
      .orderBy('client_payments.paid_on')
      .orderBy('payment_allocations.created_at')
      .execute(),
    row.credits_invoice_id
      ? db.selectFrom('invoices').select('number').where('id', '=', row.credits_invoice_id).executeTakeFirst()
      : undefined,
  ]);
  const creditedOn = new Map(creditedByLine.map((line) => [line.line_id, Number(line.n ?? 0)]));
  const byTaxCode: Record<TaxCode, number> = { STANDARD: 0, ZERO_RATED: 0, EXEMPT: 0 };
  for (const line of lines) byTaxCode[line.tax_code as TaxCode] += Number(line.net_cents);
  const summary = toSummary(row);
  return {
    ...summary,
    clientAddress: row.client_address,
    clientVatNumber: row.client_vat_number,
    notes: row.notes,
    reason: row.reason,
    creditsInvoiceId: row.credits_invoice_id,
    creditsInvoiceNumber: credited?.number ?? null,
    lines: lines.map((line) => ({
      id: line.id,
      description: line.description,
      quantity: milliToQuantity(Number(line.quantity_milli)),
      unitPriceCents: Number(line.unit_price_cents),
      taxCode: line.tax_code as TaxCode,
      netCents: Number(line.net_cents),
      vatCents: Number(line.vat_cents),
      totalCents: Number(line.net_cents) + Number(line.vat_cents),
      creditsLineId: line.credits_line_id,
      creditedCents: creditedOn.get(line.id) ?? 0,
    })),
    byTaxCode,
    form: taxInvoiceForm(summary.totalCents),
    issuedAt: row.issued_at,
    creditNotes: creditNotes.map((note) => ({
      id: note.id,
      number: note.number,
      issueDate: note.issue_date,
      totalCents: Number(note.total_cents),
    })),
    allocations: allocations.map((allocation) => ({
      id: allocation.id,
      paymentId: allocation.payment_id,
      date: allocation.paid_on,
      method: allocation.method as PaymentMethod,
      reference: allocation.reference,
      amountCents: Number(allocation.amount_cents),
    })),
  };
}

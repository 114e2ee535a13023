/**
 * A client's statement for a period (issue 29 §3): the opening balance (everything issued and paid
 * before `from`), every issued invoice (debit), credit note (credit) and payment (credit) dated in
 * the period in date order with the running balance, the closing balance, what is open on `to` by
 * the invoices' age, and the payments not yet allocated. The JSON and the PDF are built from this.
 */
import {
  INVOICE_KIND_LABELS,
  PAYMENT_METHOD_LABELS,
  type PaymentMethod,
  type Statement,
  type StatementEntry,
  type StatementQuery,
} from '@firebreak/shared';
import type { ServiceDeps } from '../../lib/context';
import { notFound } from '../../lib/errors';
import { creditByClient, noAgeing, openByClient } from './ageing.service';

/** Same day: invoices first, then credit notes, then payments, as a bookkeeper posts them. */
const ORDER: Record<StatementEntry['kind'], number> = { INVOICE: 0, CREDIT_NOTE: 1, PAYMENT: 2 };

export async function getStatement(
  { db }: ServiceDeps<'db'>,
  clientId: string,
  { from, to }: StatementQuery,
): Promise<Statement> {
  const client = await db
    .selectFrom('clients as c')
    .leftJoin('client_billing as b', 'b.client_id', 'c.id')
    .select(['c.id', 'c.name', 'c.address', 'b.vat_number'])
    .where('c.id', '=', clientId)
    .executeTakeFirst();
  if (!client) throw notFound('Client not found');

  const [before, paidBefore, documents, payments, open, credit] = await Promise.all([
    db
      .selectFrom('invoices')
      .select((eb) => ['kind', eb.fn.sum<string | number>('total_cents').as('n')])
      .where('client_id', '=', clientId)
      .where('status', '=', 'ISSUED')
      .where('issue_date', '<', from)
      .groupBy('kind')
      .execute(),
    db
      .selectFrom('client_payments')
      .select((eb) => eb.fn.sum<string | number>('amount_cents').as('n'))
      .where('client_id', '=', clientId)
      .where('paid_on', '<', from)
      .executeTakeFirst(),
    db
      .selectFrom('invoices as i')
      .leftJoin('invoices as original', 'original.id', 'i.credits_invoice_id')
      .select([
        'i.id',
        'i.kind',
        'i.number',
        'i.issue_date',
        'i.reference',
        'i.total_cents',
        'i.created_at',
        'original.number as credits_number',
      ])
      .where('i.client_id', '=', clientId)
      .where('i.status', '=', 'ISSUED')
      .where('i.issue_date', '>=', from)
      .where('i.issue_date', '<=', to)
      .execute(),
    db
      .selectFrom('client_payments')
      .select(['id', 'paid_on', 'method', 'reference', 'amount_cents', 'created_at'])
      .where('client_id', '=', clientId)
      .where('paid_on', '>=', from)
      .where('paid_on', '<=', to)
      .execute(),
    openByClient({ db }, to, clientId),
    creditByClient({ db }, to, clientId),
  ]);

  const issuedBefore = (kind: string) => Number(before.find((row) => row.kind === kind)?.n ?? 0);
  const openingCents = issuedBefore('INVOICE') - issuedBefore('CREDIT_NOTE') - Number(paidBefore?.n ?? 0);

  type Unposted = Omit<StatementEntry, 'balanceCents'> & { createdAt: string };
  const unposted: Unposted[] = [
    ...documents.map((row): Unposted => {
      const isInvoice = row.kind === 'INVOICE';
      const total = Number(row.total_cents);
      return {
        date: row.issue_date ?? '',
        kind: isInvoice ? 'INVOICE' : 'CREDIT_NOTE',
        id: row.id,
        reference: row.number ?? '',
        description: isInvoice
          ? [INVOICE_KIND_LABELS.INVOICE, row.reference].filter(Boolean).join(': ')
          : `${INVOICE_KIND_LABELS.CREDIT_NOTE}${row.credits_number ? ` for ${row.credits_number}` : ''}`,
        debitCents: isInvoice ? total : 0,
        creditCents: isInvoice ? 0 : total,
        createdAt: row.created_at,
      };
    }),
    ...payments.map(
      (row): Unposted => ({
        date: row.paid_on,
        kind: 'PAYMENT',
        id: row.id,
        reference: row.reference,
        description: `Payment received (${PAYMENT_METHOD_LABELS[row.method as PaymentMethod] ?? row.method})`,
        debitCents: 0,
        creditCents: Number(row.amount_cents),
        createdAt: row.created_at,
      }),
    ),
  ].sort(
    (a, b) =>
      a.date.localeCompare(b.date) ||
      ORDER[a.kind] - ORDER[b.kind] ||
      a.reference.localeCompare(b.reference) ||
      a.createdAt.localeCompare(b.createdAt) ||
      a.id.localeCompare(b.id),
  );

  let balanceCents = openingCents;
  const entries = unposted.map(({ createdAt: _createdAt, ...entry }) => {
    balanceCents += entry.debitCents - entry.creditCents;
    return { ...entry, balanceCents };
  });
  const figures = open.get(clientId);
  const ageing = noAgeing();
  if (figures)
    for (const bucket of Object.keys(ageing) as (keyof typeof ageing)[]) ageing[bucket] = figures[bucket];
  return {
    clientId: client.id,
    clientName: client.name,
    clientAddress: client.address,
    clientVatNumber: client.vat_number ?? null,
    from,
    to,
    openingCents,
    entries,
    closingCents: balanceCents,
    ageing,
    unallocatedCents: credit.get(clientId) ?? 0,
  };
}

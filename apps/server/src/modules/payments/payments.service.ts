/**
 * Payments received from a client (issue 29 §3): each is allocated to the same client's issued
 * invoices, whole or in part, and what is not allocated is held as the client's credit until it is.
 * Balance of an invoice = total − its issued credit notes − its allocations. The invoices' rows are
 * locked before their balances are read, so two payments racing for one balance go one at a time.
 */
import { randomUUID } from 'node:crypto';
import {
  type AllocationsInput,
  type ClientPayment,
  type ClientPaymentInput,
  centsToRand,
  formatZarExact,
  type PaymentListQuery,
} from '@firebreak/shared';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import type { ServiceDeps } from '../../lib/context';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { Actor } from '../../lib/permissions';
import { recordAudit } from '../audit/audit.service';
import { type AllocationRow, toClientPayment } from './payments.mapper';

declare module '../../lib/events' {
  interface DomainEvents {
    /** An invoice, credit note or payment was written: the dashboard's cash flow moves. */
    'register.changed': Record<string, never>;
  }
}

const money = (cents: number) => formatZarExact(centsToRand(cents));

type Allocation = { invoiceId: string; amountCents: number };

export type InvoiceBalance = {
  id: string;
  kind: string;
  status: string;
  clientId: string;
  number: string | null;
  balanceCents: number;
};

/**
 * Takes the invoices' row locks one by one in id order (an UPDATE that changes nothing locks on
 * PostgreSQL; SQLite has one writer), then reads their balances: a racing payment waits here.
 */
export async function lockInvoiceBalances({ db: trx }: ServiceDeps<'db'>, ids: readonly string[]) {
  const sorted = [...new Set(ids)].sort();
  for (const id of sorted)
    await trx
      .updateTable('invoices')
      .set((eb) => ({ updated_at: eb.ref('updated_at') }))
      .where('id', '=', id)
      .execute();
  const balances = new Map<string, InvoiceBalance>();
  if (sorted.length === 0) return balances;
  const rows = await trx
    .selectFrom('invoices as i')
    .select([
      'i.id',
      'i.kind',
      'i.status',
      'i.client_id',
      'i.number',
      'i.total_cents',
      sql<string | number>`(SELECT COALESCE(SUM(cn.total_cents), 0) FROM invoices cn
        WHERE cn.credits_invoice_id = i.id AND cn.kind = 'CREDIT_NOTE' AND cn.status = 'ISSUED')`.as(
        'credited',
      ),
      sql<string | number>`(SELECT COALESCE(SUM(a.amount_cents), 0) FROM payment_allocations a
        WHERE a.invoice_id = i.id)`.as('allocated'),
    ])
    .where('i.id', 'in', sorted)
    .execute();
  for (const row of rows)
    balances.set(row.id, {
      id: row.id,
      kind: row.kind,
      status: row.status,
      clientId: row.client_id,
      number: row.number,
      balanceCents: Number(row.total_cents) - Number(row.credited) - Number(row.allocated),
    });
  return balances;
}

/** Checks every allocation against the locked balances, then writes them; throws before writing. */
async function allocate(
  trx: Kysely<Database>,
  payment: { id: string; clientId: string; availableCents: number },
  allocations: readonly Allocation[],
  actor: Actor | null,
) {
  const ids = allocations.map((allocation) => allocation.invoiceId);
  if (new Set(ids).size !== ids.length)
    throw badRequest('Each invoice may appear only once in the allocations');
  const allocatedCents = allocations.reduce((sum, allocation) => sum + allocation.amountCents, 0);
  if (allocatedCents > payment.availableCents)
    throw badRequest(
      `The allocations come to ${money(allocatedCents)}, more than the ${money(payment.availableCents)} of this payment that is not yet allocated`,
    );
  const balances = await lockInvoiceBalances({ db: trx }, ids);
  for (const allocation of allocations) {
    const invoice = balances.get(allocation.invoiceId);
    if (!invoice) throw badRequest('Invoice not found');
    const name = invoice.number ?? 'That invoice';
    if (invoice.clientId !== payment.clientId)
      throw badRequest(
        `${name} is another client's invoice: a payment is allocated to its own client's invoices`,
      );
    if (invoice.kind !== 'INVOICE')
      throw badRequest(`${name} is a credit note: allocate payments to invoices`);
    if (invoice.status !== 'ISSUED') throw badRequest('A draft invoice cannot be paid: issue it first');
    if (allocation.amountCents > invoice.balanceCents)
      throw conflict(
        invoice.balanceCents > 0
          ? `${name} has ${money(invoice.balanceCents)} still owing: ${money(allocation.amountCents)} cannot be allocated to it`
          : `${name} has nothing still owing`,
      );
  }
  const now = new Date().toISOString();
  if (allocations.length)
    await trx
      .insertInto('payment_allocations')
      .values(
        allocations.map((allocation) => ({
          id: randomUUID(),
          payment_id: payment.id,
          invoice_id: allocation.invoiceId,
          amount_cents: allocation.amountCents,
          created_by: actor?.id ?? null,
          created_at: now,
        })),
      )
      .execute();
  return allocations.map((allocation) => ({
    invoice: balances.get(allocation.invoiceId)?.number ?? allocation.invoiceId,
    amount: centsToRand(allocation.amountCents),
  }));
}

type Change<T> = ServiceDeps<'db'> & { actor: Actor | null } & T;

export async function createPayment({ db, actor, input }: Change<{ input: ClientPaymentInput }>) {
  const id = randomUUID();
  await db.transaction().execute(async (trx) => {
    const client = await trx
      .selectFrom('clients')
      .select('id')
      .where('id', '=', input.clientId)
      .executeTakeFirst();
    if (!client) throw badRequest('That client does not exist');
    await trx
      .insertInto('client_payments')
      .values({
        id,
        client_id: input.clientId,
        paid_on: input.date,
        amount_cents: input.amountCents,
        method: input.method,
        reference: input.reference,
        notes: input.notes,
        ledger_id: null,
        created_by: actor?.id ?? null,
        created_at: new Date().toISOString(),
      })
      .execute();
    const allocated = await allocate(
      trx,
      { id, clientId: input.clientId, availableCents: input.amountCents },
      input.allocations,
      actor,
    );
    await recordAudit({
      db: trx,
      actor,
      action: 'payment',
      entity: 'client',
      entityId: input.clientId,
      after: {
        paymentId: id,
        amount: centsToRand(input.amountCents),
        date: input.date,
        method: input.method,
        reference: input.reference,
        allocations: allocated,
      },
    });
  });
  return getPayment({ db }, id);
}

/** Allocates a payment's held credit to invoices of its client. */
export async function allocatePayment({
  db,
  actor,
  paymentId,
  input,
}: Change<{ paymentId: string; input: AllocationsInput }>) {
  await db.transaction().execute(async (trx) => {
    // Locks the payment: two allocations of one credit are checked one after the other.
    const payment = await trx
      .updateTable('client_payments')
      .set((eb) => ({ paid_on: eb.ref('paid_on') }))
      .where('id', '=', paymentId)
      .returning(['id', 'client_id', 'amount_cents'])
      .executeTakeFirst();
    if (!payment) throw notFound('Payment not found');
    const done = await trx
      .selectFrom('payment_allocations')
      .select((eb) => eb.fn.sum<string | number>('amount_cents').as('n'))
      .where('payment_id', '=', paymentId)
      .executeTakeFirst();
    const availableCents = Number(payment.amount_cents) - Number(done?.n ?? 0);
    if (availableCents <= 0) throw conflict('This payment is allocated in full: it holds no credit');
    const allocated = await allocate(
      trx,
      { id: paymentId, clientId: payment.client_id, availableCents },
      input.allocations,
      actor,
    );
    await recordAudit({
      db: trx,
      actor,
      action: 'allocate-payment',
      entity: 'client',
      entityId: payment.client_id,
      after: { paymentId, allocations: allocated },
    });
  });
  return getPayment({ db }, paymentId);
}

/** A payment recorded by mistake: it and its allocations go. A project's payment is deleted there. */
export async function deletePayment({ db, actor, paymentId }: Change<{ paymentId: string }>) {
  await db.transaction().execute(async (trx) => {
    const payment = await trx
      .selectFrom('client_payments')
      .selectAll()
      .where('id', '=', paymentId)
      .executeTakeFirst();
    if (!payment) throw notFound('Payment not found');
    if (payment.ledger_id !== null)
      throw conflict("This payment was recorded on a project: delete it on the project's Money tab");
    const allocations = await trx
      .selectFrom('payment_allocations as a')
      .leftJoin('invoices as i', 'i.id', 'a.invoice_id')
      .select(['i.number', 'a.amount_cents'])
      .where('a.payment_id', '=', paymentId)
      .execute();
    await trx.deleteFrom('payment_allocations').where('payment_id', '=', paymentId).execute();
    await trx.deleteFrom('client_payments').where('id', '=', paymentId).execute();
    await recordAudit({
      db: trx,
      actor,
      action: 'delete-payment',
      entity: 'client',
      entityId: payment.client_id,
      before: {
        paymentId,
        amount: centsToRand(Number(payment.amount_cents)),
        date: payment.paid_on,
        method: payment.method,
        reference: payment.reference,
        allocations: allocations.map((row) => ({
          invoice: row.number,
          amount: centsToRand(Number(row.amount_cents)),
        })),
      },
    });
  });
}

async function allocationsOf(db: Kysely<Database>, paymentIds: readonly string[]) {
  if (paymentIds.length === 0) return new Map<string, AllocationRow[]>();
  const rows = await db
    .selectFrom('payment_allocations as a')
    .innerJoin('invoices as i', 'i.id', 'a.invoice_id')
    .select(['a.id', 'a.payment_id', 'a.invoice_id', 'i.number as invoice_number', 'a.amount_cents'])
    .where('a.payment_id', 'in', paymentIds)
    .orderBy('a.created_at')
    .orderBy('i.number')
    .execute();
  const byPayment = new Map<string, AllocationRow[]>();
  for (const row of rows) byPayment.set(row.payment_id, [...(byPayment.get(row.payment_id) ?? []), row]);
  return byPayment;
}

export async function getPayment({ db }: ServiceDeps<'db'>, id: string): Promise<ClientPayment> {
  const row = await db
    .selectFrom('client_payments as p')
    .innerJoin('clients as c', 'c.id', 'p.client_id')
    .selectAll('p')
    .select('c.name as client_name')
    .where('p.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound('Payment not found');
  return toClientPayment(row, (await allocationsOf(db, [id])).get(id) ?? []);
}

export async function listPayments({ db }: ServiceDeps<'db'>, query: PaymentListQuery) {
  let base = db.selectFrom('client_payments as p').innerJoin('clients as c', 'c.id', 'p.client_id');
  if (query.clientId) base = base.where('p.client_id', '=', query.clientId);
  const [rows, count] = await Promise.all([
    base
      .selectAll('p')
      .select('c.name as client_name')
      .orderBy('p.paid_on', 'desc')
      .orderBy('p.created_at', 'desc')
      .orderBy('p.id')
      .limit(query.limit)
      .offset(query.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const allocations = await allocationsOf(
    db,
    rows.map((row) => row.id),
  );
  return {
    items: rows.map((row) => toClientPayment(row, allocations.get(row.id) ?? [])),
    total: Number(count.n),
  };
}

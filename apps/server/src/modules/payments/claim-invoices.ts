/**
 * A project's claims and their payments in the money register (issue 29): each progress claim or
 * retention release is an ISSUED invoice with the claim's id and number (source CLAIM), and each
 * payment against a claim is a client payment (ledger_id = the project_ledger row) allocated to it.
 * money.service calls these inside its own transactions, so the project's Money tab and the
 * register always agree. Migration 0035 moved the claims made before this the same way.
 */
import { randomUUID } from 'node:crypto';
import { centsToRand, formatZarExact } from '@firebreak/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ServiceDeps } from '../../lib/context';
import { conflict } from '../../lib/errors';
import { lockInvoiceBalances } from './payments.service';

const money = (cents: number) => formatZarExact(centsToRand(cents));

/** The line of a claim's invoice: what is charged now, saying what was held back. */
export function claimLineDescription(claim: {
  kind: string;
  description: string;
  work_value_cents: number;
  retention_percent: number;
  retention_cents: number;
}) {
  const retention = Number(claim.retention_cents);
  if (claim.kind !== 'PROGRESS' || retention === 0) return claim.description;
  return `${claim.description}: work value ${money(Number(claim.work_value_cents))} less ${Number(claim.retention_percent)}% retention of ${money(retention)}`;
}

/**
 * The project's client; a project whose client was deleted keeps its name: the client of that name
 * (clients.name_key), added again when there is none, as migration 0018 linked projects.
 */
async function clientOfProject(trx: Kysely<Database>, projectId: string) {
  const project = await trx
    .selectFrom('projects')
    .select(['client_id', 'client_name', 'client_type'])
    .where('id', '=', projectId)
    .executeTakeFirstOrThrow();
  const select = trx.selectFrom('clients as c').leftJoin('client_billing as b', 'b.client_id', 'c.id');
  const columns = ['c.id', 'c.name', 'c.address', 'b.vat_number'] as const;
  if (project.client_id) {
    const client = await select.select(columns).where('c.id', '=', project.client_id).executeTakeFirst();
    if (client) return client;
  }
  const key = project.client_name.trim().toLowerCase();
  const named = await select.select(columns).where('c.name_key', '=', key).executeTakeFirst();
  if (named) return named;
  const now = new Date().toISOString();
  const client = { id: randomUUID(), name: project.client_name.trim(), address: '', vat_number: null };
  await trx
    .insertInto('clients')
    .values({
      id: client.id,
      name: client.name,
      name_key: key,
      type: project.client_type === 'RESIDENTIAL' ? 'Residential' : 'Commercial',
      contact: '',
      email: '',
      phone: '',
      address: '',
      status: 'Active',
      rating: 0,
      last_contact: null,
      notes: 'Added from its project when its claims moved into the money register.',
      created_at: now,
      updated_at: now,
    })
    .execute();
  return client;
}

/** Writes a claim's invoice (the claim's id, number, dates, VAT and total). */
export async function registerClaim({ db: trx }: ServiceDeps<'db'>, claimId: string) {
  const claim = await trx
    .selectFrom('project_claims')
    .selectAll()
    .where('id', '=', claimId)
    .executeTakeFirstOrThrow();
  const client = await clientOfProject(trx, claim.project_id);
  const netCents = Number(claim.work_value_cents) - Number(claim.retention_cents);
  await trx
    .insertInto('invoices')
    .values({
      id: claim.id,
      kind: 'INVOICE',
      number: claim.number,
      status: 'ISSUED',
      client_id: client.id,
      client_name: client.name,
      client_address: client.address,
      client_vat_number: client.vat_number ?? null,
      site_id: null,
      project_id: claim.project_id,
      source: 'CLAIM',
      source_id: claim.id,
      source_key: `CLAIM:${claim.id}`,
      credits_invoice_id: null,
      issue_date: claim.claim_date,
      due_date: claim.due_date,
      reference: '',
      notes: '',
      reason: '',
      excl_cents: netCents,
      vat_cents: Number(claim.vat_cents),
      total_cents: Number(claim.total_cents),
      created_by: claim.created_by,
      created_at: claim.created_at,
      updated_at: claim.created_at,
      issued_by: claim.created_by,
      issued_at: claim.created_at,
    })
    .execute();
  await trx
    .insertInto('invoice_lines')
    .values({
      id: randomUUID(),
      invoice_id: claim.id,
      position: 0,
      description: claimLineDescription(claim).slice(0, 500),
      quantity_milli: 1000,
      unit_price_cents: netCents,
      tax_code: 'STANDARD',
      net_cents: netCents,
      vat_cents: Number(claim.vat_cents),
      credits_line_id: null,
    })
    .execute();
}

/** Removes a claim's invoice; refused when the register has paid or credited it since. */
export async function unregisterClaim({ db: trx }: ServiceDeps<'db'>, claimId: string, claimNumber: string) {
  // Locked first: a register payment allocating to it meanwhile is counted, not a foreign-key error.
  await lockInvoiceBalances({ db: trx }, [claimId]);
  const [allocated, credited] = await Promise.all([
    trx
      .selectFrom('payment_allocations')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('invoice_id', '=', claimId)
      .executeTakeFirstOrThrow(),
    trx
      .selectFrom('invoices')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('credits_invoice_id', '=', claimId)
      .executeTakeFirstOrThrow(),
  ]);
  if (Number(allocated.n) > 0)
    throw conflict(
      `${claimNumber} has payments allocated to it in the invoices register. Delete those first.`,
    );
  if (Number(credited.n) > 0)
    throw conflict(`${claimNumber} has a credit note in the invoices register: it cannot be deleted.`);
  await trx.deleteFrom('invoice_lines').where('invoice_id', '=', claimId).execute();
  await trx.deleteFrom('invoices').where('id', '=', claimId).execute();
}

/**
 * Writes a claim's payment as the client's payment, allocated to the claim's invoice up to what it
 * still owes there; an overpayment's rest is held as the client's credit.
 */
export async function registerClaimPayment({ db: trx }: ServiceDeps<'db'>, ledgerId: string) {
  const entry = await trx
    .selectFrom('project_ledger')
    .selectAll()
    .where('id', '=', ledgerId)
    .executeTakeFirstOrThrow();
  if (!entry.claim_id) return;
  const invoice = (await lockInvoiceBalances({ db: trx }, [entry.claim_id])).get(entry.claim_id);
  if (!invoice) return;
  const amountCents = Number(entry.amount_cents);
  await trx
    .insertInto('client_payments')
    .values({
      id: entry.id,
      client_id: invoice.clientId,
      paid_on: entry.occurred_on,
      amount_cents: amountCents,
      method: 'EFT',
      reference: invoice.number ?? '',
      notes: entry.description.slice(0, 1000),
      ledger_id: entry.id,
      created_by: entry.created_by,
      created_at: entry.created_at,
    })
    .execute();
  const allocated = Math.min(amountCents, Math.max(invoice.balanceCents, 0));
  if (allocated > 0)
    await trx
      .insertInto('payment_allocations')
      .values({
        id: randomUUID(),
        payment_id: entry.id,
        invoice_id: entry.claim_id,
        amount_cents: allocated,
        created_by: entry.created_by,
        created_at: entry.created_at,
      })
      .execute();
}

/** Removes a claim's payment from the register, with its allocations. */
export async function unregisterClaimPayment({ db: trx }: ServiceDeps<'db'>, ledgerId: string) {
  const payments = trx.selectFrom('client_payments').select('id').where('ledger_id', '=', ledgerId);
  await trx.deleteFrom('payment_allocations').where('payment_id', 'in', payments).execute();
  await trx.deleteFrom('client_payments').where('ledger_id', '=', ledgerId).execute();
}

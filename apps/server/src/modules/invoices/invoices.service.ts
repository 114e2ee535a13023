/**
 * The invoice register's list and drafts (issue 29): a draft is created and replaced whole, and
 * deleted, only while it is a draft; issuing and crediting are in invoice-issue.service.ts. Every
 * figure comes from the shared VAT rule (lineFigures, documentTotals); every write is audited.
 */
import { randomUUID } from 'node:crypto';
import {
  centsToRand,
  documentTotals,
  formatZarExact,
  INVOICE_LIMITS,
  type Invoice,
  type InvoiceDraftInput,
  type InvoiceList,
  type InvoiceListQuery,
  type InvoiceSource,
  invoiceQuantityToMilli,
  lineFigures,
  todayInSouthAfrica,
} from '@firebreak/shared';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { ServiceDeps } from '../../lib/context';
import { badRequest, conflict, InvoiceExistsError, notFound } from '../../lib/errors';
import type { Actor } from '../../lib/permissions';
import { containsText } from '../../lib/sql';
import { recordAudit } from '../audit/audit.service';
import { readInvoice, summaryQuery, toSummary } from './invoices.mapper';

type Write<T> = ServiceDeps<'db'> & { actor: Actor | null } & T;

export const money = (cents: number) => formatZarExact(centsToRand(cents));
const maxMoney = money(INVOICE_LIMITS.maxCents);

export async function listInvoices(
  { db }: ServiceDeps<'db'>,
  query: InvoiceListQuery,
  today = todayInSouthAfrica(),
): Promise<InvoiceList> {
  let rows = summaryQuery({ db });
  if (query.kind) rows = rows.where('invoices.kind', '=', query.kind);
  if (query.clientId) rows = rows.where('invoices.client_id', '=', query.clientId);
  if (query.q) {
    const q = query.q;
    rows = rows.where((eb) =>
      eb.or([
        containsText('invoices.number', q),
        containsText('invoices.client_name', q),
        containsText('invoices.reference', q),
      ]),
    );
  }
  // DRAFT is stored; the other statuses follow from the figures on `today`, so they are sorted out here.
  if (query.status) rows = rows.where('invoices.status', '=', query.status === 'DRAFT' ? 'DRAFT' : 'ISSUED');
  const ordered = rows.orderBy('invoices.created_at', 'desc').orderBy('invoices.id', 'desc');
  if (!query.status || query.status === 'DRAFT') {
    // The figures of every matching invoice, by toSummary's rule: an issued invoice's balance is its
    // total less credit notes and payments; overdue once its due date has passed.
    const balance = sql<number>`r.total_cents - r.paid_cents - r.credited_cents`;
    const open = sql`r.kind = 'INVOICE' AND r.status = 'ISSUED'`;
    const [page, figures] = await Promise.all([
      ordered.limit(query.limit).offset(query.offset).execute(),
      db
        .selectFrom(rows.as('r'))
        .select((eb) => [
          eb.fn.countAll<number>().as('n'),
          sql<number>`COALESCE(SUM(CASE WHEN ${open} THEN ${balance} ELSE 0 END), 0)`.as('outstanding'),
          sql<number>`COALESCE(SUM(CASE WHEN ${open} AND r.due_date < ${today} THEN ${balance} ELSE 0 END), 0)`.as(
            'overdue',
          ),
        ])
        .executeTakeFirstOrThrow(),
    ]);
    return {
      items: page.map((row) => toSummary(row, today)),
      total: Number(figures.n),
      outstandingCents: Number(figures.outstanding),
      overdueCents: Number(figures.overdue),
    };
  }
  const matching = (await ordered.execute())
    .map((row) => toSummary(row, today))
    .filter((invoice) => invoice.status === query.status);
  const sum = (list: typeof matching) => list.reduce((total, invoice) => total + invoice.balanceCents, 0);
  return {
    items: matching.slice(query.offset, query.offset + query.limit),
    total: matching.length,
    outstandingCents: sum(matching),
    overdueCents: sum(matching.filter((invoice) => invoice.dueDate !== null && invoice.dueDate < today)),
  };
}

export const getInvoice = (deps: ServiceDeps<'db'>, id: string): Promise<Invoice> => readInvoice(deps, id);

/** The client's recipient details as they print: name, address and billing VAT number. */
export async function recipientOf({ db }: ServiceDeps<'db'>, clientId: string) {
  const client = await db
    .selectFrom('clients')
    .leftJoin('client_billing', 'client_billing.client_id', 'clients.id')
    .select([
      'clients.name',
      'clients.address',
      'client_billing.vat_number',
      'client_billing.payment_terms_days',
    ])
    .where('clients.id', '=', clientId)
    .executeTakeFirst();
  if (!client) return null;
  return {
    client_name: client.name,
    client_address: client.address,
    client_vat_number: client.vat_number ?? null,
    termsDays: Number(client.payment_terms_days ?? INVOICE_LIMITS.defaultTermsDays),
  };
}

/** Checks the client, site and project, and works out every line's figures; nothing is written. */
async function prepareDraft(trx: Transaction<Database>, input: InvoiceDraftInput) {
  const recipient = await recipientOf({ db: trx }, input.clientId);
  if (!recipient) throw badRequest('Unknown client: choose one of your clients');
  if (input.siteId) {
    const site = await trx
      .selectFrom('sites')
      .select('client_id')
      .where('id', '=', input.siteId)
      .executeTakeFirst();
    if (!site) throw badRequest('Unknown site');
    if (site.client_id !== input.clientId) throw badRequest("That site is not one of this client's sites");
  }
  if (input.projectId) {
    const project = await trx
      .selectFrom('projects')
      .select('client_id')
      .where('id', '=', input.projectId)
      .executeTakeFirst();
    if (!project) throw badRequest('Unknown project');
    if (project.client_id !== input.clientId)
      throw badRequest("That project is not one of this client's projects");
  }
  const lines = input.lines.map((line, index) => {
    const quantityMilli = invoiceQuantityToMilli(line.quantity);
    if (quantityMilli < 1) throw badRequest(`Line ${index + 1}: the quantity must be at least 0.001`);
    const figures = lineFigures({
      quantityMilli,
      unitPriceCents: line.unitPriceCents,
      taxCode: line.taxCode,
    });
    if (figures.totalCents > INVOICE_LIMITS.maxCents)
      throw badRequest(`Line ${index + 1} comes to more than ${maxMoney}`);
    return { ...line, quantityMilli, ...figures };
  });
  const totals = documentTotals(lines);
  if (totals.totalCents > INVOICE_LIMITS.maxCents)
    throw badRequest(`The invoice total must be at most ${maxMoney}`);
  const { termsDays: _, ...details } = recipient;
  return { details, lines, totals };
}

async function writeLines(
  trx: Transaction<Database>,
  invoiceId: string,
  lines: Awaited<ReturnType<typeof prepareDraft>>['lines'],
) {
  await trx.deleteFrom('invoice_lines').where('invoice_id', '=', invoiceId).execute();
  if (lines.length === 0) return;
  await trx
    .insertInto('invoice_lines')
    .values(
      lines.map((line, position) => ({
        id: randomUUID(),
        invoice_id: invoiceId,
        position,
        description: line.description,
        quantity_milli: line.quantityMilli,
        unit_price_cents: line.unitPriceCents,
        tax_code: line.taxCode,
        net_cents: line.netCents,
        vat_cents: line.vatCents,
        credits_line_id: null,
      })),
    )
    .execute();
}

const auditFields = (input: InvoiceDraftInput, totalCents: number) => ({
  clientId: input.clientId,
  siteId: input.siteId,
  projectId: input.projectId,
  date: input.date,
  reference: input.reference,
  lines: input.lines.length,
  total: money(totalCents),
});

/** Where a draft came from, for drafts other code makes (an agreement's billing run): unique source_key. */
export type DraftOrigin = { source: InvoiceSource; sourceId: string | null; sourceKey: string | null };

/**
 * Writes one draft with its lines and audit inside the caller's transaction: the one way a draft row is
 * made, whether the office types it (createDraft) or a billing run makes it (agreements module).
 */
export async function insertDraft({
  db: trx,
  actor,
  input,
  origin = { source: 'MANUAL', sourceId: null, sourceKey: null },
}: Write<{ input: InvoiceDraftInput; origin?: DraftOrigin }>): Promise<string> {
  const id = randomUUID();
  const { details, lines, totals } = await prepareDraft(trx as Transaction<Database>, input);
  const now = new Date().toISOString();
  await trx
    .insertInto('invoices')
    .values({
      id,
      kind: 'INVOICE',
      number: null,
      status: 'DRAFT',
      client_id: input.clientId,
      ...details,
      site_id: input.siteId,
      project_id: input.projectId,
      source: origin.source,
      source_id: origin.sourceId,
      source_key: origin.sourceKey,
      credits_invoice_id: null,
      issue_date: input.date,
      due_date: null,
      reference: input.reference,
      notes: input.notes,
      reason: '',
      excl_cents: totals.exclCents,
      vat_cents: totals.vatCents,
      total_cents: totals.totalCents,
      created_by: actor?.id ?? null,
      created_at: now,
      updated_at: now,
      issued_by: null,
      issued_at: null,
    })
    .execute();
  await writeLines(trx as Transaction<Database>, id, lines);
  await recordAudit({
    db: trx,
    actor,
    action: 'create',
    entity: 'invoice',
    entityId: id,
    after: {
      ...auditFields(input, totals.totalCents),
      ...(origin.sourceKey ? { source: origin.source, sourceKey: origin.sourceKey } : {}),
    },
  });
  return id;
}

const MANUAL: DraftOrigin = { source: 'MANUAL', sourceId: null, sourceKey: null };

/**
 * Creates a draft. With a `sourceKey` (a visit's or a quote's work, decision 0088), the draft is the one
 * invoice of that source: another with the same key is refused with 409 and the existing invoice's id
 * (checked in the transaction, and by the unique index when two race).
 */
export async function createDraft({
  db,
  actor,
  input,
  from = MANUAL,
}: Write<{ input: InvoiceDraftInput; from?: DraftOrigin }>): Promise<Invoice> {
  let id = '';
  const existing = async () =>
    from.sourceKey
      ? db
          .selectFrom('invoices')
          .select(['id', 'number'])
          .where('source_key', '=', from.sourceKey)
          .executeTakeFirst()
      : undefined;
  const refuse = (row: { id: string; number: string | null }) =>
    new InvoiceExistsError(`This work is already invoiced (${row.number ?? 'a draft'})`, row.id);
  try {
    await db.transaction().execute(async (trx) => {
      if (from.sourceKey) {
        const found = await trx
          .selectFrom('invoices')
          .select(['id', 'number'])
          .where('source_key', '=', from.sourceKey)
          .executeTakeFirst();
        if (found) throw refuse(found);
      }
      id = await insertDraft({ db: trx, actor, input, origin: from });
    });
  } catch (error) {
    if (error instanceof InvoiceExistsError) throw error;
    const found = await existing();
    if (found) throw refuse(found);
    throw error;
  }
  return readInvoice({ db }, id);
}

/**
 * Takes the draft's row lock (an UPDATE that changes only updated_at) so a save, an issue or a delete
 * of the same draft run one after the other; refuses anything but a draft invoice.
 */
export async function lockDraft({ db, id }: ServiceDeps<'db'> & { id: string }) {
  const locked = await db
    .updateTable('invoices')
    .set({ updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .where('status', '=', 'DRAFT')
    .where('kind', '=', 'INVOICE')
    .returningAll()
    .executeTakeFirst();
  if (locked) return locked;
  const row = await db
    .selectFrom('invoices')
    .select(['number', 'kind'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound('Invoice not found');
  throw conflict(
    `${row.number ?? 'This document'} is issued and can no longer be changed: correct it with a credit note`,
  );
}

export async function replaceDraft({
  db,
  actor,
  id,
  input,
}: Write<{ id: string; input: InvoiceDraftInput }>) {
  await db.transaction().execute(async (trx) => {
    const before = await lockDraft({ db: trx, id });
    const { details, lines, totals } = await prepareDraft(trx, input);
    await trx
      .updateTable('invoices')
      .set({
        client_id: input.clientId,
        ...details,
        site_id: input.siteId,
        project_id: input.projectId,
        issue_date: input.date,
        reference: input.reference,
        notes: input.notes,
        excl_cents: totals.exclCents,
        vat_cents: totals.vatCents,
        total_cents: totals.totalCents,
      })
      .where('id', '=', id)
      .execute();
    await writeLines(trx, id, lines);
    await recordAudit({
      db: trx,
      actor,
      action: 'update',
      entity: 'invoice',
      entityId: id,
      before: {
        clientId: before.client_id,
        siteId: before.site_id,
        projectId: before.project_id,
        date: before.issue_date,
        reference: before.reference,
        total: money(Number(before.total_cents)),
      },
      after: auditFields(input, totals.totalCents),
    });
  });
  return readInvoice({ db }, id);
}

export async function deleteDraft({ db, actor, id }: Write<{ id: string }>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await lockDraft({ db: trx, id });
    await trx.deleteFrom('invoice_lines').where('invoice_id', '=', id).execute();
    await trx.deleteFrom('invoices').where('id', '=', id).execute();
    await recordAudit({
      db: trx,
      actor,
      action: 'delete',
      entity: 'invoice',
      entityId: id,
      before: {
        clientName: before.client_name,
        reference: before.reference,
        total: money(Number(before.total_cents)),
      },
    });
  });
}

/**
 * Call-outs and repair visits, and the parts and travel of a visit (issue 29 §2; docs/decisions/0088).
 * The office sends someone to a site (a CALL_OUT) or to do a won defect quote's work (a REPAIR); both
 * follow no schedule and are chargeable. Parts and travel are recorded on the visit: by the technician
 * while it is open (online; the offline outbox does not carry them), by the office until it is invoiced.
 * A visit's answer never carries a price: the invoice does.
 */
import { randomUUID } from 'node:crypto';
import {
  type CallOutInput,
  invoiceQuantityToMilli,
  johannesburgDate,
  milliToQuantity,
  type RepairVisitInput,
  VISIT_CHARGE_STRINGS,
  VISIT_STRINGS,
  type Visit,
  type VisitChargesInput,
  type VisitDetail,
  visitChargesInputSchema,
} from '@firebreak/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { InspectionVisitsTable } from '../../db/schema/sites';
import type { ServiceDeps } from '../../lib/context';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { Actor } from '../../lib/permissions';
import { recordAudit } from '../audit/audit.service';
import { findRow, visitOf, workableRow } from './visit-rows';

type Write<T> = ServiceDeps<'db'> & { actor: Actor; now?: Date } & T;

/** The parts of a visit (no prices) and the invoice made from it, for the visit's detail. */
export async function visitPartsOf(
  { db }: ServiceDeps<'db'>,
  visitId: string,
): Promise<Pick<VisitDetail, 'parts' | 'invoiceId'>> {
  const [parts, invoice] = await Promise.all([
    db
      .selectFrom('visit_parts')
      .select(['id', 'description', 'quantity_milli', 'price_list_item_id'])
      .where('visit_id', '=', visitId)
      .orderBy('position')
      .execute(),
    db.selectFrom('invoices').select('id').where('source_key', '=', `VISIT:${visitId}`).executeTakeFirst(),
  ]);
  return {
    parts: parts.map((p) => ({
      id: p.id,
      description: p.description,
      quantity: milliToQuantity(Number(p.quantity_milli)),
      priceListItemId: p.price_list_item_id,
    })),
    invoiceId: invoice?.id ?? null,
  };
}

async function checkTechnician(db: Kysely<Database>, technicianId: string | null | undefined) {
  if (!technicianId) return null;
  const person = await db
    .selectFrom('personnel')
    .select('id')
    .where('id', '=', technicianId)
    .executeTakeFirst();
  if (!person) throw badRequest(VISIT_STRINGS.technicianNotFound);
  return technicianId;
}

function unscheduledRow(
  fields: Pick<InspectionVisitsTable, 'site_id' | 'notes'> & {
    kind: 'CALL_OUT' | 'REPAIR';
    date: string;
    technicianId: string | null;
    quoteId: string | null;
  },
  stamp: string,
): InspectionVisitsTable {
  return {
    id: randomUUID(),
    site_id: fields.site_id,
    due_date: fields.date,
    // A call-out or repair follows no schedule: no frequency, nothing covered.
    frequency: '',
    frequencies: '[]',
    covers: '[]',
    status: fields.technicianId ? 'SCHEDULED' : 'DUE',
    scheduled_for: fields.date,
    technician_id: fields.technicianId,
    vehicle_id: null,
    notes: fields.notes,
    completed_at: null,
    created_at: stamp,
    updated_at: stamp,
    kind: fields.kind,
    quote_id: fields.quoteId,
    travel_km: 0,
  };
}

/**
 * The call-out's row and its audit entry, inside the caller's transaction (the portal's fault report
 * writes its request in the same one); the site and technician are checked by the caller. Its id.
 */
export async function insertCallOut({
  db,
  actor,
  siteId,
  input,
  technicianId,
  now,
}: Write<{
  siteId: string;
  input: Omit<CallOutInput, 'technicianId'>;
  technicianId: string | null;
  now: Date;
}>) {
  const row = unscheduledRow(
    { site_id: siteId, notes: input.reason, kind: 'CALL_OUT', date: input.date, technicianId, quoteId: null },
    now.toISOString(),
  );
  await db.insertInto('inspection_visits').values(row).execute();
  await recordAudit({
    db,
    actor,
    action: 'create',
    entity: 'visit',
    entityId: row.id,
    after: { kind: 'CALL_OUT', siteId, date: input.date, technicianId, reason: input.reason },
  });
  return row.id;
}

/** POST /api/sites/:id/call-outs: a chargeable visit to the site on a day, for a reason. */
export async function createCallOut({
  db,
  actor,
  siteId,
  input,
  now = new Date(),
}: Write<{ siteId: string; input: CallOutInput }>): Promise<Visit> {
  const site = await db.selectFrom('sites').select('id').where('id', '=', siteId).executeTakeFirst();
  if (!site) throw notFound(VISIT_CHARGE_STRINGS.siteNotFound);
  const technicianId = await checkTechnician(db, input.technicianId);
  const id = await db
    .transaction()
    .execute((trx) => insertCallOut({ db: trx, actor, siteId, input, technicianId, now }));
  return visitOf({ db }, await findRow({ db }, id), johannesburgDate(now));
}

/** POST /api/quotes/:id/repair-visit: a visit to do a won defect quote's work at its site. */
export async function createRepairVisit({
  db,
  actor,
  quoteId,
  input,
  now = new Date(),
}: Write<{ quoteId: string; input: RepairVisitInput }>): Promise<Visit> {
  const quote = await db
    .selectFrom('quotes')
    .select(['id', 'status', 'site_id', 'quote_number', 'project_title', 'superseded_by'])
    .where('id', '=', quoteId)
    .executeTakeFirst();
  if (!quote) throw notFound('Quote not found');
  if (quote.status !== 'Won') throw conflict(VISIT_CHARGE_STRINGS.repairNeedsWonQuote);
  if (quote.superseded_by) throw conflict(VISIT_CHARGE_STRINGS.quoteSuperseded);
  if (!quote.site_id) throw badRequest(VISIT_CHARGE_STRINGS.repairQuoteNoSite);
  const technicianId = await checkTechnician(db, input.technicianId);
  const stamp = now.toISOString();
  const row = unscheduledRow(
    {
      site_id: quote.site_id,
      notes: `Repairs quoted on ${quote.quote_number}: ${quote.project_title}`.slice(0, 2000),
      kind: 'REPAIR',
      date: input.date,
      technicianId,
      quoteId,
    },
    stamp,
  );
  await db.transaction().execute(async (trx) => {
    const open = await trx
      .selectFrom('inspection_visits')
      .select('id')
      .where('quote_id', '=', quoteId)
      .where('status', 'in', ['DUE', 'SCHEDULED', 'IN_PROGRESS'])
      .executeTakeFirst();
    if (open) throw conflict(VISIT_CHARGE_STRINGS.repairExists);
    await trx.insertInto('inspection_visits').values(row).execute();
    await recordAudit({
      db: trx,
      actor,
      action: 'create',
      entity: 'visit',
      entityId: row.id,
      after: { kind: 'REPAIR', quoteId, siteId: quote.site_id, date: input.date, technicianId },
    });
  });
  return visitOf({ db }, await findRow({ db }, row.id), johannesburgDate(now));
}

/**
 * PUT /api/visits/:id/charges: the travel and the parts used, replaced whole. A technician (their own
 * visit) while it is open; the office also after completion, until the visit is invoiced. A part
 * chosen from the price list takes the list's description (unless one is typed) and its price now.
 */
export async function setVisitCharges({
  db,
  actor,
  id,
  input,
  now = new Date(),
}: Write<{ id: string; input: VisitChargesInput }>): Promise<VisitDetail['parts']> {
  const parsed = visitChargesInputSchema.parse(input);
  const row = await workableRow({ db }, actor, id);
  const office = actor.role !== 'TECHNICIAN' && actor.role !== 'ENGINEER';
  if (row.status === 'CANCELLED') throw conflict(VISIT_STRINGS.closed);
  if (row.status === 'COMPLETED' && !office) throw conflict(VISIT_CHARGE_STRINGS.partsOpenOnly);
  const itemIds = [...new Set(parsed.parts.flatMap((p) => (p.priceListItemId ? [p.priceListItemId] : [])))];
  const items = itemIds.length
    ? await db
        .selectFrom('price_items')
        .select(['id', 'description', 'unit_price_cents'])
        .where('id', 'in', itemIds)
        .where('deleted_at', 'is', null)
        .execute()
    : [];
  const byId = new Map(items.map((item) => [item.id, item]));
  const stamp = now.toISOString();
  const parts = parsed.parts.map((part, position) => {
    const item = part.priceListItemId ? byId.get(part.priceListItemId) : undefined;
    if (part.priceListItemId && !item) throw badRequest(VISIT_CHARGE_STRINGS.priceItemUnknown);
    return {
      id: randomUUID(),
      visit_id: id,
      position,
      description: (part.description || item?.description || '').slice(0, 300),
      quantity_milli: invoiceQuantityToMilli(part.quantity),
      // A typed part has no list price: it is billed at 0 until the office prices it on the draft.
      unit_price_cents: Number(item?.unit_price_cents ?? 0),
      price_list_item_id: item?.id ?? null,
      created_at: stamp,
    };
  });
  await db.transaction().execute(async (trx) => {
    // The invoice check and the write in one transaction: a visit invoiced meanwhile keeps its figures.
    const invoiced = await trx
      .selectFrom('invoices')
      .select('number')
      .where('source_key', '=', `VISIT:${id}`)
      .executeTakeFirst();
    if (invoiced) throw conflict(VISIT_CHARGE_STRINGS.partsClosed);
    await trx.deleteFrom('visit_parts').where('visit_id', '=', id).execute();
    if (parts.length) await trx.insertInto('visit_parts').values(parts).execute();
    await trx
      .updateTable('inspection_visits')
      .set({ travel_km: parsed.travelKm, updated_at: stamp })
      .where('id', '=', id)
      .execute();
    await recordAudit({
      db: trx,
      actor,
      action: 'update',
      entity: 'visit',
      entityId: id,
      before: { travelKm: Number(row.travel_km ?? 0) },
      after: { travelKm: parsed.travelKm, parts: parts.length },
    });
  });
  return (await visitPartsOf({ db }, id)).parts;
}

/**
 * Maintenance agreements (issue 29 §1; decision 0087): drafts created, replaced and deleted while they
 * are drafts; the list with its filters; cancelling; the anniversary's escalation, previewed and
 * applied once per anniversary. Sending, the client's answer and the PDF are in
 * agreement-acceptance.service.ts; the billing run in billing-run.service.ts. Every write is audited.
 */
import { randomUUID } from 'node:crypto';
import {
  AGREEMENT_MESSAGES,
  type Agreement,
  type AgreementInput,
  type AgreementList,
  type AgreementListQuery,
  agreementNumber,
  bpToPercent,
  centsToRand,
  type EscalationPreview,
  escalatedFee,
  formatZarExact,
  latestAnniversary,
  nextAnniversary,
  percentToBp,
  todayInSouthAfrica,
} from '@firebreak/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AgreementsTable } from '../../db/schema/agreements';
import type { ServiceDeps } from '../../lib/context';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { Actor } from '../../lib/permissions';
import { nextInYear } from '../../lib/year-counters';
import { recordAudit } from '../audit/audit.service';
import { readAgreement, summariesOf, summaryQuery } from './agreements.mapper';

type Write<T> = ServiceDeps<'db'> & { actor: Actor | null } & T;

const money = (cents: number) => formatZarExact(centsToRand(cents));

export async function listAgreements(
  { db }: ServiceDeps<'db'>,
  query: AgreementListQuery,
): Promise<AgreementList> {
  let rows = summaryQuery({ db });
  if (query.clientId) rows = rows.where('agreements.client_id', '=', query.clientId);
  if (query.status) rows = rows.where('agreements.status', '=', query.status);
  const [page, count] = await Promise.all([
    rows
      .orderBy('agreements.created_at', 'desc')
      .orderBy('agreements.id', 'desc')
      .limit(query.limit)
      .offset(query.offset)
      .execute(),
    rows
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { items: await summariesOf({ db }, page), total: Number(count.n) };
}

export const getAgreement = (deps: ServiceDeps<'db'>, id: string): Promise<Agreement> =>
  readAgreement(deps, id);

/** The client, every site (the client's) and every asset (at its site) checked; nothing written. */
async function checkInput(db: Kysely<Database>, input: AgreementInput) {
  const client = await db
    .selectFrom('clients')
    .select('id')
    .where('id', '=', input.clientId)
    .executeTakeFirst();
  if (!client) throw badRequest(AGREEMENT_MESSAGES.unknownClient);
  const siteIds = input.sites.map((s) => s.siteId);
  const sites = await db.selectFrom('sites').select(['id', 'client_id']).where('id', 'in', siteIds).execute();
  const siteOf = new Map(sites.map((s) => [s.id, s.client_id]));
  for (const siteId of siteIds) {
    if (!siteOf.has(siteId)) throw badRequest(AGREEMENT_MESSAGES.unknownSite);
    if (siteOf.get(siteId) !== input.clientId) throw badRequest(AGREEMENT_MESSAGES.siteElsewhere);
  }
  const assetIds = input.sites.flatMap((s) => s.items.flatMap((i) => (i.assetId ? [i.assetId] : [])));
  if (assetIds.length) {
    const assets = await db
      .selectFrom('assets')
      .select(['id', 'site_id'])
      .where('id', 'in', assetIds)
      .execute();
    const assetSite = new Map(assets.map((a) => [a.id, a.site_id]));
    for (const site of input.sites)
      for (const item of site.items) {
        if (!item.assetId) continue;
        if (!assetSite.has(item.assetId)) throw badRequest(AGREEMENT_MESSAGES.unknownAsset);
        if (assetSite.get(item.assetId) !== site.siteId) throw badRequest(AGREEMENT_MESSAGES.assetElsewhere);
      }
  }
}

const columnsOf = (input: AgreementInput) => ({
  client_id: input.clientId,
  start_date: input.startDate,
  end_date: input.endDate,
  notice_days: input.noticeDays,
  auto_renew: input.autoRenew ? 1 : 0,
  cadence: input.cadence,
  timing: input.timing,
  fee_cents: input.feeCents,
  includes_routine_visits: input.includesRoutineVisits ? 1 : 0,
  call_outs_included: input.callOutsIncluded,
  labour_hours_included: input.labourHoursIncluded,
  call_out_fee_cents: input.callOutFeeCents,
  hourly_rate_cents: input.hourlyRateCents,
  travel_per_km_cents: input.travelPerKmCents,
  parts_markup_bp: percentToBp(input.partsMarkupPercent),
  notes: input.notes,
});

async function writeCoverage(db: Kysely<Database>, agreementId: string, input: AgreementInput) {
  await db.deleteFrom('agreement_items').where('agreement_id', '=', agreementId).execute();
  await db.deleteFrom('agreement_sites').where('agreement_id', '=', agreementId).execute();
  await db
    .insertInto('agreement_sites')
    .values(
      input.sites.map((site, position) => ({ agreement_id: agreementId, site_id: site.siteId, position })),
    )
    .execute();
  const items = input.sites.flatMap((site) =>
    site.items.map((item, position) => ({
      id: randomUUID(),
      agreement_id: agreementId,
      site_id: site.siteId,
      position,
      asset_id: item.assetId,
      system: item.system,
      custom_interval_days: item.customIntervalDays,
    })),
  );
  for (let i = 0; i < items.length; i += 200)
    await db
      .insertInto('agreement_items')
      .values(items.slice(i, i + 200))
      .execute();
}

const auditOf = (input: AgreementInput) => ({
  clientId: input.clientId,
  sites: input.sites.length,
  startDate: input.startDate,
  endDate: input.endDate,
  cadence: input.cadence,
  timing: input.timing,
  fee: money(input.feeCents),
});

export async function createAgreement({
  db,
  actor,
  input,
}: Write<{ input: AgreementInput }>): Promise<Agreement> {
  const id = randomUUID();
  await db.transaction().execute(async (trx) => {
    await checkInput(trx, input);
    const now = new Date().toISOString();
    const year = Number(todayInSouthAfrica().slice(0, 4));
    const number = agreementNumber(year, await nextInYear(trx, 'agreement_counters', year));
    await trx
      .insertInto('agreements')
      .values({
        id,
        number,
        status: 'DRAFT',
        ...columnsOf(input),
        accepted_name: null,
        accepted_at: null,
        accepted_ip: null,
        declined_name: null,
        declined_reason: null,
        declined_at: null,
        document_id: null,
        created_by: actor?.id ?? null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await writeCoverage(trx, id, input);
    await recordAudit({
      db: trx,
      actor,
      action: 'create',
      entity: 'agreement',
      entityId: id,
      after: { number, ...auditOf(input) },
    });
  });
  return readAgreement({ db }, id);
}

/** The agreement's row under its lock (an UPDATE of updated_at), 404 when it does not exist. */
export async function lockAgreement({
  db,
  id,
}: ServiceDeps<'db'> & { id: string }): Promise<AgreementsTable> {
  const row = await db
    .updateTable('agreements')
    .set({ updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw notFound(AGREEMENT_MESSAGES.notFound);
  return row;
}

export async function replaceAgreement({
  db,
  actor,
  id,
  input,
}: Write<{ id: string; input: AgreementInput }>): Promise<Agreement> {
  await db.transaction().execute(async (trx) => {
    const before = await lockAgreement({ db: trx, id });
    if (before.status !== 'DRAFT') throw conflict(AGREEMENT_MESSAGES.notDraft);
    await checkInput(trx, input);
    await trx.updateTable('agreements').set(columnsOf(input)).where('id', '=', id).execute();
    await writeCoverage(trx, id, input);
    await recordAudit({
      db: trx,
      actor,
      action: 'update',
      entity: 'agreement',
      entityId: id,
      before: {
        number: before.number,
        fee: money(Number(before.fee_cents)),
        startDate: before.start_date,
        endDate: before.end_date,
      },
      after: auditOf(input),
    });
  });
  return readAgreement({ db }, id);
}

export async function deleteAgreement({ db, actor, id }: Write<{ id: string }>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await lockAgreement({ db: trx, id });
    if (before.status !== 'DRAFT') throw conflict(AGREEMENT_MESSAGES.notDraft);
    await trx.deleteFrom('agreements').where('id', '=', id).execute();
    await recordAudit({
      db: trx,
      actor,
      action: 'delete',
      entity: 'agreement',
      entityId: id,
      before: { number: before.number },
    });
  });
}

/** Ends a sent or active agreement; its open visits become chargeable again. */
export async function cancelAgreement({ db, actor, id }: Write<{ id: string }>): Promise<Agreement> {
  await db.transaction().execute(async (trx) => {
    const before = await lockAgreement({ db: trx, id });
    if (before.status !== 'ACTIVE' && before.status !== 'SENT' && before.status !== 'DRAFT')
      throw conflict(`${before.number} is ${before.status.toLowerCase()} already`);
    await trx.updateTable('agreements').set({ status: 'CANCELLED' }).where('id', '=', id).execute();
    await trx
      .updateTable('agreement_links')
      .set({ revoked_at: new Date().toISOString() })
      .where('agreement_id', '=', id)
      .where('revoked_at', 'is', null)
      .where('decision', 'is', null)
      .execute();
    await trx
      .updateTable('inspection_visits')
      .set({ agreement_id: null })
      .where('agreement_id', '=', id)
      .where('status', 'in', ['DUE', 'SCHEDULED'])
      .execute();
    await recordAudit({
      db: trx,
      actor,
      action: 'cancel',
      entity: 'agreement',
      entityId: id,
      before: { status: before.status },
      after: { status: 'CANCELLED' },
    });
  });
  return readAgreement({ db }, id);
}

/** The escalation the anniversary allows, from the row (pure after the reads). */
function previewOf(
  row: AgreementsTable,
  done: ReadonlySet<string>,
  pct: number,
  today: string,
): EscalationPreview {
  const oldFeeCents = Number(row.fee_cents);
  const newFeeCents = escalatedFee(oldFeeCents, percentToBp(pct));
  const latest = latestAnniversary(row.start_date, today);
  const base = { oldFeeCents, newFeeCents, percent: pct };
  if (row.status !== 'ACTIVE')
    return {
      ...base,
      anniversary: latest ?? nextAnniversary(row.start_date, today),
      canApply: false,
      reason: AGREEMENT_MESSAGES.notActive,
    };
  if (!latest) {
    const first = nextAnniversary(row.start_date, today);
    return {
      ...base,
      anniversary: first,
      canApply: false,
      reason: AGREEMENT_MESSAGES.beforeAnniversary(first),
    };
  }
  if (done.has(latest)) {
    const next = nextAnniversary(row.start_date, today);
    return {
      ...base,
      anniversary: next,
      canApply: false,
      reason: AGREEMENT_MESSAGES.alreadyEscalated(latest),
    };
  }
  return { ...base, anniversary: latest, canApply: true, reason: null };
}

async function escalationsDone(db: Kysely<Database>, id: string) {
  const rows = await db
    .selectFrom('agreement_escalations')
    .select('anniversary')
    .where('agreement_id', '=', id)
    .execute();
  return new Set(rows.map((r) => r.anniversary));
}

export async function previewEscalation(
  { db }: ServiceDeps<'db'>,
  { id, pct, today = todayInSouthAfrica() }: { id: string; pct: number; today?: string },
): Promise<EscalationPreview> {
  const row = await db.selectFrom('agreements').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(AGREEMENT_MESSAGES.notFound);
  return previewOf(row, await escalationsDone(db, id), pct, today);
}

/**
 * Applies the escalation for the latest anniversary passed: under the agreement's lock, once per
 * anniversary (the unique (agreement, anniversary) row refuses a second, even at the same moment).
 */
export async function applyEscalation({
  db,
  actor,
  id,
  pct,
  today = todayInSouthAfrica(),
}: Write<{ id: string; pct: number; today?: string }>): Promise<Agreement> {
  await db.transaction().execute(async (trx) => {
    const row = await lockAgreement({ db: trx, id });
    const preview = previewOf(row, await escalationsDone(trx, id), pct, today);
    if (!preview.canApply) throw conflict(preview.reason ?? AGREEMENT_MESSAGES.notActive);
    await trx
      .insertInto('agreement_escalations')
      .values({
        id: randomUUID(),
        agreement_id: id,
        anniversary: preview.anniversary,
        pct_bp: percentToBp(pct),
        old_fee_cents: preview.oldFeeCents,
        new_fee_cents: preview.newFeeCents,
        created_by: actor?.id ?? null,
        created_at: new Date().toISOString(),
      })
      .execute();
    await trx
      .updateTable('agreements')
      .set({ fee_cents: preview.newFeeCents })
      .where('id', '=', id)
      .execute();
    await recordAudit({
      db: trx,
      actor,
      action: 'escalate',
      entity: 'agreement',
      entityId: id,
      before: { number: row.number, fee: money(preview.oldFeeCents) },
      after: {
        number: row.number,
        fee: money(preview.newFeeCents),
        percent: bpToPercent(percentToBp(pct)),
        anniversary: preview.anniversary,
      },
    });
  });
  return readAgreement({ db }, id);
}

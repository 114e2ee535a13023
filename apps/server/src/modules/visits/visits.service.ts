/**
 * Inspection visits (issue 16, part 2a; docs/decisions/0065): generating the due ones, listing
 * (technicians see their own), reading one with what it covers, scheduling and completing.
 */
import { randomUUID } from 'node:crypto';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import {
  addDays,
  assetTypeOf,
  type Conflict,
  type DueVisit,
  dueVisits,
  type Frequency,
  johannesburgDate,
  OPEN_VISIT_STATUSES,
  paperAnchors,
  VISIT_LIMITS,
  VISIT_STRINGS,
  type Visit,
  type VisitCover,
  type VisitDetail,
  type VisitGenerateResult,
  type VisitStatus,
  type VisitsQuery,
  type VisitUpdate,
  type VisitUpdateResult,
} from '@firebreak/shared';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../db/schema';
import type { InspectionVisitsTable } from '../../db/schema/sites';
import type { ServiceDeps } from '../../lib/context';
import { notFound } from '../../lib/errors';
import type { Actor } from '../../lib/permissions';
import { markCoveredVisits } from '../agreements/agreement-coverage';
import type { DesiredAlert } from '../alerts/alert-rules';
import { SITE_CAUSE, syncAlerts } from '../alerts/alerts.service';
import { recordAudit } from '../audit/audit.service';
import { assertBookable } from '../dispatch/assignment.service';
import { registrationConflicts } from '../dispatch/dispatch-data';
import { logbookSinceLastVisit } from '../portal/portal-logbook.service';
import { visitRequestOf } from '../portal/visit-request';
import { visitPartsOf } from './visit-charges.service';
import {
  assertOpen,
  baseQuery,
  findRow,
  type Row,
  readableRow,
  scopeOf,
  systemsOf,
  visitOf,
} from './visit-rows';
import { visitWork } from './visit-work.service';
import { parseList, toVisit } from './visits.mapper';

/** Visits in a date range (by their day: scheduled date, else due date), soonest first. */
export async function listVisits(
  { db }: ServiceDeps<'db'>,
  actor: Actor,
  query: VisitsQuery,
  now = new Date(),
): Promise<Visit[]> {
  const today = johannesburgDate(now);
  const from = query.from ?? today;
  const to = query.to ?? addDays(from, 13);
  const day = sql<string>`coalesce(v.scheduled_for, v.due_date)`;
  let q = baseQuery({ db }).where((eb) => {
    const inRange = eb.and([eb(day, '>=', from), eb(day, '<=', to)]);
    if (!query.includeOverdue) return inRange;
    return eb.or([
      inRange,
      eb.and([eb('v.due_date', '<', today), eb('v.status', 'in', [...OPEN_VISIT_STATUSES])]),
    ]);
  });
  const own = await scopeOf({ db }, actor);
  if (own !== undefined) q = q.where('v.technician_id', '=', own);
  if (query.technicianId) q = q.where('v.technician_id', '=', query.technicianId);
  if (query.siteId) q = q.where('v.site_id', '=', query.siteId);
  if (query.status) q = q.where('v.status', '=', query.status);
  const rows = (await q
    .orderBy('v.due_date')
    .orderBy('sites.name')
    .orderBy('v.id')
    .limit(5000)
    .execute()) as Row[];
  const systems = await systemsOf({ db }, rows);
  return rows.map((row) => toVisit(row, today, systems.get(row.id) ?? []));
}

export async function getVisit(
  { db }: ServiceDeps<'db'>,
  actor: Actor,
  id: string,
  now = new Date(),
): Promise<VisitDetail> {
  const row = await readableRow({ db }, actor, id);
  const covers = parseList<VisitCover>(row.covers);
  const assets = covers.length
    ? await db
        .selectFrom('assets')
        .selectAll()
        .where(
          'id',
          'in',
          covers.map((c) => c.assetId),
        )
        .execute()
    : [];
  const byId = new Map(assets.map((a) => [a.id, a]));
  return {
    ...(await visitOf({ db }, row, johannesburgDate(now))),
    siteAddress: row.site_address,
    accessNotes: row.access_notes,
    assets: covers.flatMap((cover) => {
      const asset = byId.get(cover.assetId);
      if (!asset) return []; // removed from the register since
      const type = assetTypeOf(asset.asset_type);
      return [
        {
          id: asset.id,
          type: asset.asset_type,
          typeLabel: type?.label ?? asset.asset_type,
          make: asset.make,
          model: asset.model,
          serial: asset.serial,
          location: asset.location,
          tasks: (type?.tasks ?? []).filter((t) => cover.frequencies.includes(t.frequency)),
          readings: type?.readings ?? [],
        },
      ];
    }),
    work: {
      ...(await visitWork({ db }, row)),
      logbookSinceLastVisit: await logbookSinceLastVisit({ db, siteId: row.site_id, visitId: row.id }),
    },
    ...(await visitPartsOf({ db }, row.id)),
    request: await visitRequestOf({ db }, row.id),
  };
}

export async function updateVisit({
  db,
  actor,
  id,
  input,
  now = new Date(),
}: ServiceDeps<'db'> & {
  actor: Actor;
  id: string;
  input: VisitUpdate;
  now?: Date;
}): Promise<VisitUpdateResult> {
  const row = await findRow({ db }, id);
  assertOpen(row);
  const next = {
    scheduled_for: input.scheduledFor === undefined ? row.scheduled_for : input.scheduledFor,
    technician_id: input.technicianId === undefined ? row.technician_id : input.technicianId,
    vehicle_id: input.vehicleId === undefined ? row.vehicle_id : input.vehicleId,
    notes: input.notes ?? row.notes,
  };
  if (next.technician_id && next.technician_id !== row.technician_id) {
    const person = await db
      .selectFrom('personnel')
      .select('id')
      .where('id', '=', next.technician_id)
      .executeTakeFirst();
    if (!person) throw notFound(VISIT_STRINGS.technicianNotFound);
  }
  if (next.vehicle_id && next.vehicle_id !== row.vehicle_id) {
    const vehicle = await db
      .selectFrom('vehicles')
      .select('id')
      .where('id', '=', next.vehicle_id)
      .executeTakeFirst();
    if (!vehicle) throw notFound(VISIT_STRINGS.vehicleNotFound);
  }
  // A new technician or day must hold the registration the visit's assets need (issue 30 §3):
  // refused (422) unless an administrator overrides with a reason.
  let overridden: Conflict[] = [];
  const reason = (input.overrideReason ?? '').trim();
  if (
    input.status !== 'CANCELLED' &&
    next.technician_id &&
    (next.technician_id !== row.technician_id || next.scheduled_for !== row.scheduled_for)
  ) {
    const problems = await registrationConflicts(
      { db },
      {
        siteId: row.site_id,
        covers: row.covers,
        technicianId: next.technician_id,
        date: next.scheduled_for ?? johannesburgDate(now),
      },
    );
    overridden = assertBookable(actor, problems, reason);
  }
  let status: VisitStatus = row.status as VisitStatus;
  if (input.status === 'CANCELLED') status = 'CANCELLED';
  else if (status !== 'IN_PROGRESS') status = next.scheduled_for && next.technician_id ? 'SCHEDULED' : 'DUE';
  const stamp = now.toISOString();
  await db
    .updateTable('inspection_visits')
    .set({ ...next, status, updated_at: stamp })
    .where('id', '=', id)
    .execute();
  await recordAudit({
    db,
    actor,
    action: 'update',
    entity: 'visit',
    entityId: id,
    before: {
      status: row.status,
      scheduledFor: row.scheduled_for,
      technicianId: row.technician_id,
      vehicleId: row.vehicle_id,
      notes: row.notes,
    },
    after: {
      status,
      scheduledFor: next.scheduled_for,
      technicianId: next.technician_id,
      vehicleId: next.vehicle_id,
      notes: next.notes,
      ...(overridden.length > 0
        ? {
            overrideReason: reason,
            overridden: overridden.map((c) => ({ kind: c.kind, message: c.message })),
          }
        : {}),
    },
  });
  const updated = await findRow({ db }, id);
  const warnings: string[] = [];
  if (status === 'SCHEDULED' && next.technician_id && next.scheduled_for) {
    const others = await db
      .selectFrom('inspection_visits')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('technician_id', '=', next.technician_id)
      .where('scheduled_for', '=', next.scheduled_for)
      .where('status', 'in', [...OPEN_VISIT_STATUSES])
      .where('id', '!=', id)
      .executeTakeFirstOrThrow();
    const count = Number(others.n);
    if (count > 0)
      warnings.push(
        VISIT_STRINGS.clash(updated.technician_name ?? 'The technician', next.scheduled_for, count),
      );
  }
  return { ...(await visitOf({ db }, updated, johannesburgDate(now))), warnings };
}

/** The row of a generated visit: due, with no day, technician or vehicle yet. */
export function newVisitRow(v: DueVisit, stamp: string): InspectionVisitsTable {
  return {
    id: randomUUID(),
    site_id: v.siteId,
    due_date: v.dueDate,
    frequency: v.frequency,
    frequencies: JSON.stringify(v.frequencies),
    covers: JSON.stringify(v.covers),
    status: 'DUE',
    kind: 'ROUTINE',
    scheduled_for: null,
    technician_id: null,
    vehicle_id: null,
    notes: '',
    completed_at: null,
    created_at: stamp,
    updated_at: stamp,
  };
}

/**
 * Inserts the visits the sites need and that are missing (one per site per due date; the unique index
 * and ON CONFLICT DO NOTHING make it idempotent, also when two instances run it at once), and removes
 * generated visits nobody has touched (DUE, no date, no technician) that are no longer needed because
 * a completion moved the anchor. Scheduled, started, completed and cancelled visits are never removed;
 * a visit not yet started (DUE or SCHEDULED) is brought up to date with what the register now needs
 * that day (an asset added since).
 */
export async function generateDueVisits(
  { db }: ServiceDeps<'db'>,
  {
    today,
    horizonDays = VISIT_LIMITS.horizonDays,
    siteIds,
    batchSites = GENERATION_BATCH_SITES,
  }: { today: string; horizonDays?: number; siteIds?: string[]; batchSites?: number },
): Promise<VisitGenerateResult> {
  if (siteIds) return generateForSites(db, { today, horizonDays, siteIds });
  // Every site: a batch of sites at a time, giving the event loop back in between, so a register of
  // tens of thousands of assets neither holds every row in memory nor stalls requests for seconds.
  const all = await db.selectFrom('sites').select('id').orderBy('id').execute();
  const total = { created: 0, removed: 0 };
  for (let i = 0; i < all.length; i += batchSites) {
    if (i > 0) await yieldToEventLoop();
    const ids = all.slice(i, i + batchSites).map((site) => site.id);
    const done = await generateForSites(db, { today, horizonDays, siteIds: ids });
    total.created += done.created;
    total.removed += done.removed;
  }
  return total;
}

/** Sites per batch of a full generation run (docs/decisions/0065, Measured). */
const GENERATION_BATCH_SITES = 25;

async function generateForSites(
  db: Kysely<Database>,
  { today, horizonDays, siteIds }: { today: string; horizonDays: number; siteIds: string[] },
): Promise<VisitGenerateResult> {
  if (siteIds.length === 0) return { created: 0, removed: 0 };
  const sitesQ = db.selectFrom('sites').select(['id', 'created_at']).where('id', 'in', siteIds);
  const assetsQ = db
    .selectFrom('assets')
    .select(['id', 'site_id', 'asset_type', 'installed_on'])
    .where('site_id', 'in', siteIds);
  const visitsQ = db
    .selectFrom('inspection_visits')
    .select([
      'id',
      'site_id',
      'due_date',
      'status',
      'frequency',
      'frequencies',
      'covers',
      'completed_at',
      'scheduled_for',
      'technician_id',
    ])
    // Call-outs and repairs follow no schedule: generation neither counts, updates nor removes them.
    .where('kind', '=', 'ROUTINE')
    .where('site_id', 'in', siteIds);
  // What papers read into the register record per asset (paperwork intake): the latest service and test.
  const recordsQ = db
    .selectFrom('asset_records')
    .select((eb) => [
      'asset_id',
      eb.fn.max('serviced_on').as('serviced_on'),
      eb.fn.max('tested_on').as('tested_on'),
    ])
    .where('site_id', 'in', siteIds)
    .groupBy('asset_id');
  const [sites, assets, existing, records] = await Promise.all([
    sitesQ.execute(),
    assetsQ.execute(),
    visitsQ.execute(),
    recordsQ.execute(),
  ]);
  const recorded = new Map(
    records.map((r) => [
      r.asset_id,
      paperAnchors({ servicedOn: r.serviced_on as string | null, testedOn: r.tested_on as string | null }),
    ]),
  );
  const lastCompleted = new Map<string, string>();
  for (const v of existing) {
    if (v.status !== 'COMPLETED' || !v.completed_at) continue;
    const done = johannesburgDate(new Date(v.completed_at));
    for (const f of parseList<Frequency>(v.frequencies)) {
      const key = `${v.site_id}:${f}`;
      const current = lastCompleted.get(key);
      if (!current || done > current) lastCompleted.set(key, done);
    }
  }
  const wanted = dueVisits({
    sites: sites.map((s) => ({ id: s.id, createdOn: johannesburgDate(new Date(s.created_at)) })),
    assets: assets.map((a) => ({
      id: a.id,
      siteId: a.site_id,
      assetType: a.asset_type,
      installedOn: a.installed_on,
      anchors: recorded.get(a.id),
    })),
    lastCompleted,
    today,
    horizonDays,
  });
  const have = new Map(existing.map((v) => [`${v.site_id}:${v.due_date}`, v]));
  // A visit not yet started takes in what was added to the register since (an asset, a task due).
  const refreshed = wanted.flatMap((v) => {
    const current = have.get(`${v.siteId}:${v.dueDate}`);
    if (!current || (current.status !== 'DUE' && current.status !== 'SCHEDULED')) return [];
    const covers = JSON.stringify(v.covers);
    const frequencies = JSON.stringify(v.frequencies);
    if (current.covers === covers && current.frequencies === frequencies) return [];
    return [{ id: current.id, frequency: v.frequency, frequencies, covers }];
  });
  const wantedKeys = new Set(wanted.map((v) => `${v.siteId}:${v.dueDate}`));
  const stamp = new Date().toISOString();
  const inserts = wanted
    .filter((v) => !have.has(`${v.siteId}:${v.dueDate}`))
    .map((v) => newVisitRow(v, stamp));
  const stale = existing
    .filter(
      (v) =>
        v.status === 'DUE' &&
        v.scheduled_for === null &&
        v.technician_id === null &&
        !wantedKeys.has(`${v.site_id}:${v.due_date}`),
    )
    .map((v) => v.id);
  let created = 0;
  if (inserts.length + stale.length + refreshed.length === 0) return { created: 0, removed: 0 };
  const write = async (trx: Kysely<Database>) => {
    for (let i = 0; i < inserts.length; i += 500) {
      const added = await trx
        .insertInto('inspection_visits')
        .values(inserts.slice(i, i + 500))
        .onConflict((oc) =>
          // The partial unique index's own predicate, written out: SQLite matches it only as a literal.
          oc.columns(['site_id', 'due_date']).where(sql<boolean>`kind = 'ROUTINE'`).doNothing(),
        )
        .returning('id')
        .execute();
      created += added.length;
    }
    for (const v of refreshed) {
      await trx
        .updateTable('inspection_visits')
        .set({ frequency: v.frequency, frequencies: v.frequencies, covers: v.covers, updated_at: stamp })
        .where('id', '=', v.id)
        .where('status', 'in', ['DUE', 'SCHEDULED'])
        .execute();
    }
    for (let i = 0; i < stale.length; i += 500) {
      await trx
        .deleteFrom('inspection_visits')
        .where('id', 'in', stale.slice(i, i + 500))
        .where('status', '=', 'DUE')
        .where('technician_id', 'is', null)
        .where('scheduled_for', 'is', null)
        .execute();
    }
  };
  const writeAndCover = async (trx: Kysely<Database>) => {
    await write(trx);
    // New visits inside an ACTIVE agreement's term are covered by it (decision 0087).
    await markCoveredVisits({ db: trx }, { siteIds });
  };
  // One transaction (the demo seed already runs in one).
  if (db.isTransaction) await writeAndCover(db);
  else await db.transaction().execute(writeAndCover);
  return { created, removed: stale.length };
}

/**
 * COMPLIANCE alerts for sites: one per site with open visits past their due date (HIGH; CRITICAL when
 * the oldest is more than 30 days late), keyed `COMPLIANCE:SITE:<siteId>`, no project; resolved when
 * none is overdue any more.
 */
export async function evaluateVisitAlerts(deps: ServiceDeps<'db' | 'events'>, now = new Date()) {
  const today = johannesburgDate(now);
  const overdue = await deps.db
    .selectFrom('inspection_visits as v')
    .innerJoin('sites', 'sites.id', 'v.site_id')
    .innerJoin('clients', 'clients.id', 'sites.client_id')
    .select(['v.site_id', 'v.due_date', 'sites.name as site_name', 'clients.name as client_name'])
    .where('v.due_date', '<', today)
    .where('v.status', 'in', [...OPEN_VISIT_STATUSES])
    .orderBy('v.due_date')
    .execute();
  const bySite = new Map<string, { name: string; client: string; oldest: string; count: number }>();
  for (const v of overdue) {
    const site = bySite.get(v.site_id);
    if (site) site.count += 1;
    else bySite.set(v.site_id, { name: v.site_name, client: v.client_name, oldest: v.due_date, count: 1 });
  }
  const desired: DesiredAlert[] = [...bySite].map(([siteId, s]) => {
    const days = Math.round((Date.parse(today) - Date.parse(s.oldest)) / 86_400_000);
    return {
      causeKey: `${SITE_CAUSE}${siteId}`,
      type: 'COMPLIANCE',
      severity: days > 30 ? 'CRITICAL' : 'HIGH',
      title: `Inspection overdue: ${s.name}`,
      message: `${s.client}, ${s.name}: ${s.count} inspection visit${s.count === 1 ? '' : 's'} overdue, the oldest due ${s.oldest} (${days} days ago). Site page: /sites/${siteId}`,
      projectId: null,
    };
  });
  const existing = await deps.db
    .selectFrom('alerts')
    .selectAll()
    .where('type', '=', 'COMPLIANCE')
    .where('cause_key', 'like', `${SITE_CAUSE}%`)
    .execute();
  return syncAlerts({ ...deps, desired, existing, now });
}

/**
 * The alert-check timer's visit work: a full generation once per calendar day (the day moving is the
 * only thing that changes what every site needs: a register edit and a completion regenerate their own
 * site at once), then the overdue alerts on every tick. Returns the day it last generated for.
 */
export async function runVisitChecks(
  deps: ServiceDeps<'db' | 'events'>,
  { generatedOn, now = new Date() }: { generatedOn: string | null; now?: Date },
): Promise<string> {
  const today = johannesburgDate(now);
  if (generatedOn !== today) await generateDueVisits(deps, { today });
  await evaluateVisitAlerts(deps, now);
  return today;
}

/**
 * How the visit services read a visit: the joined row, and who may see or work on it (a technician
 * only their own visits; docs/permissions.md). Its API shape is visits.mapper.ts.
 */
import {
  assetTypeOf,
  type FireSystem,
  SYSTEMS,
  VISIT_STRINGS,
  type Visit,
  type VisitCover,
} from '@firebreak/shared';
import type { InspectionVisitsTable } from '../../db/schema/sites';
import type { ServiceDeps } from '../../lib/context';
import { conflict, forbidden, notFound } from '../../lib/errors';
import type { Actor } from '../../lib/permissions';
import { parseList, toVisit } from './visits.mapper';

/** The personnel record of a sign-in (decision 0064), or null. */
export async function personOfUser({ db }: ServiceDeps<'db'>, userId: string): Promise<string | null> {
  const row = await db.selectFrom('personnel').select('id').where('user_id', '=', userId).executeTakeFirst();
  return row?.id ?? null;
}

/** Technicians are held to their own visits; everyone else sees all. Returns the person to hold to. */
export async function scopeOf({ db }: ServiceDeps<'db'>, actor: Actor): Promise<string | null | undefined> {
  if (actor.role !== 'TECHNICIAN') return undefined;
  return (await personOfUser({ db }, actor.id)) ?? '-';
}

export function baseQuery({ db }: ServiceDeps<'db'>) {
  return db
    .selectFrom('inspection_visits as v')
    .innerJoin('sites', 'sites.id', 'v.site_id')
    .innerJoin('clients', 'clients.id', 'sites.client_id')
    .leftJoin('personnel', 'personnel.id', 'v.technician_id')
    .leftJoin('vehicles', 'vehicles.id', 'v.vehicle_id')
    .leftJoin('agreements', 'agreements.id', 'v.agreement_id')
    .select([
      'v.id',
      'v.site_id',
      'v.due_date',
      'v.frequency',
      'v.frequencies',
      'v.covers',
      'v.status',
      'v.scheduled_for',
      'v.technician_id',
      'v.vehicle_id',
      'v.notes',
      'v.completed_at',
      'v.created_at',
      'v.updated_at',
      'v.started_at',
      'v.signed_by',
      'v.signed_at',
      'v.report_document_id',
      'v.certificate_document_id',
      'v.agreement_id',
      'agreements.number as agreement_number',
      'v.kind',
      'v.quote_id',
      'v.travel_km',
      'sites.name as site_name',
      'sites.address as site_address',
      'sites.access_notes as access_notes',
      'clients.id as client_id',
      'clients.name as client_name',
      'personnel.name as technician_name',
      'vehicles.registration as vehicle_registration',
    ]);
}
/** Every column but the signature's bytes (GET …/signature.png reads those). */
export type Row = Omit<InspectionVisitsTable, 'signature'> & {
  site_name: string;
  site_address: string;
  access_notes: string;
  client_id: string;
  client_name: string;
  technician_name: string | null;
  vehicle_registration: string | null;
  agreement_number: string | null;
};

/**
 * The fire systems of the assets each visit covers (catalogue order), by visit id: the assets of the
 * visits' sites read at once, so a page of visits costs one more query, not one per visit. An asset
 * removed from the register since is left out, as the visit's detail leaves it out.
 */
export async function systemsOf(
  { db }: ServiceDeps<'db'>,
  rows: readonly Row[],
): Promise<Map<string, FireSystem[]>> {
  const siteIds = [...new Set(rows.map((row) => row.site_id))];
  const systemOfAsset = new Map<string, FireSystem>();
  for (let start = 0; start < siteIds.length; start += 500) {
    const assets = await db
      .selectFrom('assets')
      .select(['id', 'asset_type'])
      .where('site_id', 'in', siteIds.slice(start, start + 500))
      .execute();
    for (const asset of assets) {
      const type = assetTypeOf(asset.asset_type);
      if (type) systemOfAsset.set(asset.id, type.system);
    }
  }
  return new Map(
    rows.map((row) => {
      const found = new Set(parseList<VisitCover>(row.covers).map((c) => systemOfAsset.get(c.assetId)));
      return [row.id, SYSTEMS.filter((system) => found.has(system))];
    }),
  );
}

/** One visit in its API shape, with its systems read. */
export async function visitOf({ db }: ServiceDeps<'db'>, row: Row, today: string): Promise<Visit> {
  return toVisit(row, today, (await systemsOf({ db }, [row])).get(row.id) ?? []);
}

export async function findRow({ db }: ServiceDeps<'db'>, id: string): Promise<Row> {
  const row = await baseQuery({ db }).where('v.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(VISIT_STRINGS.notFound);
  return row as Row;
}

/** A visit the actor may read: a technician's own only, any other one is 404 to them. */
export async function readableRow({ db }: ServiceDeps<'db'>, actor: Actor, id: string): Promise<Row> {
  const row = await findRow({ db }, id);
  const own = await scopeOf({ db }, actor);
  if (own !== undefined && row.technician_id !== own) throw notFound(VISIT_STRINGS.notFound);
  return row;
}

/**
 * A visit the actor may work on ('visits.complete'): the office any, the field only the visits assigned
 * to their person (a technician gets 404 for another's, as if it did not exist; an engineer 403).
 */
export async function workableRow({ db }: ServiceDeps<'db'>, actor: Actor, id: string): Promise<Row> {
  const row = await findRow({ db }, id);
  if (actor.role === 'TECHNICIAN' || actor.role === 'ENGINEER') {
    const own = await personOfUser({ db }, actor.id);
    if (!own || row.technician_id !== own) {
      if (actor.role === 'TECHNICIAN') throw notFound(VISIT_STRINGS.notFound);
      throw forbidden(VISIT_STRINGS.notOwn);
    }
  }
  return row;
}

/** Completed and cancelled visits take no more writes: 409, so a late sync knows to stop retrying. */
export function assertOpen(row: Pick<Row, 'status'>): void {
  if (row.status === 'COMPLETED' || row.status === 'CANCELLED') throw conflict(VISIT_STRINGS.closed);
}

/**
 * Each site's latest routine inspection's completion time, as a subquery `latest(site_id, last)` to join
 * visits on. Inspections only: a call-out or repair (decision 0088) is no inspection of the site.
 */
export function latestCompletedBySite({ db }: ServiceDeps<'db'>) {
  return db
    .selectFrom('inspection_visits')
    .select((eb) => ['site_id', eb.fn.max('completed_at').as('last')])
    .where('status', '=', 'COMPLETED')
    .where('kind', '=', 'ROUTINE')
    .groupBy('site_id')
    .as('latest');
}

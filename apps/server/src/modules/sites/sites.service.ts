/** Client sites: list a client's, one with its client name and asset count, create, update, delete. */
import { randomUUID } from 'node:crypto';
import {
  formatClock,
  parseClock,
  SITE_STRINGS,
  type Site,
  type SiteValues,
  sitePairProblems,
} from '@firebreak/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { SitesTable } from '../../db/schema/sites';
import type { ServiceDeps } from '../../lib/context';
import { badRequest, notFound } from '../../lib/errors';
import { definedOnly } from '../../lib/patch';
import { type AuditActor, recordAudit } from '../audit/audit.service';

type Row = SitesTable & { client_name: string; asset_count: unknown };

const editable = (row: SitesTable): SiteValues => ({
  name: row.name,
  address: row.address,
  contactName: row.contact_name,
  contactPhone: row.contact_phone,
  accessNotes: row.access_notes,
  area: row.area ?? '',
  latitude: row.latitude == null ? null : Number(row.latitude),
  longitude: row.longitude == null ? null : Number(row.longitude),
  accessFrom: row.access_start_minute == null ? null : formatClock(Number(row.access_start_minute)),
  accessTo: row.access_end_minute == null ? null : formatClock(Number(row.access_end_minute)),
});

const toSite = (row: Row): Site => ({
  id: row.id,
  clientId: row.client_id,
  clientName: row.client_name,
  ...editable(row),
  assetCount: Number(row.asset_count ?? 0),
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

const columns = (input: SiteValues) => ({
  name: input.name,
  address: input.address,
  contact_name: input.contactName,
  contact_phone: input.contactPhone,
  access_notes: input.accessNotes,
  area: input.area,
  latitude: input.latitude,
  longitude: input.longitude,
  access_start_minute: input.accessFrom === null ? null : parseClock(input.accessFrom),
  access_end_minute: input.accessTo === null ? null : parseClock(input.accessTo),
});

const baseQuery = (db: Kysely<Database>) =>
  db
    .selectFrom('sites')
    .innerJoin('clients', 'clients.id', 'sites.client_id')
    .selectAll('sites')
    .select('clients.name as client_name')
    .select((eb) =>
      eb
        .selectFrom('assets')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .whereRef('assets.site_id', '=', 'sites.id')
        .as('asset_count'),
    );

async function assertClient(db: Kysely<Database>, clientId: string) {
  const client = await db.selectFrom('clients').select('id').where('id', '=', clientId).executeTakeFirst();
  if (!client) throw notFound(SITE_STRINGS.clientNotFound);
}

export async function listSites({ db }: ServiceDeps<'db'>, clientId: string): Promise<Site[]> {
  await assertClient(db, clientId);
  const rows = await baseQuery(db)
    .where('sites.client_id', '=', clientId)
    .orderBy('sites.name')
    .orderBy('sites.id')
    .execute();
  return rows.map((row) => toSite(row as Row));
}

export async function getSite({ db }: ServiceDeps<'db'>, id: string): Promise<Site> {
  const row = await baseQuery(db).where('sites.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(SITE_STRINGS.siteNotFound);
  return toSite(row as Row);
}

export async function createSite({
  db,
  actor,
  clientId,
  input,
}: ServiceDeps<'db'> & { actor: AuditActor; clientId: string; input: SiteValues }): Promise<Site> {
  const id = randomUUID();
  await db.transaction().execute(async (trx) => {
    await assertClient(trx, clientId);
    const now = new Date().toISOString();
    await trx
      .insertInto('sites')
      .values({ id, client_id: clientId, ...columns(input), created_at: now, updated_at: now })
      .execute();
    await recordAudit({
      db: trx,
      actor,
      action: 'create',
      entity: 'site',
      entityId: id,
      after: { clientId, ...input },
    });
  });
  return getSite({ db }, id);
}

export async function updateSite({
  db,
  actor,
  id,
  input,
}: ServiceDeps<'db'> & { actor: AuditActor; id: string; input: Partial<SiteValues> }): Promise<Site> {
  await db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom('sites').selectAll().where('id', '=', id).executeTakeFirst();
    if (!current) throw notFound(SITE_STRINGS.siteNotFound);
    const next = { ...editable(current), ...definedOnly(input) };
    const problem = sitePairProblems(next)[0];
    if (problem) throw badRequest(problem.message);
    await trx
      .updateTable('sites')
      .set({ ...columns(next), updated_at: new Date().toISOString() })
      .where('id', '=', id)
      .execute();
    await recordAudit({
      db: trx,
      actor,
      action: 'update',
      entity: 'site',
      entityId: id,
      before: editable(current),
      after: next,
    });
  });
  return getSite({ db }, id);
}

/** Deleting a site deletes its asset register with it (foreign key cascade), in one transaction. */
export async function deleteSite({
  db,
  actor,
  id,
}: ServiceDeps<'db'> & { actor: AuditActor; id: string }): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const site = await getSite({ db: trx }, id);
    await trx.deleteFrom('assets').where('site_id', '=', id).execute();
    await trx.deleteFrom('sites').where('id', '=', id).execute();
    await recordAudit({
      db: trx,
      actor,
      action: 'delete',
      entity: 'site',
      entityId: id,
      before: { clientId: site.clientId, name: site.name, address: site.address, assets: site.assetCount },
    });
  });
}

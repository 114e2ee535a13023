/** A site's asset register: list, add, edit, delete. Serials are unique per site (trimmed, any case). */
import { randomUUID } from 'node:crypto';
import {
  type Asset,
  type AssetTypeKey,
  type AssetValues,
  assetTypeOf,
  SITE_STRINGS,
  serialKey,
} from '@firebreak/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AssetsTable } from '../../db/schema/sites';
import type { ServiceDeps } from '../../lib/context';
import { isUniqueViolation } from '../../lib/db-errors';
import { conflict, notFound } from '../../lib/errors';
import { definedOnly } from '../../lib/patch';
import { type AuditActor, recordAudit } from '../audit/audit.service';

export const duplicateSerial = () => conflict(SITE_STRINGS.duplicateSerial);

const editable = (row: AssetsTable): AssetValues => ({
  type: row.asset_type as AssetTypeKey,
  make: row.make,
  model: row.model,
  serial: row.serial,
  location: row.location,
  installedOn: row.installed_on,
  standard: row.standard,
  notes: row.notes,
});

export function toAsset(row: AssetsTable): Asset {
  const type = assetTypeOf(row.asset_type);
  return {
    id: row.id,
    siteId: row.site_id,
    ...editable(row),
    typeLabel: type?.label ?? row.asset_type,
    system: type?.system ?? 'SPRINKLER',
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The columns an input writes; a blank standard takes the catalogue's for the type. */
export function assetColumns(input: AssetValues) {
  return {
    asset_type: input.type,
    make: input.make,
    model: input.model,
    serial: input.serial,
    serial_key: serialKey(input.serial),
    location: input.location,
    installed_on: input.installedOn,
    standard: input.standard || (assetTypeOf(input.type)?.standard ?? ''),
    notes: input.notes,
  };
}

export async function assertSite({ db }: ServiceDeps<'db'>, siteId: string) {
  const site = await db.selectFrom('sites').select('id').where('id', '=', siteId).executeTakeFirst();
  if (!site) throw notFound(SITE_STRINGS.siteNotFound);
}

export async function listAssets({ db }: ServiceDeps<'db'>, siteId: string): Promise<Asset[]> {
  await assertSite({ db }, siteId);
  const [rows, records, sources] = await Promise.all([
    db
      .selectFrom('assets')
      .selectAll()
      .where('site_id', '=', siteId)
      .orderBy('asset_type')
      .orderBy('location')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('asset_records')
      .select((eb) => [
        'asset_id',
        eb.fn.max('serviced_on').as('serviced_on'),
        eb.fn.max('tested_on').as('tested_on'),
      ])
      .where('site_id', '=', siteId)
      .groupBy('asset_id')
      .execute(),
    db
      .selectFrom('assets')
      .innerJoin('documents', 'documents.id', 'assets.source_document_id')
      .select(['assets.id', 'documents.name'])
      .where('assets.site_id', '=', siteId)
      .execute(),
  ]);
  const recorded = new Map(records.map((r) => [r.asset_id, r]));
  const readFrom = new Map(sources.map((r) => [r.id, r.name]));
  return rows.map((row) => ({
    ...toAsset(row),
    lastServicedOn: (recorded.get(row.id)?.serviced_on as string | null | undefined) ?? null,
    lastTestedOn: (recorded.get(row.id)?.tested_on as string | null | undefined) ?? null,
    readFrom: readFrom.get(row.id) ?? null,
  }));
}

async function findAsset(db: Kysely<Database>, id: string) {
  const row = await db.selectFrom('assets').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(SITE_STRINGS.assetNotFound);
  return row;
}

/** Runs a write and turns the per-site serial index's refusal into the 409 users read. */
async function withSerialCheck<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateSerial();
    throw error;
  }
}

export async function createAsset({
  db,
  actor,
  siteId,
  input,
}: ServiceDeps<'db'> & { actor: AuditActor; siteId: string; input: AssetValues }): Promise<Asset> {
  const id = randomUUID();
  await withSerialCheck(() =>
    db.transaction().execute(async (trx) => {
      await assertSite({ db: trx }, siteId);
      const now = new Date().toISOString();
      await trx
        .insertInto('assets')
        .values({ id, site_id: siteId, ...assetColumns(input), created_at: now, updated_at: now })
        .execute();
      await recordAudit({
        db: trx,
        actor,
        action: 'create',
        entity: 'asset',
        entityId: id,
        after: { siteId, ...input },
      });
    }),
  );
  return toAsset(await findAsset(db, id));
}

export async function updateAsset({
  db,
  actor,
  id,
  input,
}: ServiceDeps<'db'> & { actor: AuditActor; id: string; input: Partial<AssetValues> }): Promise<Asset> {
  await withSerialCheck(() =>
    db.transaction().execute(async (trx) => {
      const current = await findAsset(trx, id);
      const next = { ...editable(current), ...definedOnly(input) };
      // A new type without a standard given: an asset that kept its old type's standard takes the new one's.
      if (input.standard === undefined && current.standard === assetTypeOf(current.asset_type)?.standard)
        next.standard = '';
      await trx
        .updateTable('assets')
        .set({ ...assetColumns(next), updated_at: new Date().toISOString() })
        .where('id', '=', id)
        .execute();
      await recordAudit({
        db: trx,
        actor,
        action: 'update',
        entity: 'asset',
        entityId: id,
        before: editable(current),
        after: { ...next, standard: assetColumns(next).standard },
      });
    }),
  );
  return toAsset(await findAsset(db, id));
}

export async function deleteAsset({
  db,
  actor,
  id,
}: ServiceDeps<'db'> & { actor: AuditActor; id: string }): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const current = await findAsset(trx, id);
    await trx.deleteFrom('assets').where('id', '=', id).execute();
    await recordAudit({
      db: trx,
      actor,
      action: 'delete',
      entity: 'asset',
      entityId: id,
      before: { siteId: current.site_id, ...editable(current) },
    });
  });
}

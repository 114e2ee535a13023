/**
 * The price list and its suppliers (issue 17; docs/decisions/0070). Items are kept per (supplier,
 * code_key); deleting one only stamps deleted_at so quotes that priced it still read, and adding its
 * code again revives that row with the new values. A supplier goes only when no live item names it;
 * its deleted items go with it (quote lines keep their own copies). Money is stored in cents.
 */
import { randomUUID } from 'node:crypto';
import {
  ASSET_TYPE_KEYS,
  BOQ_MESSAGES,
  centsToRand,
  type PriceColumnMap,
  type PriceItem,
  type PriceItemInput,
  type PriceListQuery,
  type PriceListResponse,
  priceColumnMapSchema,
  randToCents,
  type Supplier,
  type SupplierInput,
} from '@firebreak/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { PriceItemsTable, SuppliersTable } from '../../../db/schema/quotes';
import { assertNameFree, auditedWrite } from '../../../lib/catalogue-crud';
import type { ServiceDeps } from '../../../lib/context';
import { badRequest, conflict, notFound } from '../../../lib/errors';
import { containsText } from '../../../lib/sql';
import type { AuditActor } from '../../audit/audit.service';

const M = BOQ_MESSAGES;

export const nameKey = (name: string) => name.trim().toLowerCase();
export const codeKey = (code: string) => code.trim().toLowerCase();

/** The remembered column map, or null when none is stored or it no longer reads. */
export function parseColumnMap(text: string | null): PriceColumnMap | null {
  if (!text) return null;
  try {
    const parsed = priceColumnMapSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------------------------------------------
// Suppliers

async function supplierStats(db: Kysely<Database>, supplierId?: string) {
  let query = db
    .selectFrom('price_items')
    .select((eb) => ['supplier_id', eb.fn.countAll().as('n'), eb.fn.max('price_updated_at').as('last')])
    .where('deleted_at', 'is', null)
    .groupBy('supplier_id');
  if (supplierId) query = query.where('supplier_id', '=', supplierId);
  const rows = await query.execute();
  return new Map(
    rows.map((row) => [row.supplier_id, { count: Number(row.n), last: (row.last as string | null) ?? null }]),
  );
}

function toSupplier(row: SuppliersTable, stats?: { count: number; last: string | null }): Supplier {
  return {
    id: row.id,
    name: row.name,
    columnMap: parseColumnMap(row.column_map),
    itemCount: stats?.count ?? 0,
    lastImportAt: stats?.last ?? null,
  };
}

export async function listSuppliers({ db }: ServiceDeps<'db'>): Promise<Supplier[]> {
  const rows = await db.selectFrom('suppliers').selectAll().orderBy('name_key').orderBy('id').execute();
  const stats = await supplierStats(db);
  return rows.map((row) => toSupplier(row, stats.get(row.id)));
}

export async function findSupplier(
  { db }: ServiceDeps<'db'>,
  id: string,
): Promise<SuppliersTable | undefined> {
  return db.selectFrom('suppliers').selectAll().where('id', '=', id).executeTakeFirst();
}

async function supplierOr404(db: Kysely<Database>, id: string) {
  const row = await findSupplier({ db }, id);
  if (!row) throw notFound(M.supplierNotFound);
  return row;
}

/** The suppliers that hold a name, compared by its key. */
const supplierNameHolders = (db: Kysely<Database>, name: string) =>
  db.selectFrom('suppliers').select('id').where('name_key', '=', nameKey(name));

async function supplierView(db: Kysely<Database>, row: SuppliersTable): Promise<Supplier> {
  return toSupplier(row, (await supplierStats(db, row.id)).get(row.id));
}

export async function createSupplier({
  db,
  actor,
  input,
}: ServiceDeps<'db'> & {
  actor: AuditActor;
  input: SupplierInput;
}): Promise<Supplier> {
  const taken = M.supplierTaken(input.name);
  await assertNameFree(supplierNameHolders(db, input.name), { taken });
  const now = new Date().toISOString();
  const row: SuppliersTable = {
    id: randomUUID(),
    name: input.name,
    name_key: nameKey(input.name),
    column_map: null,
    created_at: now,
    updated_at: now,
  };
  await auditedWrite(
    { db, actor },
    (trx) => trx.insertInto('suppliers').values(row).execute(),
    { action: 'create-supplier', entity: 'quote', entityId: row.id, after: { name: row.name } },
    taken,
  );
  return toSupplier(row);
}

export async function updateSupplier({
  db,
  actor,
  id,
  input,
}: ServiceDeps<'db'> & {
  actor: AuditActor;
  id: string;
  input: SupplierInput;
}): Promise<Supplier> {
  const previous = await supplierOr404(db, id);
  const taken = M.supplierTaken(input.name);
  await assertNameFree(supplierNameHolders(db, input.name), { exceptId: id, taken });
  const changes = { name: input.name, name_key: nameKey(input.name), updated_at: new Date().toISOString() };
  await auditedWrite(
    { db, actor },
    (trx) => trx.updateTable('suppliers').set(changes).where('id', '=', id).execute(),
    {
      action: 'update-supplier',
      entity: 'quote',
      entityId: id,
      before: { name: previous.name },
      after: { name: changes.name },
    },
    taken,
  );
  return supplierView(db, { ...previous, ...changes });
}

/** Refused while a live item names the supplier; its deleted items are removed with it. */
export async function deleteSupplier({
  db,
  actor,
  id,
}: ServiceDeps<'db'> & { actor: AuditActor; id: string }) {
  const previous = await supplierOr404(db, id);
  await auditedWrite(
    { db, actor },
    async (trx) => {
      const live = await trx
        .selectFrom('price_items')
        .select('id')
        .where('supplier_id', '=', id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      if (live) throw conflict(M.supplierHasItems);
      const removed = await trx.deleteFrom('price_items').where('supplier_id', '=', id).executeTakeFirst();
      await trx.deleteFrom('suppliers').where('id', '=', id).execute();
      return Number(removed.numDeletedRows);
    },
    (deletedItems) => ({
      action: 'delete-supplier',
      entity: 'quote',
      entityId: id,
      before: { name: previous.name, deletedItems },
    }),
  );
}

// ---------------------------------------------------------------------------------------------------
// Price items

type ItemRow = PriceItemsTable & { supplier_name: string };

export function toPriceItem(row: ItemRow): PriceItem {
  return {
    id: row.id,
    supplierId: row.supplier_id,
    supplierName: row.supplier_name,
    code: row.code,
    description: row.description,
    unit: row.unit,
    category: row.category,
    assetType: row.asset_type,
    unitPrice: centsToRand(Number(row.unit_price_cents)),
    priceUpdatedAt: row.price_updated_at,
    deleted: row.deleted_at !== null,
  };
}

const itemsWithSupplier = (db: Kysely<Database>) =>
  db
    .selectFrom('price_items')
    .innerJoin('suppliers', 'suppliers.id', 'price_items.supplier_id')
    .selectAll('price_items')
    .select('suppliers.name as supplier_name');

export async function listPriceItems(
  { db }: ServiceDeps<'db'>,
  query: PriceListQuery,
): Promise<PriceListResponse> {
  let filtered = db
    .selectFrom('price_items')
    .innerJoin('suppliers', 'suppliers.id', 'price_items.supplier_id')
    .where('price_items.deleted_at', 'is', null);
  if (query.supplierId) filtered = filtered.where('price_items.supplier_id', '=', query.supplierId);
  const search = query.search?.trim();
  if (search)
    filtered = filtered.where((eb) =>
      eb.or([
        containsText('price_items.code', search),
        containsText('price_items.description', search),
        containsText('price_items.category', search),
      ]),
    );
  const rows = await filtered
    .selectAll('price_items')
    .select('suppliers.name as supplier_name')
    .orderBy('price_items.category')
    .orderBy('price_items.description')
    .orderBy('price_items.code_key')
    .orderBy('price_items.id')
    .limit(query.limit)
    .execute();
  const total = await filtered.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  return { items: rows.map(toPriceItem), total: Number(total.n) };
}

async function itemRow(db: Kysely<Database>, id: string): Promise<ItemRow | undefined> {
  return itemsWithSupplier(db).where('price_items.id', '=', id).executeTakeFirst();
}

export async function getPriceItem({ db }: ServiceDeps<'db'>, id: string): Promise<PriceItem> {
  const row = await itemRow(db, id);
  if (!row) throw notFound(M.priceItemNotFound);
  return toPriceItem(row);
}

function checkAssetType(assetType: string | null) {
  if (assetType !== null && assetType !== '' && !(ASSET_TYPE_KEYS as readonly string[]).includes(assetType))
    throw badRequest(`Unknown asset type: ${assetType.slice(0, 40)}`);
  return assetType === '' ? null : assetType;
}

async function supplierFor(db: Kysely<Database>, supplierId: string) {
  const supplier = await findSupplier({ db }, supplierId);
  if (!supplier) throw badRequest(M.supplierNotFound);
  return supplier;
}

const auditItem = (row: Omit<PriceItemsTable, 'id' | 'created_at' | 'updated_at' | 'code_key'>) => ({
  supplierId: row.supplier_id,
  code: row.code,
  description: row.description,
  unit: row.unit,
  category: row.category,
  assetType: row.asset_type,
  unitPriceCents: Number(row.unit_price_cents),
  deleted: row.deleted_at !== null,
});

export async function createPriceItem({
  db,
  actor,
  input,
}: ServiceDeps<'db'> & {
  actor: AuditActor;
  input: PriceItemInput;
}): Promise<PriceItem> {
  const supplier = await supplierFor(db, input.supplierId);
  const assetType = checkAssetType(input.assetType);
  const key = codeKey(input.code);
  const existing = await db
    .selectFrom('price_items')
    .selectAll()
    .where('supplier_id', '=', supplier.id)
    .where('code_key', '=', key)
    .executeTakeFirst();
  if (existing && existing.deleted_at === null) throw conflict(M.codeTaken(input.code, supplier.name));
  const now = new Date().toISOString();
  const values = {
    supplier_id: supplier.id,
    code: input.code,
    code_key: key,
    description: input.description,
    unit: input.unit,
    category: input.category,
    asset_type: assetType,
    unit_price_cents: randToCents(input.unitPrice),
    price_updated_at: now,
    deleted_at: null,
    updated_at: now,
  };
  const id = existing?.id ?? randomUUID();
  await auditedWrite(
    { db, actor },
    async (trx) => {
      if (existing) {
        // The code of a deleted item: that row comes back with the new values.
        await trx
          .updateTable('price_items')
          .set(values)
          .where('id', '=', id)
          .where('deleted_at', 'is not', null)
          .execute();
      } else {
        await trx
          .insertInto('price_items')
          .values({ id, ...values, created_at: now })
          .execute();
      }
    },
    {
      action: existing ? 'revive-price-item' : 'create-price-item',
      entity: 'quote',
      entityId: id,
      before: existing ? auditItem(existing) : null,
      after: auditItem(values),
    },
    M.codeTaken(input.code, supplier.name),
  );
  return getPriceItem({ db }, id);
}

async function liveItemOr404(db: Kysely<Database>, id: string) {
  const row = await db.selectFrom('price_items').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row || row.deleted_at !== null) throw notFound(M.priceItemNotFound);
  return row;
}

export async function updatePriceItem({
  db,
  actor,
  id,
  input,
}: ServiceDeps<'db'> & {
  actor: AuditActor;
  id: string;
  input: PriceItemInput;
}): Promise<PriceItem> {
  const previous = await liveItemOr404(db, id);
  const supplier = await supplierFor(db, input.supplierId);
  const assetType = checkAssetType(input.assetType);
  const key = codeKey(input.code);
  const taken = M.codeTaken(input.code, supplier.name);
  const codeHolders = db
    .selectFrom('price_items')
    .select('id')
    .where('supplier_id', '=', supplier.id)
    .where('code_key', '=', key);
  await assertNameFree(codeHolders, { exceptId: id, taken });
  const now = new Date().toISOString();
  const cents = randToCents(input.unitPrice);
  const changes = {
    supplier_id: supplier.id,
    code: input.code,
    code_key: key,
    description: input.description,
    unit: input.unit,
    category: input.category,
    asset_type: assetType,
    unit_price_cents: cents,
    price_updated_at: cents === Number(previous.unit_price_cents) ? previous.price_updated_at : now,
    updated_at: now,
  };
  await auditedWrite(
    { db, actor },
    (trx) => trx.updateTable('price_items').set(changes).where('id', '=', id).execute(),
    {
      action: 'update-price-item',
      entity: 'quote',
      entityId: id,
      before: auditItem(previous),
      after: auditItem({ ...previous, ...changes }),
    },
    taken,
  );
  return getPriceItem({ db }, id);
}

/** A soft delete: the row stays for the quotes that priced it. */
export async function deletePriceItem({
  db,
  actor,
  id,
}: ServiceDeps<'db'> & { actor: AuditActor; id: string }) {
  const previous = await liveItemOr404(db, id);
  const now = new Date().toISOString();
  await auditedWrite(
    { db, actor },
    (trx) =>
      trx.updateTable('price_items').set({ deleted_at: now, updated_at: now }).where('id', '=', id).execute(),
    {
      action: 'delete-price-item',
      entity: 'quote',
      entityId: id,
      before: auditItem(previous),
      after: auditItem({ ...previous, deleted_at: now }),
    },
  );
}

/** Inventory: list with computed status, add, edit, reorder requests and receiving, CSV export/import. */
import { randomUUID } from 'node:crypto';
import {
  type InventoryInput,
  type InventoryItem,
  inventoryInputSchema,
  inventoryStatus,
  type ReorderInput,
} from '@firebreak/shared';
import type { Kysely } from 'kysely';
import Papa from 'papaparse';
import type { Database } from '../../db/schema';
import type { ServiceDeps } from '../../lib/context';
import { toCsv } from '../../lib/csv';
import { isUniqueViolation } from '../../lib/db-errors';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { type AuditActor, entityAudit } from '../audit/audit.service';
import { stamp } from './resources.common';

type Input = InventoryInput;
const itemKey = (item: string) => item.trim().toLowerCase();
const audit = entityAudit('inventory');

/** The item after a write, recorded against how it was before. */
async function audited(
  db: Kysely<Database>,
  actor: AuditActor,
  action: string,
  id: string,
  before: InventoryItem,
) {
  const after = await one(db, id);
  await audit(db, actor, action, id, before, after);
  return after;
}
const duplicate = () => conflict('An inventory item with this name already exists');

export async function listInventory({ db }: ServiceDeps<'db'>): Promise<InventoryItem[]> {
  const rows = await db
    .selectFrom('inventory_items')
    .selectAll('inventory_items')
    .select((eb) =>
      eb
        .selectFrom('inventory_reorders')
        .select((e) => e.fn.sum<number>('inventory_reorders.quantity').as('n'))
        .whereRef('inventory_reorders.item_id', '=', 'inventory_items.id')
        .where('inventory_reorders.received_at', 'is', null)
        .as('pending'),
    )
    .orderBy('item_key')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    item: row.item,
    quantity: Number(row.quantity),
    minStock: Number(row.min_stock),
    status: inventoryStatus(Number(row.quantity), Number(row.min_stock)),
    pendingReorder: row.pending === null || row.pending === undefined ? null : Number(row.pending),
  }));
}

async function one(db: Kysely<Database>, id: string) {
  const item = (await listInventory({ db })).find((i) => i.id === id);
  if (!item) throw notFound('Inventory item not found');
  return item;
}

export async function createItem({ db }: ServiceDeps<'db'>, actor: AuditActor, input: Input) {
  const id = randomUUID();
  const now = stamp();
  try {
    await db
      .insertInto('inventory_items')
      .values({
        id,
        item: input.item,
        item_key: itemKey(input.item),
        quantity: input.quantity,
        min_stock: input.minStock,
        created_at: now,
        updated_at: now,
      })
      .execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate();
    throw error;
  }
  await audit(db, actor, 'create', id, null, input);
  return one(db, id);
}

export async function updateItem({ db }: ServiceDeps<'db'>, actor: AuditActor, id: string, input: Input) {
  const before = await one(db, id);
  try {
    await db
      .updateTable('inventory_items')
      .set({
        item: input.item,
        item_key: itemKey(input.item),
        quantity: input.quantity,
        min_stock: input.minStock,
        updated_at: stamp(),
      })
      .where('id', '=', id)
      .execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate();
    throw error;
  }
  return audited(db, actor, 'update', id, before);
}

export async function reorderItem(
  { db }: ServiceDeps<'db'>,
  actorId: string,
  id: string,
  input: ReorderInput,
) {
  const item = await one(db, id);
  if (item.pendingReorder !== null)
    throw conflict(`A reorder for ${item.item} is already waiting to be received`);
  await db
    .insertInto('inventory_reorders')
    .values({
      id: randomUUID(),
      item_id: id,
      quantity: input.quantity,
      requested_by: actorId,
      requested_at: stamp(),
      received_at: null,
    })
    .execute();
  return audited(db, { id: actorId }, 'reorder', id, item);
}

/** Receiving adds every open reorder's quantity to stock, in one transaction. */
export async function receiveReorder({ db }: ServiceDeps<'db'>, actor: AuditActor, id: string) {
  const item = await one(db, id);
  if (item.pendingReorder === null) throw conflict(`No reorder for ${item.item} is waiting to be received`);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('inventory_reorders')
      .set({ received_at: stamp() })
      .where('item_id', '=', id)
      .where('received_at', 'is', null)
      .execute();
    await trx
      .updateTable('inventory_items')
      .set({ quantity: item.quantity + (item.pendingReorder ?? 0), updated_at: stamp() })
      .where('id', '=', id)
      .execute();
  });
  return audited(db, actor, 'receive', id, item);
}

export const CSV_COLUMNS = ['item', 'quantity', 'minStock'] as const;

export async function exportInventoryCsv({ db }: ServiceDeps<'db'>): Promise<string> {
  const items = await listInventory({ db });
  return toCsv([[...CSV_COLUMNS, 'status'], ...items.map((i) => [i.item, i.quantity, i.minStock, i.status])]);
}

export type ImportResult = { created: number; updated: number };

/**
 * Import: header must be exactly item, quantity, minStock (status, if present, is ignored: it is computed).
 * Every row is validated first; any error refuses the whole file with row-level messages.
 * Rows naming an existing item update it; others are added. All in one transaction.
 */
export async function importInventoryCsv(
  { db }: ServiceDeps<'db'>,
  actor: AuditActor,
  text: string,
): Promise<ImportResult> {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (h) => h.trim(),
  });
  const fields = (parsed.meta.fields ?? []).filter((f) => f !== 'status');
  if (fields.length !== CSV_COLUMNS.length || !CSV_COLUMNS.every((c) => fields.includes(c)))
    throw badRequest(
      `The CSV must have the columns ${CSV_COLUMNS.join(', ')} (found: ${fields.join(', ') || 'none'})`,
    );
  if (parsed.data.length === 0) throw badRequest('The CSV has no rows');
  if (parsed.data.length > 10_000) throw badRequest('The CSV has more than 10000 rows');
  const errors: string[] = [];
  const rows: Input[] = [];
  const seen = new Set<string>();
  for (const error of parsed.errors) errors.push(`Row ${(error.row ?? 0) + 2}: ${error.message}`);
  parsed.data.forEach((raw, index) => {
    const line = index + 2;
    const toNumber = (v: string | undefined) =>
      v === undefined || v.trim() === '' ? Number.NaN : Number(v.trim());
    const result = inventoryInputSchema.safeParse({
      item: (raw.item ?? '').replace(/^'(?=[=+\-@\t\r])/, ''),
      quantity: toNumber(raw.quantity),
      minStock: toNumber(raw.minStock),
    });
    if (!result.success) {
      errors.push(`Row ${line}: ${result.error.issues.map((i) => i.message).join('; ')}`);
      return;
    }
    const key = itemKey(result.data.item);
    if (seen.has(key)) errors.push(`Row ${line}: ${result.data.item} appears more than once`);
    seen.add(key);
    rows.push(result.data);
  });
  if (errors.length > 0) throw badRequest(`Nothing was imported. ${errors.slice(0, 20).join(' | ')}`);
  let created = 0;
  let updated = 0;
  await db.transaction().execute(async (trx) => {
    const now = stamp();
    for (const row of rows) {
      const key = itemKey(row.item);
      const result = await trx
        .updateTable('inventory_items')
        .set({ item: row.item, quantity: row.quantity, min_stock: row.minStock, updated_at: now })
        .where('item_key', '=', key)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) > 0) {
        updated += 1;
        continue;
      }
      await trx
        .insertInto('inventory_items')
        .values({
          id: randomUUID(),
          item: row.item,
          item_key: key,
          quantity: row.quantity,
          min_stock: row.minStock,
          created_at: now,
          updated_at: now,
        })
        .execute();
      created += 1;
    }
    await audit(trx, actor, 'import', null, null, {
      created,
      updated,
      items: rows.slice(0, 50).map((row) => row.item),
    });
  });
  return { created, updated };
}

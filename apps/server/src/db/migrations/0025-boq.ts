import type { Kysely } from 'kysely';

/**
 * The Detailed BOQ (issue 17; docs/decisions/0070).
 *
 * - `suppliers`: who a price comes from; `column_map` remembers how its price file's columns map.
 * - `price_items`: the price list, one row per (supplier, code); `code_key` is the trimmed lower-cased
 *   code. A deleted item keeps its row (`deleted_at`) so quotes that priced it still read.
 * - `quote_lines`: a BOQ quote's lines in `position` order, each a copy of what was quoted (code,
 *   description, unit, quantity in thousandths, unit price and amount in cents, the price's date).
 * - `quotes.kind` (QUICK | BOQ), `quotes.site_id` / `quotes.visit_id`: the site and visit a quote of
 *   defects came from.
 * - `visit_defects.quote_id`: the quote that prices the defect; `resolved_at`: when it was put right.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('suppliers')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(120)', (c) => c.notNull())
    .addColumn('name_key', 'varchar(120)', (c) => c.notNull().unique())
    .addColumn('column_map', 'text')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('price_items')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('supplier_id', 'varchar(36)', (c) =>
      c.notNull().references('suppliers.id').onDelete('restrict'),
    )
    .addColumn('code', 'varchar(40)', (c) => c.notNull())
    .addColumn('code_key', 'varchar(40)', (c) => c.notNull())
    .addColumn('description', 'varchar(300)', (c) => c.notNull())
    .addColumn('unit', 'varchar(16)', (c) => c.notNull())
    .addColumn('category', 'varchar(60)', (c) => c.notNull().defaultTo(''))
    .addColumn('asset_type', 'varchar(40)')
    .addColumn('unit_price_cents', 'bigint', (c) => c.notNull())
    .addColumn('price_updated_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('deleted_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('price_items_supplier_code_idx')
    .on('price_items')
    .columns(['supplier_id', 'code_key'])
    .unique()
    .execute();
  await db.schema
    .createIndex('price_items_description_idx')
    .on('price_items')
    .column('description')
    .execute();
  await db.schema
    .createTable('quote_lines')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('quote_id', 'varchar(36)', (c) => c.notNull().references('quotes.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('price_item_id', 'varchar(36)', (c) => c.references('price_items.id').onDelete('set null'))
    .addColumn('defect_id', 'varchar(36)', (c) => c.references('visit_defects.id').onDelete('set null'))
    .addColumn('code', 'varchar(40)', (c) => c.notNull())
    .addColumn('description', 'varchar(300)', (c) => c.notNull())
    .addColumn('unit', 'varchar(16)', (c) => c.notNull())
    .addColumn('quantity_milli', 'bigint', (c) => c.notNull())
    .addColumn('unit_price_cents', 'bigint', (c) => c.notNull())
    .addColumn('amount_cents', 'bigint', (c) => c.notNull())
    .addColumn('price_updated_at', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('quote_lines_quote_position_idx')
    .on('quote_lines')
    .columns(['quote_id', 'position'])
    .unique()
    .execute();
  await db.schema
    .createIndex('quote_lines_price_item_idx')
    .on('quote_lines')
    .column('price_item_id')
    .execute();
  await db.schema.createIndex('quote_lines_defect_idx').on('quote_lines').column('defect_id').execute();
  await db.schema
    .alterTable('quotes')
    .addColumn('kind', 'varchar(8)', (c) => c.notNull().defaultTo('QUICK'))
    .execute();
  await db.schema
    .alterTable('quotes')
    .addColumn('site_id', 'varchar(36)', (c) => c.references('sites.id').onDelete('set null'))
    .execute();
  await db.schema
    .alterTable('quotes')
    .addColumn('visit_id', 'varchar(36)', (c) => c.references('inspection_visits.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('quotes_visit_id_idx').on('quotes').column('visit_id').execute();
  await db.schema
    .alterTable('visit_defects')
    .addColumn('quote_id', 'varchar(36)', (c) => c.references('quotes.id').onDelete('set null'))
    .execute();
  await db.schema.alterTable('visit_defects').addColumn('resolved_at', 'varchar(32)').execute();
  await db.schema.createIndex('visit_defects_quote_idx').on('visit_defects').column('quote_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('visit_defects_quote_idx').execute();
  await db.schema.alterTable('visit_defects').dropColumn('resolved_at').execute();
  await db.schema.alterTable('visit_defects').dropColumn('quote_id').execute();
  await db.schema.dropIndex('quotes_visit_id_idx').execute();
  await db.schema.alterTable('quotes').dropColumn('visit_id').execute();
  await db.schema.alterTable('quotes').dropColumn('site_id').execute();
  await db.schema.alterTable('quotes').dropColumn('kind').execute();
  await db.schema.dropTable('quote_lines').execute();
  await db.schema.dropTable('price_items').execute();
  await db.schema.dropTable('suppliers').execute();
}

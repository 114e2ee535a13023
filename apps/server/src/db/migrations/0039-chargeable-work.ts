import { type Kysely, sql } from 'kysely';

/**
 * Issue 29 §2, invoices from the work done (docs/decisions/0088).
 *
 * - `inspection_visits.kind`: ROUTINE (a SANS inspection generated from the site's schedule; every
 *   existing row), CALL_OUT (the office sends someone to a site) or REPAIR (doing a won defect quote's
 *   work, `quote_id`). CALL_OUT and REPAIR visits are chargeable.
 * - `inspection_visits.travel_km`: whole kilometres driven for the visit (there and back), 0 when none.
 * - `visit_parts`: the parts used on a visit; quantity in thousandths; `unit_price_cents` is the price
 *   list's price when an item was chosen (copied then, so a later price change does not move it) or the
 *   office's price for a typed part.
 * - The one-visit-per-site-per-due-date index now holds for ROUTINE visits only, so a call-out can fall
 *   on the day a routine inspection is due.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('inspection_visits')
    .addColumn('kind', 'varchar(12)', (c) => c.notNull().defaultTo('ROUTINE'))
    .execute();
  await db.schema
    .alterTable('inspection_visits')
    .addColumn('quote_id', 'varchar(36)', (c) => c.references('quotes.id').onDelete('set null'))
    .execute();
  await db.schema
    .alterTable('inspection_visits')
    .addColumn('travel_km', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.dropIndex('inspection_visits_site_due_idx').execute();
  await db.schema
    .createIndex('inspection_visits_site_due_idx')
    .on('inspection_visits')
    .columns(['site_id', 'due_date'])
    .unique()
    .where(sql.ref('kind'), '=', 'ROUTINE')
    .execute();
  await db.schema
    .createIndex('inspection_visits_quote_idx')
    .on('inspection_visits')
    .column('quote_id')
    .execute();

  await db.schema
    .createTable('visit_parts')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('visit_id', 'varchar(36)', (c) =>
      c.notNull().references('inspection_visits.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('description', 'varchar(300)', (c) => c.notNull())
    .addColumn('quantity_milli', 'bigint', (c) => c.notNull())
    .addColumn('unit_price_cents', 'bigint', (c) => c.notNull())
    .addColumn('price_list_item_id', 'varchar(36)', (c) =>
      c.references('price_items.id').onDelete('set null'),
    )
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('visit_parts_visit_idx')
    .on('visit_parts')
    .columns(['visit_id', 'position'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('visit_parts').execute();
  await db.schema.dropIndex('inspection_visits_quote_idx').execute();
  await db.schema.dropIndex('inspection_visits_site_due_idx').execute();
  await sql`DELETE FROM inspection_visits WHERE kind <> 'ROUTINE'`.execute(db);
  await db.schema
    .createIndex('inspection_visits_site_due_idx')
    .on('inspection_visits')
    .columns(['site_id', 'due_date'])
    .unique()
    .execute();
  await db.schema.alterTable('inspection_visits').dropColumn('travel_km').execute();
  await db.schema.alterTable('inspection_visits').dropColumn('quote_id').execute();
  await db.schema.alterTable('inspection_visits').dropColumn('kind').execute();
}

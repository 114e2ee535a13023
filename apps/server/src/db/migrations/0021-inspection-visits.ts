import type { Kysely } from 'kysely';

/**
 * Inspection visits (issue 16, part 2a; docs/decisions/0065). One row per site per due date: the
 * unique index is what keeps generation from doubling a visit, however often or concurrently it runs.
 * `frequencies` (JSON array) and `covers` (JSON array of { assetId, frequencies }) say what the visit
 * does; the catalogue gives the task texts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('inspection_visits')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('site_id', 'varchar(36)', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('due_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('frequency', 'varchar(20)', (c) => c.notNull())
    .addColumn('frequencies', 'text', (c) => c.notNull())
    .addColumn('covers', 'text', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('scheduled_for', 'varchar(10)')
    .addColumn('technician_id', 'varchar(36)', (c) => c.references('personnel.id').onDelete('set null'))
    .addColumn('vehicle_id', 'varchar(36)', (c) => c.references('vehicles.id').onDelete('set null'))
    .addColumn('notes', 'text', (c) => c.notNull())
    .addColumn('completed_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('inspection_visits_site_due_idx')
    .on('inspection_visits')
    .columns(['site_id', 'due_date'])
    .unique()
    .execute();
  await db.schema
    .createIndex('inspection_visits_due_idx')
    .on('inspection_visits')
    .columns(['due_date', 'status'])
    .execute();
  await db.schema
    .createIndex('inspection_visits_technician_idx')
    .on('inspection_visits')
    .columns(['technician_id', 'scheduled_for'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('inspection_visits').execute();
}

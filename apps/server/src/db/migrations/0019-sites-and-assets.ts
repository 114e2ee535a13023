import type { Kysely } from 'kysely';

/**
 * Client sites and their asset registers (issue 16, part 1; docs/decisions/0063). serial_key is the
 * trimmed lower-cased serial, null when an asset has none; it is unique per site (both engines let
 * many nulls through a unique index, so assets without serials never collide).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sites')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('client_id', 'varchar(36)', (c) => c.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('address', 'varchar(500)', (c) => c.notNull())
    .addColumn('contact_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('contact_phone', 'varchar(40)', (c) => c.notNull())
    .addColumn('access_notes', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sites_client_idx').on('sites').columns(['client_id', 'name']).execute();

  await db.schema
    .createTable('assets')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('site_id', 'varchar(36)', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('asset_type', 'varchar(40)', (c) => c.notNull())
    .addColumn('make', 'varchar(100)', (c) => c.notNull())
    .addColumn('model', 'varchar(100)', (c) => c.notNull())
    .addColumn('serial', 'varchar(100)', (c) => c.notNull())
    .addColumn('serial_key', 'varchar(100)')
    .addColumn('location', 'varchar(200)', (c) => c.notNull())
    .addColumn('installed_on', 'varchar(10)')
    .addColumn('standard', 'varchar(60)', (c) => c.notNull())
    .addColumn('notes', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('assets_site_serial_key_idx')
    .on('assets')
    .columns(['site_id', 'serial_key'])
    .unique()
    .execute();
  await db.schema
    .createIndex('assets_site_type_idx')
    .on('assets')
    .columns(['site_id', 'asset_type'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('assets').execute();
  await db.schema.dropTable('sites').execute();
}

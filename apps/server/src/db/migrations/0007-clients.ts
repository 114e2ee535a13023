import type { Kysely } from 'kysely';

/** Clients and their meetings (issue 7). Projects link by client name (docs/decisions/0040). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('clients')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('name_key', 'varchar(200)', (c) => c.notNull().unique())
    .addColumn('type', 'varchar(16)', (c) => c.notNull())
    .addColumn('contact', 'varchar(200)', (c) => c.notNull())
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('phone', 'varchar(40)', (c) => c.notNull())
    .addColumn('address', 'varchar(500)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('last_contact', 'varchar(32)')
    .addColumn('notes', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('clients_type_idx').on('clients').column('type').execute();

  await db.schema
    .createTable('client_meetings')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('client_id', 'varchar(36)', (c) => c.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('user_id', 'varchar(36)', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('starts_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('duration_minutes', 'integer', (c) => c.notNull())
    .addColumn('notes', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('client_meetings_client_idx')
    .on('client_meetings')
    .columns(['client_id', 'starts_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('client_meetings').execute();
  await db.schema.dropTable('clients').execute();
}

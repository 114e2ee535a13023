import type { Kysely } from 'kysely';

/**
 * Issue 31, decision 0092: what a client's contact sends from the portal.
 * - service_requests: 'Report a fault'. Each request is FR-YYYY-NNNN within the company's year and
 *   opens a CALL_OUT visit (visit_id) whose status is the request's; its photo, when one was sent, is
 *   the re-encoded JPEG (as a visit photo is) in service_request_photos, written with it.
 * - logbook_entries: the site's SANS 10139 log book kept by the building's own people; occurred_at is
 *   South African local time as the form took it (YYYY-MM-DDTHH:mm).
 * Rows are never deleted by the portal: they are the client's record.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('service_request_counters')
    .addColumn('year', 'integer', (c) => c.primaryKey())
    .addColumn('last_number', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('service_request_photos')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('data', 'bytea', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('service_requests')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('reference', 'varchar(20)', (c) => c.notNull().unique())
    .addColumn('client_id', 'text', (c) => c.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('site_id', 'text', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('visit_id', 'varchar(36)', (c) => c.notNull().references('inspection_visits.id'))
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('urgency', 'varchar(20)', (c) => c.notNull())
    .addColumn('photo_id', 'varchar(36)', (c) => c.references('service_request_photos.id'))
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('service_requests_client_idx')
    .on('service_requests')
    .columns(['client_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('service_requests_visit_idx')
    .on('service_requests')
    .column('visit_id')
    .execute();
  await db.schema.createIndex('service_requests_site_idx').on('service_requests').column('site_id').execute();

  await db.schema
    .createTable('logbook_entries')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('client_id', 'text', (c) => c.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('site_id', 'text', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(30)', (c) => c.notNull())
    .addColumn('occurred_at', 'varchar(16)', (c) => c.notNull())
    .addColumn('location', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('logbook_entries_site_idx')
    .on('logbook_entries')
    .columns(['site_id', 'occurred_at'])
    .execute();
  await db.schema
    .createIndex('logbook_entries_client_idx')
    .on('logbook_entries')
    .columns(['client_id', 'occurred_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('logbook_entries').execute();
  await db.schema.dropTable('service_requests').execute();
  await db.schema.dropTable('service_request_photos').execute();
  await db.schema.dropTable('service_request_counters').execute();
}

import type { Kysely } from 'kysely';

/**
 * The work of an inspection visit (issue 16, part 2b; docs/decisions/0066): a result per covered
 * asset, defects and photos keyed by ids the phone made (so a replayed sync finds its own row), and on
 * the visit the start, the client's signature and the library documents written on completion.
 * Photo and signature bytes live in `bytea` columns (a BLOB on SQLite), so a row and its bytes are
 * written and removed together; a stored photo is at most 1600 px, a few hundred KB, and
 * its thumbnail (what the service report embeds) a few tens of KB.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('visit_results')
    .addColumn('visit_id', 'varchar(36)', (c) =>
      c.notNull().references('inspection_visits.id').onDelete('cascade'),
    )
    .addColumn('asset_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('checks', 'text', (c) => c.notNull())
    .addColumn('readings', 'text', (c) => c.notNull())
    .addColumn('notes', 'text', (c) => c.notNull())
    .addColumn('outcome', 'varchar(20)', (c) => c.notNull())
    .addColumn('recorded_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('visit_results_pk', ['visit_id', 'asset_id'])
    .execute();

  await db.schema
    .createTable('visit_defects')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('visit_id', 'varchar(36)', (c) =>
      c.notNull().references('inspection_visits.id').onDelete('cascade'),
    )
    .addColumn('site_id', 'varchar(36)', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('asset_id', 'varchar(36)')
    .addColumn('severity', 'varchar(20)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('visit_defects_visit_idx').on('visit_defects').column('visit_id').execute();
  await db.schema
    .createIndex('visit_defects_site_idx')
    .on('visit_defects')
    .columns(['site_id', 'status'])
    .execute();

  await db.schema
    .createTable('visit_photos')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('visit_id', 'varchar(36)', (c) =>
      c.notNull().references('inspection_visits.id').onDelete('cascade'),
    )
    .addColumn('asset_id', 'varchar(36)')
    .addColumn('defect_id', 'varchar(36)')
    .addColumn('caption', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('data', 'bytea', (c) => c.notNull())
    .addColumn('thumbnail', 'bytea', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('visit_photos_visit_idx').on('visit_photos').column('visit_id').execute();

  await db.schema.alterTable('inspection_visits').addColumn('started_at', 'varchar(32)').execute();
  await db.schema.alterTable('inspection_visits').addColumn('signed_by', 'varchar(120)').execute();
  await db.schema.alterTable('inspection_visits').addColumn('signed_at', 'varchar(32)').execute();
  await db.schema.alterTable('inspection_visits').addColumn('signature', 'bytea').execute();
  await db.schema.alterTable('inspection_visits').addColumn('report_document_id', 'varchar(36)').execute();
  await db.schema
    .alterTable('inspection_visits')
    .addColumn('certificate_document_id', 'varchar(36)')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('visit_photos').execute();
  await db.schema.dropTable('visit_defects').execute();
  await db.schema.dropTable('visit_results').execute();
  for (const column of [
    'certificate_document_id',
    'report_document_id',
    'signature',
    'signed_at',
    'signed_by',
    'started_at',
  ])
    await db.schema.alterTable('inspection_visits').dropColumn(column).execute();
}

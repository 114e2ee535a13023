import type { Kysely } from 'kysely';

/**
 * Issue 32, decision 0094: a site's old paperwork read into its register.
 * - intake_batches: one upload of up to 200 files onto a site.
 * - intake_files: each file, stored as a library document (document_id) and read by a processing job
 *   (job_id, kind 'intake'); when read, its kind and proposed fields (JSON, each with its words, page and
 *   box) wait for review; the decision (JSON: the fields taken, edited or rejected) is kept with who and when.
 * - asset_records: what a paper says was done to an asset (serviced, pressure tested, installed), with its
 *   certificate number, signatory and readings; the SANS schedule anchors on these dates as on a visit.
 * - assets.source_document_id: the library document an asset was read from.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('intake_batches')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('created_by', 'text')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('intake_batches_site_idx')
    .on('intake_batches')
    .columns(['site_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('intake_files')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('batch_id', 'varchar(36)', (c) =>
      c.notNull().references('intake_batches.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('error', 'text')
    .addColumn('document_id', 'varchar(36)', (c) => c.references('documents.id').onDelete('set null'))
    .addColumn('job_id', 'varchar(36)')
    .addColumn('kind', 'varchar(40)')
    .addColumn('pages', 'text', (c) => c.notNull())
    .addColumn('fields', 'text', (c) => c.notNull())
    .addColumn('decision', 'text')
    .addColumn('decided_by', 'text')
    .addColumn('decided_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('intake_files_batch_idx')
    .on('intake_files')
    .columns(['batch_id', 'position'])
    .execute();
  await db.schema.createIndex('intake_files_job_idx').on('intake_files').column('job_id').execute();

  await db.schema
    .createTable('asset_records')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('asset_id', 'varchar(36)', (c) => c.notNull().references('assets.id').onDelete('cascade'))
    .addColumn('paper_kind', 'varchar(40)', (c) => c.notNull())
    .addColumn('serviced_on', 'varchar(10)')
    .addColumn('tested_on', 'varchar(10)')
    .addColumn('certificate_number', 'text', (c) => c.notNull())
    .addColumn('certificate_key', 'text')
    .addColumn('signatory', 'text', (c) => c.notNull())
    .addColumn('saqcc_number', 'text', (c) => c.notNull())
    .addColumn('contractor', 'text', (c) => c.notNull())
    .addColumn('readings', 'text', (c) => c.notNull())
    .addColumn('notes', 'text', (c) => c.notNull())
    .addColumn('document_id', 'varchar(36)', (c) => c.references('documents.id').onDelete('set null'))
    .addColumn('intake_file_id', 'varchar(36)', (c) => c.references('intake_files.id').onDelete('set null'))
    .addColumn('created_by', 'text')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('asset_records_asset_idx').on('asset_records').column('asset_id').execute();
  await db.schema
    .createIndex('asset_records_certificate_idx')
    .on('asset_records')
    .columns(['site_id', 'certificate_key'])
    .execute();

  await db.schema
    .alterTable('assets')
    .addColumn('source_document_id', 'varchar(36)', (c) => c.references('documents.id').onDelete('set null'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('assets').dropColumn('source_document_id').execute();
  await db.schema.dropTable('asset_records').execute();
  await db.schema.dropTable('intake_files').execute();
  await db.schema.dropTable('intake_batches').execute();
}

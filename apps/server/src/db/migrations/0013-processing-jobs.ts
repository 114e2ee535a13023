import type { Kysely } from 'kysely';

/**
 * PDF processing jobs (issue 12, docs/decisions/0055): one row per run, the record that survives a
 * restart (status, progress, timings, result). The PDF itself is in the file store under file_sha256.
 * A library document whose text is being read by OCR shows its progress in text_progress.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('processing_jobs')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('owner_id', 'varchar(36)')
    .addColumn('document_id', 'varchar(36)')
    .addColumn('file_name', 'varchar(300)', (c) => c.notNull())
    .addColumn('file_sha256', 'varchar(64)', (c) => c.notNull())
    .addColumn('file_size', 'bigint', (c) => c.notNull())
    .addColumn('options', 'text', (c) => c.notNull())
    .addColumn('quick_scan', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'varchar(12)', (c) => c.notNull())
    .addColumn('progress_page', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('progress_pages', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('progress_stage', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('claimed_by', 'varchar(64)')
    .addColumn('heartbeat_at', 'varchar(32)')
    .addColumn('method', 'varchar(10)')
    .addColumn('quality', 'double precision')
    .addColumn('processing_ms', 'integer')
    .addColumn('error', 'varchar(500)')
    .addColumn('result', 'text')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('started_at', 'varchar(32)')
    .addColumn('finished_at', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('processing_jobs_owner_idx')
    .on('processing_jobs')
    .columns(['owner_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('processing_jobs_status_idx')
    .on('processing_jobs')
    .columns(['status', 'created_at'])
    .execute();
  await db.schema
    .createIndex('processing_jobs_document_idx')
    .on('processing_jobs')
    .column('document_id')
    .execute();
  await db.schema.alterTable('documents').addColumn('text_progress', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('documents').dropColumn('text_progress').execute();
  await db.schema.dropTable('processing_jobs').execute();
}

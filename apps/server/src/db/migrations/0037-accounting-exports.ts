import type { Kysely } from 'kysely';

/**
 * Issue 29 §5: every accounting export a bookkeeper takes (who, when, the period, the format, the
 * file's SHA-256) and, per document in it, a fingerprint of the rows it was exported as. The next
 * export of an overlapping period compares fingerprints to mark what changed since; a live sync
 * later reads the same records as its journal (decision 0086).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('accounting_exports')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('format', 'varchar(8)', (c) => c.notNull())
    .addColumn('from_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('to_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('file_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('sha256', 'varchar(64)', (c) => c.notNull())
    .addColumn('byte_size', 'integer', (c) => c.notNull())
    .addColumn('document_count', 'integer', (c) => c.notNull())
    /** 1, 2, 3… in the order taken: which export is the last one before another, whatever the clock. */
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('created_by', 'varchar(36)', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('accounting_exports_seq_idx').on('accounting_exports').column('seq').execute();

  await db.schema
    .createTable('accounting_export_documents')
    .addColumn('export_id', 'varchar(36)', (c) =>
      c.notNull().references('accounting_exports.id').onDelete('cascade'),
    )
    .addColumn('kind', 'varchar(12)', (c) => c.notNull())
    .addColumn('document_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('label', 'varchar(200)', (c) => c.notNull())
    .addColumn('fingerprint', 'varchar(64)', (c) => c.notNull())
    .addColumn('changed', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('accounting_export_documents_pk', ['export_id', 'kind', 'document_id'])
    .execute();
  await db.schema
    .createIndex('accounting_export_documents_document_idx')
    .on('accounting_export_documents')
    .columns(['kind', 'document_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('accounting_export_documents').execute();
  await db.schema.dropTable('accounting_exports').execute();
}

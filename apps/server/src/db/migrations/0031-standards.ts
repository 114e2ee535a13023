import type { Kysely } from 'kysely';

/**
 * Decision 0080: the standards library. A standard has versions (an edition and its PDF in the file
 * store); each version's pages keep the extracted text the search index is rebuilt from. Deleting a
 * standard deletes its versions and pages in the same transaction (the service does it, on both
 * engines alike).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('standards')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('code', 'varchar(40)', (c) => c.notNull())
    .addColumn('code_key', 'varchar(40)', (c) => c.notNull())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('current_version_id', 'varchar(36)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_by', 'varchar(36)')
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('standards_code_key_idx').on('standards').column('code_key').unique().execute();
  await db.schema
    .createTable('standard_versions')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('standard_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('edition', 'varchar(40)', (c) => c.notNull())
    .addColumn('file_name', 'varchar(300)', (c) => c.notNull())
    .addColumn('file_size', 'integer', (c) => c.notNull())
    .addColumn('file_sha256', 'varchar(64)', (c) => c.notNull())
    .addColumn('total_pages', 'integer', (c) => c.notNull())
    .addColumn('total_words', 'integer', (c) => c.notNull())
    .addColumn('uploaded_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('uploaded_by', 'varchar(36)')
    .execute();
  await db.schema
    .createIndex('standard_versions_standard_idx')
    .on('standard_versions')
    .columns(['standard_id', 'uploaded_at'])
    .execute();
  await db.schema
    .createTable('standard_pages')
    .addColumn('version_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('page_number', 'integer', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('standard_pages_pk', ['version_id', 'page_number'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('standard_pages').execute();
  await db.schema.dropTable('standard_versions').execute();
  await db.schema.dropTable('standards').execute();
}

import type { Kysely } from 'kysely';

/** The document library (spec §3 Catalogue document; issue 4). File bytes live in the file store. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('documents')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('slug', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('file_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('type', 'varchar(20)', (c) => c.notNull())
    .addColumn('extension', 'varchar(10)', (c) => c.notNull())
    .addColumn('content_type', 'varchar(120)', (c) => c.notNull())
    .addColumn('file_size', 'bigint', (c) => c.notNull())
    .addColumn('sha256', 'varchar(64)', (c) => c.notNull())
    .addColumn('last_modified', 'varchar(32)', (c) => c.notNull())
    .addColumn('category', 'varchar(60)', (c) => c.notNull())
    .addColumn('subcategory', 'varchar(100)', (c) => c.notNull())
    .addColumn('department', 'varchar(60)', (c) => c.notNull())
    .addColumn('document_type', 'varchar(30)', (c) => c.notNull())
    .addColumn('revision', 'varchar(20)', (c) => c.notNull())
    .addColumn('tags', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('searchable_content', 'text', (c) => c.notNull())
    .addColumn('uploaded_by', 'varchar(36)', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('documents_category_idx').on('documents').column('category').execute();
  await db.schema.createIndex('documents_sha256_idx').on('documents').column('sha256').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('documents').execute();
}

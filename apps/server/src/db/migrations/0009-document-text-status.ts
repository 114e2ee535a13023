import type { Kysely } from 'kysely';

/**
 * Uploads answer before their text is read (docs/decisions/0051): whether a document's searchable text
 * is still being read, ready, or could not be read, and a note saying why or that it is partial.
 * Documents from before this migration already have their text.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('documents')
    .addColumn('text_status', 'varchar(10)', (c) => c.notNull().defaultTo('ready'))
    .execute();
  await db.schema.alterTable('documents').addColumn('text_note', 'varchar(300)').execute();
  await db.schema.createIndex('documents_text_status_idx').on('documents').column('text_status').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('documents_text_status_idx').execute();
  await db.schema.alterTable('documents').dropColumn('text_note').execute();
  await db.schema.alterTable('documents').dropColumn('text_status').execute();
}

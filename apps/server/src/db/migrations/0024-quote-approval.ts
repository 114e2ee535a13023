import type { Kysely } from 'kysely';

/**
 * Client approval, conversion and revisions of quotes (issue 17; docs/decisions/0069).
 *
 * - `quote_approval_links`: one row per private link the office sends. The signed token names the
 *   row; the row keeps only the SHA-256 of the token, its expiry, whether it was revoked and the
 *   client's decision (name, note, time, IP). A decided, expired or revoked row answers no more.
 * - `quotes.project_id`: the project an approved quote became (at most one).
 * - `quotes.revision` / `quotes.revision_of`: Rev N of the quote `revision_of` (the original), with
 *   its own row, figures and number ('Q-2026-0012 Rev 1'); the original is revision 0.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('quote_approval_links')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('quote_id', 'varchar(36)', (c) => c.notNull().references('quotes.id').onDelete('cascade'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('revoked_at', 'varchar(32)')
    .addColumn('created_by', 'varchar(36)', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('decision', 'varchar(16)')
    .addColumn('decided_name', 'varchar(120)')
    .addColumn('decided_note', 'text')
    .addColumn('decided_at', 'varchar(32)')
    .addColumn('decided_ip', 'varchar(64)')
    .execute();
  await db.schema
    .createIndex('quote_approval_links_quote_idx')
    .on('quote_approval_links')
    .columns(['quote_id', 'created_at'])
    .execute();
  await db.schema
    .alterTable('quotes')
    .addColumn('project_id', 'varchar(36)', (c) => c.references('projects.id').onDelete('set null'))
    .execute();
  await db.schema
    .alterTable('quotes')
    .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('quotes')
    .addColumn('revision_of', 'varchar(36)', (c) => c.references('quotes.id').onDelete('cascade'))
    .execute();
  await db.schema.createIndex('quotes_project_id_idx').on('quotes').column('project_id').execute();
  await db.schema
    .createIndex('quotes_revision_of_idx')
    .on('quotes')
    .columns(['revision_of', 'revision'])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('quotes_revision_of_idx').execute();
  await db.schema.dropIndex('quotes_project_id_idx').execute();
  await db.schema.alterTable('quotes').dropColumn('revision_of').execute();
  await db.schema.alterTable('quotes').dropColumn('revision').execute();
  await db.schema.alterTable('quotes').dropColumn('project_id').execute();
  await db.schema.dropTable('quote_approval_links').execute();
}

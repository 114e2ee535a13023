import type { Kysely } from 'kysely';

/** Each link column, the table it points at, and its index. */
const LINKS = [
  ['client_id', 'clients'],
  ['site_id', 'sites'],
  ['project_id', 'projects'],
  ['asset_id', 'assets'],
] as const;

/**
 * Decision 0081. A library document may be linked to a client, a site, a project and an asset: one of
 * each at most, each null when none. Deleting the linked row clears the link (the document stays);
 * a site or asset deleted with its client clears theirs the same way. Each column is indexed, as the
 * client, site and project pages and the filters list documents by them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [column, table] of LINKS) {
    await db.schema
      .alterTable('documents')
      .addColumn(column, 'varchar(36)', (c) => c.references(`${table}.id`).onDelete('set null'))
      .execute();
    await db.schema.createIndex(`documents_${column}_idx`).on('documents').column(column).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [column] of [...LINKS].reverse()) {
    await db.schema.dropIndex(`documents_${column}_idx`).execute();
    await db.schema.alterTable('documents').dropColumn(column).execute();
  }
}

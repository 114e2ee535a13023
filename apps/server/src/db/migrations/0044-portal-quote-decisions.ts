import type { Kysely } from 'kysely';

/**
 * Issue 31: a quote answered from the client portal records the contact's account as well as their name
 * (a public link's answer leaves it null: nobody is signed in there).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('quote_approval_links').addColumn('decided_user_id', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('quote_approval_links').dropColumn('decided_user_id').execute();
}

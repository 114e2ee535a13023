import type { Kysely } from 'kysely';

/**
 * Issue 31, decision 0092: which clients a CLIENT account (a client's contact) may see. A managing agent
 * is bound to several; disabling one binding takes that client away, and the account is disabled when
 * none is left. Rows are never deleted, so the trail of who was given what stays.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('client_user_access')
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('client_id', 'text', (col) => col.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('created_by', 'text')
    .addColumn('disabled_at', 'text')
    .addPrimaryKeyConstraint('client_user_access_pk', ['user_id', 'client_id'])
    .execute();
  await db.schema
    .createIndex('client_user_access_client_idx')
    .on('client_user_access')
    .column('client_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('client_user_access').execute();
}

import type { Kysely } from 'kysely';

/**
 * Accounts an administrator manages and sign-in throttling per account and address
 * (docs/decisions/0052): disabled users, sessions' last activity (idle time-out), one counter per
 * (account, source address), and one-time set-password links.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('disabled_at', 'varchar(32)').execute();
  await db.schema.alterTable('sessions').addColumn('last_seen_at', 'varchar(32)').execute();

  await db.schema
    .createTable('login_throttles')
    .addColumn('account', 'varchar(254)', (c) => c.notNull())
    .addColumn('source', 'varchar(64)', (c) => c.notNull())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('next_allowed_at', 'varchar(32)')
    .addColumn('last_failure_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('login_throttles_pk', ['account', 'source'])
    .execute();
  await db.schema
    .createIndex('login_throttles_last_failure_idx')
    .on('login_throttles')
    .column('last_failure_at')
    .execute();

  await db.schema
    .createTable('user_invites')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('created_by', 'varchar(36)', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('user_invites_user_idx').on('user_invites').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('user_invites').execute();
  await db.schema.dropTable('login_throttles').execute();
  await db.schema.alterTable('sessions').dropColumn('last_seen_at').execute();
  await db.schema.alterTable('users').dropColumn('disabled_at').execute();
}

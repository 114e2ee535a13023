import type { Kysely } from 'kysely';

/**
 * Sign-up policy and Google sign-in by one-time code (issue 25; docs/decisions/0071).
 *
 * - `users.pending_since`: set while a signed-up account waits for an administrator (no sign-in, no
 *   session, no person); `users.requested_role`: the role it asked for.
 * - `oidc_states.binding_hash`: SHA-256 of a secret the browser that started the sign-in keeps; the
 *   one-time code is only exchanged together with it (no login CSRF).
 * - `login_codes`: one-time codes the Google callback hands to the web app instead of a token,
 *   single use, a minute long, only their SHA-256 kept.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('pending_since', 'varchar(32)').execute();
  await db.schema.alterTable('users').addColumn('requested_role', 'varchar(20)').execute();
  await db.schema.alterTable('oidc_states').addColumn('binding_hash', 'varchar(64)').execute();
  await db.schema
    .createTable('login_codes')
    .addColumn('code_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('binding_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('login_codes').execute();
  await db.schema.alterTable('oidc_states').dropColumn('binding_hash').execute();
  await db.schema.alterTable('users').dropColumn('requested_role').execute();
  await db.schema.alterTable('users').dropColumn('pending_since').execute();
}

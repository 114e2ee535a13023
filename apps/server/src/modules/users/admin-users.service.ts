/**
 * An administrator's management of accounts: list, invite (a user without a password plus a
 * set-password link), change role, disable/enable, unlock. There is always at least one active
 * administrator: the last one can be neither demoted nor disabled, checked under a row lock.
 */

import { randomUUID } from 'node:crypto';
import {
  ACCOUNT_MESSAGES,
  AUTH_MESSAGES,
  type InviteUser,
  type InviteUserResponse,
  type ManagedUser,
  type Role,
  type SetPasswordLink,
  type UserStatus,
} from '@firebreak/shared';
import type { Kysely, Transaction } from 'kysely';
import type { DatabaseEngine } from '../../db/client';
import type { Database } from '../../db/schema';
import type { UsersTable } from '../../db/schema/users';
import type { ServiceDeps } from '../../lib/context';
import { isUniqueViolation } from '../../lib/db-errors';
import { conflict, notFound } from '../../lib/errors';
import type { Actor } from '../../lib/permissions';
import { recordAudit } from '../audit/audit.service';
import { type AuthDeps, normalizeEmail, revokeUserSessions, toUser } from '../auth/auth.service';
import { createSetPasswordLink } from '../auth/invites.service';
import { clearThrottles, throttledAccounts } from '../auth/login-throttle';
import { syncPersonForUser } from '../resources/people.service';

export type AdminUsersDeps = ServiceDeps<'db' | 'engine' | 'events'> &
  Pick<AuthDeps, 'sessionCache'> & {
    publicUrl: string;
    inviteTtlHours: number;
  };

function statusOf(row: UsersTable): UserStatus {
  if (row.disabled_at) return 'DISABLED';
  return row.password_hash || row.google_sub ? 'ACTIVE' : 'INVITED';
}

function toManagedUser(
  row: UsersTable,
  lastSignInAt: string | null,
  throttledUntil: string | null,
): ManagedUser {
  return {
    ...toUser(row),
    status: statusOf(row),
    disabledAt: row.disabled_at,
    googleLinked: Boolean(row.google_sub),
    lastSignInAt,
    throttledUntil,
  };
}

async function lastSignIns(db: Kysely<Database>, userId?: string): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('sessions')
    .select(['user_id', (eb) => eb.fn.max('created_at').as('at')])
    .$if(userId !== undefined, (query) => query.where('user_id', '=', userId as string))
    .groupBy('user_id')
    .execute();
  return new Map(rows.filter((row) => row.at).map((row) => [row.user_id, String(row.at)]));
}

export async function listManagedUsers(db: Kysely<Database>): Promise<ManagedUser[]> {
  const [rows, signIns, throttled] = await Promise.all([
    db.selectFrom('users').selectAll().orderBy('first_name').orderBy('last_name').orderBy('id').execute(),
    lastSignIns(db),
    throttledAccounts(db),
  ]);
  return rows.map((row) =>
    toManagedUser(row, signIns.get(row.id) ?? null, throttled.get(row.email_normalized) ?? null),
  );
}

export async function getManagedUser(db: Kysely<Database>, id: string): Promise<ManagedUser> {
  const row = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(ACCOUNT_MESSAGES.userNotFound);
  const [signIns, throttled] = await Promise.all([lastSignIns(db, id), throttledAccounts(db)]);
  return toManagedUser(row, signIns.get(id) ?? null, throttled.get(row.email_normalized) ?? null);
}

export async function inviteUser({
  actor,
  input,
  ...deps
}: AdminUsersDeps & { actor: Actor; input: InviteUser }): Promise<InviteUserResponse> {
  const now = new Date().toISOString();
  const row: UsersTable = {
    id: randomUUID(),
    email: input.email,
    email_normalized: normalizeEmail(input.email),
    first_name: input.firstName,
    last_name: input.lastName,
    phone: input.phone,
    role: input.role,
    password_hash: null,
    google_sub: null,
    created_at: now,
    updated_at: now,
    disabled_at: null,
  };
  try {
    await deps.db.insertInto('users').values(row).execute();
    await syncPersonForUser(deps.db, row.id);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(AUTH_MESSAGES.emailTaken);
    throw error;
  }
  await recordAudit({
    db: deps.db,
    actor,
    action: 'invite',
    entity: 'user',
    entityId: row.id,
    after: { email: row.email, firstName: row.first_name, lastName: row.last_name, role: row.role },
  });
  const link = await issueSetPasswordLink({ ...deps, actor, userId: row.id });
  return { user: toManagedUser(row, null, null), link };
}

/** A fresh set-password link for an existing user (a lost invitation, a forgotten password). */
export async function issueSetPasswordLink({
  actor,
  userId,
  ...deps
}: AdminUsersDeps & { actor: Actor; userId: string }): Promise<SetPasswordLink> {
  const user = await deps.db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
  if (!user) throw notFound(ACCOUNT_MESSAGES.userNotFound);
  const link = await createSetPasswordLink(deps.db, {
    userId,
    createdBy: actor.id,
    ttlHours: deps.inviteTtlHours,
    publicUrl: deps.publicUrl,
  });
  // The link itself is a secret: the trail says one was made and until when, never the token.
  await recordAudit({
    db: deps.db,
    actor,
    action: 'set-password-link',
    entity: 'user',
    entityId: userId,
    after: { linkExpiresAt: link.expiresAt },
  });
  return link;
}

/**
 * Inside a transaction: refuses when `userId` is an active administrator and no other one would
 * remain. On PostgreSQL the administrators' rows are locked, so two administrators demoting each
 * other at once cannot both succeed (SQLite runs one transaction at a time).
 */
async function keepAnActiveAdmin(trx: Transaction<Database>, engine: DatabaseEngine, userId: string) {
  const admins = await trx
    .selectFrom('users')
    .select('id')
    .where('role', '=', 'ADMIN')
    .where('disabled_at', 'is', null)
    .where((eb) => eb.or([eb('password_hash', 'is not', null), eb('google_sub', 'is not', null)]))
    .$if(engine === 'postgres', (query) => query.forUpdate())
    .execute();
  const isActiveAdmin = admins.some((admin) => admin.id === userId);
  if (isActiveAdmin && admins.length < 2) throw conflict(ACCOUNT_MESSAGES.lastAdmin);
}

export async function changeRole({
  actor,
  userId,
  role,
  ...deps
}: AdminUsersDeps & { actor: Actor; userId: string; role: Role }): Promise<ManagedUser> {
  await deps.db.transaction().execute(async (trx) => {
    const user = await trx.selectFrom('users').select('role').where('id', '=', userId).executeTakeFirst();
    if (!user) throw notFound(ACCOUNT_MESSAGES.userNotFound);
    if (user.role === role) return;
    if (role !== 'ADMIN') await keepAnActiveAdmin(trx, deps.engine, userId);
    await trx
      .updateTable('users')
      .set({ role, updated_at: new Date().toISOString() })
      .where('id', '=', userId)
      .execute();
    await recordAudit({
      db: trx,
      actor,
      action: 'role',
      entity: 'user',
      entityId: userId,
      before: { role: user.role },
      after: { role },
    });
  });
  deps.sessionCache?.forgetUser(userId); // the new role applies from the next request
  deps.events.emit('user.access-changed', { reason: 'role-changed', userId });
  return getManagedUser(deps.db, userId);
}

/** Disabling ends every session of the user at once; enabling lets them sign in again. */
export async function setDisabled({
  actor,
  userId,
  disabled,
  ...deps
}: AdminUsersDeps & { actor: Actor; userId: string; disabled: boolean }): Promise<ManagedUser> {
  await deps.db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('users')
      .select('disabled_at')
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!user) throw notFound(ACCOUNT_MESSAGES.userNotFound);
    if (Boolean(user.disabled_at) === disabled) return;
    if (disabled) await keepAnActiveAdmin(trx, deps.engine, userId);
    const now = new Date().toISOString();
    await trx
      .updateTable('users')
      .set({ disabled_at: disabled ? now : null, updated_at: now })
      .where('id', '=', userId)
      .execute();
    await recordAudit({
      db: trx,
      actor,
      action: disabled ? 'disable' : 'enable',
      entity: 'user',
      entityId: userId,
      before: { disabled: !disabled },
      after: { disabled },
    });
  });
  if (disabled) await revokeUserSessions({ ...deps, userId });
  if (disabled) deps.events.emit('user.access-changed', { reason: 'disabled', userId });
  return getManagedUser(deps.db, userId);
}

/** Forgets the failed sign-ins of every address for this account. */
export async function unlockUser({
  actor,
  userId,
  ...deps
}: AdminUsersDeps & { actor: Actor; userId: string }): Promise<ManagedUser> {
  const user = await deps.db
    .selectFrom('users')
    .select('email_normalized')
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) throw notFound(ACCOUNT_MESSAGES.userNotFound);
  await clearThrottles(deps.db, user.email_normalized);
  await recordAudit({ db: deps.db, actor, action: 'unlock', entity: 'user', entityId: userId });
  return getManagedUser(deps.db, userId);
}

/**
 * A signed-in user's own security: changing the password (the current one proves it is them) and
 * the list of their live sessions, which they may sign out everywhere but here.
 */

import {
  ACCOUNT_MESSAGES,
  type ChangePasswordInput,
  type SessionInfo,
  type UpdateProfileInput,
  type User,
} from '@firebreak/shared';
import { badRequest, notFound } from '../../lib/errors';
import { recordAudit } from '../audit/audit.service';
import { syncPersonForUser } from '../resources/people.service';
import {
  type AuthDeps,
  type Authenticated,
  type RequestMeta,
  revokeUserSessions,
  toUser,
} from './auth.service';
import { verifyThrottled } from './login-throttle';
import { hashPassword, verifyPassword } from './passwords';

/** Sets a new password and signs out every other session of the user; answers how many. */
export async function changePassword({
  auth,
  input,
  meta,
  ...deps
}: AuthDeps & { auth: Authenticated; input: ChangePasswordInput; meta: RequestMeta }): Promise<{
  revokedSessions: number;
}> {
  const row = await deps.db
    .selectFrom('users')
    .select(['email_normalized', 'password_hash'])
    .where('id', '=', auth.user.id)
    .executeTakeFirst();
  if (!row) throw notFound(ACCOUNT_MESSAGES.userNotFound);
  const hash = row.password_hash;
  if (!hash) throw badRequest(ACCOUNT_MESSAGES.noPasswordToChange);
  // The same throttle as sign-in: a stolen session must not become a way to guess the password.
  const valid = await verifyThrottled(deps, { account: row.email_normalized, ip: meta.ip }, () =>
    verifyPassword(hash, input.currentPassword),
  );
  if (!valid) throw badRequest(ACCOUNT_MESSAGES.currentPasswordWrong);
  const passwordHash = await hashPassword(input.newPassword);
  const now = new Date().toISOString();
  const result = await deps.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, updated_at: now })
      .where('id', '=', auth.user.id)
      .execute();
    const revokedSessions = await revokeUserSessions({
      db: trx,
      sessionCache: deps.sessionCache,
      userId: auth.user.id,
      exceptSessionId: auth.sessionId,
    });
    // Never the password or its hash: who changed it, from which session, and what it ended.
    await recordAudit({
      db: trx,
      actor: { id: auth.user.id },
      action: 'password-change',
      entity: 'user',
      entityId: auth.user.id,
      after: { sessionId: auth.sessionId, revokedSessions },
    });
    return { revokedSessions };
  });
  // After the commit: a socket dropped before the revoke is saved could reconnect and stay.
  deps.events?.emit('user.access-changed', {
    reason: 'password-changed',
    userId: auth.user.id,
    exceptSessionId: auth.sessionId,
  });
  return result;
}

/** The user's sessions that still work: unrevoked, unexpired and used within the idle time. */
export async function listSessions(deps: AuthDeps, auth: Authenticated): Promise<SessionInfo[]> {
  const now = Date.now();
  const idleCutoff = new Date(now - deps.config.sessionIdleMinutes * 60_000).toISOString();
  const rows = await deps.db
    .selectFrom('sessions')
    .select(['id', 'provider', 'created_at', 'last_seen_at', 'ip', 'user_agent'])
    .where('user_id', '=', auth.user.id)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', new Date(now).toISOString())
    .execute();
  return rows
    .map((row) => ({
      id: row.id,
      provider: row.provider,
      createdAt: row.created_at,
      lastSeenAt: row.last_seen_at ?? row.created_at,
      ip: row.ip,
      userAgent: row.user_agent,
      current: row.id === auth.sessionId,
    }))
    .filter((session) => session.current || session.lastSeenAt > idleCutoff)
    .sort((a, b) => Number(b.current) - Number(a.current) || b.lastSeenAt.localeCompare(a.lastSeenAt));
}

export async function signOutOtherSessions(
  deps: AuthDeps,
  auth: Authenticated,
): Promise<{ revokedSessions: number }> {
  const result = await deps.db.transaction().execute(async (trx) => {
    const revokedSessions = await revokeUserSessions({
      db: trx,
      sessionCache: deps.sessionCache,
      userId: auth.user.id,
      exceptSessionId: auth.sessionId,
    });
    await recordAudit({
      db: trx,
      actor: { id: auth.user.id },
      action: 'sign-out-others',
      entity: 'user',
      entityId: auth.user.id,
      after: { sessionId: auth.sessionId, revokedSessions },
    });
    return { revokedSessions };
  });
  deps.events?.emit('user.access-changed', {
    reason: 'sessions-revoked',
    userId: auth.user.id,
    exceptSessionId: auth.sessionId,
  });
  return result;
}

/** Changes the user's own name and phone; cached sessions drop so the next request sees them. */
export async function updateProfile({
  auth,
  input,
  ...deps
}: AuthDeps & { auth: Authenticated; input: UpdateProfileInput }): Promise<User> {
  const changes = {
    ...(input.firstName !== undefined ? { first_name: input.firstName } : {}),
    ...(input.lastName !== undefined ? { last_name: input.lastName } : {}),
    ...(input.phone !== undefined ? { phone: input.phone } : {}),
  };
  const row = await deps.db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('users')
      .set({ ...changes, updated_at: new Date().toISOString() })
      .where('id', '=', auth.user.id)
      .returningAll()
      .executeTakeFirst();
    if (!updated) throw notFound(ACCOUNT_MESSAGES.userNotFound);
    await syncPersonForUser({ db: trx }, auth.user.id);
    await recordAudit({
      db: trx,
      actor: { id: auth.user.id },
      action: 'update-profile',
      entity: 'user',
      entityId: auth.user.id,
      before: { firstName: auth.user.firstName, lastName: auth.user.lastName, phone: auth.user.phone },
      after: input,
    });
    return updated;
  });
  deps.sessionCache?.forgetUser(auth.user.id);
  return toUser(row);
}

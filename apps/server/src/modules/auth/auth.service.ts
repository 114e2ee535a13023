/**
 * Accounts and sessions: sign-up, sign-in, token checks, sign-out and the Google (OIDC) account link.
 * Plain functions over the database; the routes parse and authorize, these decide.
 */

import { randomUUID } from 'node:crypto';
import {
  ACCOUNT_MESSAGES,
  AUTH_MESSAGES,
  type AuthResponse,
  type LoginInput,
  type RegisterInput,
  type Role,
  type User,
} from '@firebreak/shared';
import { sql } from 'kysely';
import type { Config } from '../../config';
import type { DatabaseEngine } from '../../db/client';
import type { UsersTable } from '../../db/schema/users';
import type { ServiceDeps } from '../../lib/context';
import { isUniqueViolation } from '../../lib/db-errors';
import { conflict, forbidden, unauthorized } from '../../lib/errors';
import type { EventBus } from '../../lib/events';
import { recordAudit } from '../audit/audit.service';
import { syncPersonForUser } from '../resources/people.service';
import { FORGET_AFTER_MS, verifyThrottled } from './login-throttle';
import { hashPassword, verifyDecoy, verifyPassword } from './passwords';
import type { SessionCache } from './session-cache';
import type { TokenSigner } from './tokens';

export type AuthDeps = ServiceDeps<'db'> & {
  engine?: DatabaseEngine;
  /** 'user.access-changed' (access-events.ts); absent only where a test builds the guard alone. */
  events?: EventBus;
  signer: TokenSigner;
  sessionCache?: SessionCache;
  config: Pick<
    Config,
    | 'sessionTtlHours'
    | 'sessionIdleMinutes'
    | 'allowAdminSignup'
    | 'signupMode'
    | 'loginFailuresPerAccountHour'
    | 'loginFailuresPerAccount'
    | 'loginLockoutMinutes'
  >;
};

export type RequestMeta = { ip: string | null; userAgent: string | null };
export type Authenticated = { user: User; sessionId: string };

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export function toUser(row: UsersTable): User {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    role: row.role as Role,
    phone: row.phone,
    createdAt: row.created_at,
  };
}

/**
 * Whether the account may be created at once, must wait for an administrator, or is refused
 * (SIGNUP_MODE, decision 0071). While no administrator exists the first one may sign themselves up
 * in every mode: an install nobody administers could never approve anyone.
 */
export async function signupOutcome(
  { db, config }: Pick<AuthDeps, 'db' | 'config'>,
  role: Role,
): Promise<'active' | 'pending'> {
  const admin = await db
    .selectFrom('users')
    .select('id')
    .where('role', '=', 'ADMIN')
    .where('pending_since', 'is', null)
    .limit(1)
    .executeTakeFirst();
  if (role === 'ADMIN' && !admin) return 'active';
  const mode = config.signupMode;
  if (mode === 'invite') throw forbidden(ACCOUNT_MESSAGES.signupInviteOnly);
  if (mode === 'approval') return 'pending';
  if (role === 'ADMIN' && !config.allowAdminSignup) throw forbidden(AUTH_MESSAGES.adminSignupClosed);
  return 'active';
}

/** What a sign-up answers: a session (the account is active) or word that it waits for approval. */
export type SignupResult = { status: 'ACTIVE'; auth: AuthResponse } | { status: 'PENDING' };

/**
 * Serialises sign-ups that could make the first administrator: on PostgreSQL a transaction-scoped
 * advisory lock (two first administrators at once cannot both see 'no administrator'); SQLite runs
 * one write transaction at a time.
 */
export async function lockFirstAdministrator({ db: trx, engine }: Pick<AuthDeps, 'db' | 'engine'>) {
  if (engine === 'postgres') await sql`select pg_advisory_xact_lock(7125001)`.execute(trx);
}

export async function registerUser({
  input,
  meta,
  ...deps
}: AuthDeps & { input: RegisterInput; meta: RequestMeta }): Promise<SignupResult> {
  const emailNormalized = normalizeEmail(input.email);
  const passwordHash = await hashPassword(input.password);
  const row = await deps.db
    .transaction()
    .execute(async (trx) => {
      await lockFirstAdministrator({ db: trx, engine: deps.engine });
      const outcome = await signupOutcome({ db: trx, config: deps.config }, input.role);
      const existing = await trx
        .selectFrom('users')
        .select('id')
        .where('email_normalized', '=', emailNormalized)
        .executeTakeFirst();
      if (existing) throw conflict(AUTH_MESSAGES.emailTaken);
      const now = new Date().toISOString();
      const pending = outcome === 'pending';
      const row: UsersTable = {
        id: randomUUID(),
        email: input.email,
        email_normalized: emailNormalized,
        first_name: input.firstName,
        last_name: input.lastName,
        phone: input.phone ?? null,
        // A waiting account holds the least role; what it asked for is kept apart until approved.
        role: pending ? 'TECHNICIAN' : input.role,
        password_hash: passwordHash,
        google_sub: null,
        created_at: now,
        updated_at: now,
        disabled_at: null,
        pending_since: pending ? now : null,
        requested_role: pending ? input.role : null,
      };
      await trx.insertInto('users').values(row).execute();
      await recordSignUp({ db: trx, row, method: 'password', requestedRole: input.role });
      if (!pending) await syncPersonForUser({ db: trx }, row.id);
      return row;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw conflict(AUTH_MESSAGES.emailTaken);
      throw error;
    });
  if (row.pending_since) return { status: 'PENDING' };
  return { status: 'ACTIVE', auth: await startSession({ ...deps, user: row, provider: 'password', meta }) };
}

/** A new account is a change of who may sign in: the trail keeps who, with which role, and how. */
export async function recordSignUp({
  db,
  row,
  method,
  requestedRole,
}: ServiceDeps<'db'> & { row: UsersTable; method: 'password' | 'google'; requestedRole: string }) {
  await recordAudit({
    db,
    actor: { id: row.id },
    action: 'sign-up',
    entity: 'user',
    entityId: row.id,
    after: {
      email: row.email,
      firstName: row.first_name,
      lastName: row.last_name,
      role: row.pending_since ? null : row.role,
      requestedRole,
      status: row.pending_since ? 'PENDING' : 'ACTIVE',
      method,
    },
  });
}

export async function loginUser({
  input,
  meta,
  ...deps
}: AuthDeps & { input: LoginInput; meta: RequestMeta }): Promise<AuthResponse> {
  const { db } = deps;
  const emailNormalized = normalizeEmail(input.email);
  const row = await db
    .selectFrom('users')
    .selectAll()
    .where('email_normalized', '=', emailNormalized)
    .executeTakeFirst();
  // Unknown accounts are throttled and checked (against a decoy) exactly like real ones.
  const valid = await verifyThrottled(deps, { account: emailNormalized, ip: meta.ip }, () =>
    row?.password_hash ? verifyPassword(row.password_hash, input.password) : verifyDecoy(input.password),
  );
  if (!row || !valid) throw unauthorized(AUTH_MESSAGES.invalidCredentials);
  return startSession({ ...deps, user: row, provider: 'password', meta });
}

export async function startSession({
  user,
  provider,
  meta,
  ...deps
}: AuthDeps & {
  user: UsersTable;
  provider: 'password' | 'google';
  meta: RequestMeta;
}): Promise<AuthResponse> {
  // Said only once the password (or Google) has proven who is asking: no account-state oracle.
  if (user.disabled_at) throw forbidden(ACCOUNT_MESSAGES.accountDisabled);
  if (user.pending_since) throw forbidden(ACCOUNT_MESSAGES.accountPending);
  const now = new Date();
  const expiresAt = new Date(now.getTime() + deps.config.sessionTtlHours * 3_600_000);
  const sessionId = randomUUID();
  await deps.db
    .insertInto('sessions')
    .values({
      id: sessionId,
      user_id: user.id,
      provider,
      created_at: now.toISOString(),
      expires_at: expiresAt.toISOString(),
      revoked_at: null,
      ip: meta.ip?.slice(0, 64) ?? null,
      user_agent: meta.userAgent?.slice(0, 512) ?? null,
      last_seen_at: now.toISOString(),
    })
    .execute();
  const token = await deps.signer.sign({ userId: user.id, sessionId }, expiresAt);
  return { token, user: toUser(user) };
}

/** Last activity is written at most this often, so a busy client costs no write per request. */
const LAST_SEEN_EVERY_MS = 60_000;

/**
 * The user behind a token whose signature, expiry and session all hold, whose session has been
 * used within SESSION_IDLE_MINUTES and whose account is enabled; otherwise null.
 */
export async function authenticateToken(deps: AuthDeps, token: string): Promise<Authenticated | null> {
  const cached = deps.sessionCache?.get(token);
  if (cached) return cached;
  const claims = await deps.signer.verify(token);
  if (!claims) return null;
  const row = await deps.db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .select([
      'sessions.expires_at',
      'sessions.revoked_at',
      'sessions.last_seen_at',
      'sessions.created_at as session_created_at',
    ])
    .where('sessions.id', '=', claims.sessionId)
    .where('sessions.user_id', '=', claims.userId)
    .executeTakeFirst();
  const now = Date.now();
  if (!row || row.revoked_at || row.disabled_at || row.pending_since || Date.parse(row.expires_at) <= now)
    return null;
  const lastSeen = Date.parse(row.last_seen_at ?? row.session_created_at);
  if (now - lastSeen > deps.config.sessionIdleMinutes * 60_000) return null;
  if (now - lastSeen >= LAST_SEEN_EVERY_MS) {
    await deps.db
      .updateTable('sessions')
      .set({ last_seen_at: new Date(now).toISOString() })
      .where('id', '=', claims.sessionId)
      .execute();
  }
  const auth = { user: toUser(row), sessionId: claims.sessionId };
  deps.sessionCache?.set(token, auth, row.expires_at);
  return auth;
}

/** Sign-out: revokes this session, audited in the same transaction. */
export async function logoutSession(
  deps: Pick<AuthDeps, 'db' | 'sessionCache' | 'events'>,
  { sessionId, userId }: { sessionId: string; userId: string },
): Promise<void> {
  deps.sessionCache?.forgetSession(sessionId);
  await deps.db.transaction().execute(async (trx) => {
    const revoked = await trx
      .updateTable('sessions')
      .set({ revoked_at: new Date().toISOString() })
      .where('id', '=', sessionId)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    if (Number(revoked.numUpdatedRows) === 0) return;
    await recordAudit({
      db: trx,
      actor: { id: userId },
      action: 'sign-out',
      entity: 'user',
      entityId: userId,
      after: { sessionId },
    });
  });
  deps.events?.emit('user.access-changed', { reason: 'sign-out', sessionId });
}

/** Revokes a user's live sessions, all or all but one; answers how many were live. */
export async function revokeUserSessions({
  userId,
  exceptSessionId,
  ...deps
}: Pick<AuthDeps, 'db' | 'sessionCache'> & { userId: string; exceptSessionId?: string }): Promise<number> {
  deps.sessionCache?.forgetUser(userId, exceptSessionId);
  const result = await deps.db
    .updateTable('sessions')
    .set({ revoked_at: new Date().toISOString() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', new Date().toISOString())
    .$if(exceptSessionId !== undefined, (query) => query.where('id', '!=', exceptSessionId as string))
    .executeTakeFirst();
  deps.sessionCache?.forgetUser(userId, exceptSessionId);
  return Number(result.numUpdatedRows);
}

/** Removes records that no longer matter: old sign-in attempts, stale OIDC state, long-dead sessions. */
export async function pruneAuthRecords({ db }: ServiceDeps<'db'>): Promise<void> {
  const now = Date.now();
  const dayAgo = new Date(now - 86_400_000).toISOString();
  const monthAgo = new Date(now - 30 * 86_400_000).toISOString();
  await db.deleteFrom('login_attempts').where('created_at', '<', dayAgo).execute();
  await db
    .deleteFrom('login_throttles')
    .where('last_failure_at', '<', new Date(now - FORGET_AFTER_MS).toISOString())
    .execute();
  await db.deleteFrom('oidc_states').where('expires_at', '<', new Date(now).toISOString()).execute();
  await db.deleteFrom('sessions').where('expires_at', '<', monthAgo).execute();
}

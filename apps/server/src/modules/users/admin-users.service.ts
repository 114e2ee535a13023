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
import { enqueueEmail } from '../outbox/outbox-enqueue';
import { linkPersonToUser, syncPersonForUser } from '../resources/people.service';

export type AdminUsersDeps = ServiceDeps<'db' | 'engine' | 'events'> &
  Pick<AuthDeps, 'sessionCache'> & {
    publicUrl: string;
    inviteTtlHours: number;
    /** LOGIN_FAILURES_PER_ACCOUNT_HOUR: an account whose hourly budget is spent shows as throttled. */
    accountBudget?: number;
    /** With SMTP_URL set, an invitation's link is e-mailed to the invitee through the outbox. */
    mail?: ServiceDeps<'files' | 'config' | 'outbox'>;
  };

function statusOf(row: UsersTable): UserStatus {
  if (row.disabled_at) return 'DISABLED';
  if (row.pending_since) return 'PENDING';
  return row.password_hash || row.google_sub ? 'ACTIVE' : 'INVITED';
}

type Person = { id: string; name: string };

function toManagedUser(
  row: UsersTable,
  lastSignInAt: string | null,
  throttledUntil: string | null,
  person: Person | null,
): ManagedUser {
  return {
    ...toUser(row),
    status: statusOf(row),
    disabledAt: row.disabled_at,
    googleLinked: Boolean(row.google_sub),
    lastSignInAt,
    throttledUntil,
    requestedRole: (row.requested_role as Role | null | undefined) ?? null,
    pendingSince: row.pending_since ?? null,
    person,
  };
}

async function peopleOfUsers(db: Kysely<Database>, userId?: string): Promise<Map<string, Person>> {
  const rows = await db
    .selectFrom('personnel')
    .select(['id', 'name', 'user_id'])
    .where('user_id', 'is not', null)
    .$if(userId !== undefined, (query) => query.where('user_id', '=', userId as string))
    .execute();
  return new Map(rows.map((row) => [row.user_id as string, { id: row.id, name: row.name }]));
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

/** Every account; those waiting for approval first (oldest first), then the rest by name. */
export async function listManagedUsers(
  { db }: ServiceDeps<'db'>,
  accountBudget?: number,
): Promise<ManagedUser[]> {
  const [rows, signIns, throttled, people] = await Promise.all([
    db
      .selectFrom('users')
      .selectAll()
      .where('role', '!=', 'CLIENT')
      .orderBy('first_name')
      .orderBy('last_name')
      .orderBy('id')
      .execute(),
    lastSignIns(db),
    throttledAccounts({ db }, accountBudget),
    peopleOfUsers(db),
  ]);
  const waiting = rows
    .filter((row) => row.pending_since)
    .sort((a, b) => String(a.pending_since).localeCompare(String(b.pending_since)));
  return [...waiting, ...rows.filter((row) => !row.pending_since)].map((row) =>
    toManagedUser(
      row,
      signIns.get(row.id) ?? null,
      throttled.get(row.email_normalized) ?? null,
      people.get(row.id) ?? null,
    ),
  );
}

export async function getManagedUser(
  { db }: ServiceDeps<'db'>,
  id: string,
  accountBudget?: number,
): Promise<ManagedUser> {
  const row = await db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', id)
    .where('role', '!=', 'CLIENT')
    .executeTakeFirst();
  if (!row) throw notFound(ACCOUNT_MESSAGES.userNotFound);
  const [signIns, throttled, people] = await Promise.all([
    lastSignIns(db, id),
    throttledAccounts({ db }, accountBudget),
    peopleOfUsers(db, id),
  ]);
  return toManagedUser(
    row,
    signIns.get(id) ?? null,
    throttled.get(row.email_normalized) ?? null,
    people.get(id) ?? null,
  );
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
  const { link, email } = await deps.db
    .transaction()
    .execute(async (trx) => {
      await trx.insertInto('users').values(row).execute();
      // Sent from a person's record: the account is theirs; otherwise it gets a person of its own.
      const linked = input.personId
        ? await linkPerson(trx, { actor, userId: row.id, personId: input.personId })
        : null;
      if (!linked) await syncPersonForUser({ db: trx }, row.id);
      await recordAudit({
        db: trx,
        actor,
        action: 'invite',
        entity: 'user',
        entityId: row.id,
        after: {
          email: row.email,
          firstName: row.first_name,
          lastName: row.last_name,
          role: row.role,
          personId: input.personId ?? null,
        },
      });
      const link = await issueLinkIn(trx, { ...deps, actor, userId: row.id });
      const email = deps.mail?.config.mail.smtpUrl
        ? await enqueueInvitation({ ...deps.mail, db: trx }, { user: row, link, actor })
        : null;
      return { link, email };
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw conflict(AUTH_MESSAGES.emailTaken);
      throw error;
    });
  if (email) deps.mail?.outbox.wake();
  return { user: await getManagedUser(deps, row.id, deps.accountBudget), link, email };
}

/**
 * The invitation's e-mail (decision 0089), in the invitation's transaction: the link is in its text, so
 * it is written only when an SMTP server will send it (the row is the administrators' to see, never
 * the text). Without SMTP_URL the administrator hands the link over, as before.
 */
async function enqueueInvitation(
  deps: ServiceDeps<'db' | 'files' | 'config'>,
  { user, link, actor }: { user: UsersTable; link: SetPasswordLink; actor: Actor },
) {
  const company = deps.config.company.name;
  return enqueueEmail(deps, {
    to: user.email,
    subject: `Your invitation to ${deps.config.appName} at ${company}`,
    text: [
      `Good day ${user.first_name},`,
      '',
      `You have been invited to ${deps.config.appName}, ${company}'s workspace. Set your password here to sign in`,
      `(the link works once, until ${link.expiresAt.slice(0, 16).replace('T', ' ')} UTC):`,
      link.url,
      '',
      'Kind regards,',
      company,
    ].join('\n'),
    relatedType: 'user',
    relatedId: user.id,
    createdBy: actor.id,
  });
}

/** Links the account to a person on Personnel inside the caller's transaction, audited. */
async function linkPerson(
  trx: Kysely<Database>,
  { actor, userId, personId }: { actor: Actor; userId: string; personId: string },
) {
  const result = await linkPersonToUser({ db: trx }, { userId, personId });
  if (result === 'not-found') throw notFound(ACCOUNT_MESSAGES.personNotFound);
  if (result === 'taken') throw conflict(ACCOUNT_MESSAGES.personTaken);
  await recordAudit({
    db: trx,
    actor,
    action: 'link-person',
    entity: 'user',
    entityId: userId,
    before: { personId: result.previousPersonId },
    after: { personId: result.personId, removedPreviousPerson: result.removedPreviousPerson },
  });
  return result;
}

/** An administrator links an account to a person on Personnel (the only way one is linked). */
export async function linkUserToPerson({
  actor,
  userId,
  personId,
  ...deps
}: AdminUsersDeps & { actor: Actor; userId: string; personId: string }): Promise<ManagedUser> {
  await deps.db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('users')
      .select(['id', 'pending_since'])
      .where('id', '=', userId)
      .where('role', '!=', 'CLIENT')
      .executeTakeFirst();
    if (!user) throw notFound(ACCOUNT_MESSAGES.userNotFound);
    if (user.pending_since) throw conflict(ACCOUNT_MESSAGES.approveFirst);
    await linkPerson(trx, { actor, userId, personId });
  });
  return getManagedUser(deps, userId, deps.accountBudget);
}

/**
 * Approves a waiting account with the role it asked for or another, and gives it its person (the one
 * the administrator chose on Personnel, or a new one). Audited with the requested and given roles.
 */
export async function approveUser({
  actor,
  userId,
  role,
  personId,
  ...deps
}: AdminUsersDeps & {
  actor: Actor;
  userId: string;
  role: Role;
  personId?: string | null | undefined;
}): Promise<ManagedUser> {
  await deps.db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('users')
      .select(['pending_since', 'requested_role'])
      .where('id', '=', userId)
      .where('role', '!=', 'CLIENT')
      .$if(deps.engine === 'postgres', (query) => query.forUpdate())
      .executeTakeFirst();
    if (!user) throw notFound(ACCOUNT_MESSAGES.userNotFound);
    if (!user.pending_since) throw conflict(ACCOUNT_MESSAGES.notPending);
    const now = new Date().toISOString();
    await trx
      .updateTable('users')
      .set({ role, pending_since: null, requested_role: null, updated_at: now })
      .where('id', '=', userId)
      .execute();
    await recordAudit({
      db: trx,
      actor,
      action: 'approve',
      entity: 'user',
      entityId: userId,
      before: { status: 'PENDING', requestedRole: user.requested_role ?? null },
      after: { status: 'ACTIVE', role },
    });
    if (personId) await linkPerson(trx, { actor, userId, personId });
    else await syncPersonForUser({ db: trx }, userId);
  });
  deps.sessionCache?.forgetUser(userId);
  return getManagedUser(deps, userId, deps.accountBudget);
}

/**
 * Refuses a waiting account: it is removed (it never signed in and owns nothing), so its address may
 * sign up again and wait again. The trail keeps who asked for what and who refused it.
 */
export async function refuseUser({
  actor,
  userId,
  ...deps
}: AdminUsersDeps & { actor: Actor; userId: string }): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('users')
      .selectAll()
      .where('id', '=', userId)
      .where('role', '!=', 'CLIENT')
      .$if(deps.engine === 'postgres', (query) => query.forUpdate())
      .executeTakeFirst();
    if (!user) throw notFound(ACCOUNT_MESSAGES.userNotFound);
    if (!user.pending_since) throw conflict(ACCOUNT_MESSAGES.notPending);
    await recordAudit({
      db: trx,
      actor,
      action: 'refuse',
      entity: 'user',
      entityId: userId,
      before: {
        status: 'PENDING',
        email: user.email,
        firstName: user.first_name,
        lastName: user.last_name,
        requestedRole: user.requested_role ?? null,
      },
      after: null,
    });
    await trx.deleteFrom('login_throttles').where('account', '=', user.email_normalized).execute();
    await trx.deleteFrom('users').where('id', '=', userId).execute();
  });
}

/** A fresh set-password link for an existing user (a lost invitation, a forgotten password). */
export async function issueSetPasswordLink({
  actor,
  userId,
  ...deps
}: AdminUsersDeps & { actor: Actor; userId: string }): Promise<SetPasswordLink> {
  return deps.db.transaction().execute((trx) => issueLinkIn(trx, { ...deps, actor, userId }));
}

/** The link and its audit row in the caller's transaction. */
async function issueLinkIn(
  trx: Kysely<Database>,
  {
    actor,
    userId,
    ...deps
  }: Pick<AdminUsersDeps, 'inviteTtlHours' | 'publicUrl'> & { actor: Actor; userId: string },
): Promise<SetPasswordLink> {
  const user = await trx
    .selectFrom('users')
    .select(['id', 'pending_since'])
    .where('id', '=', userId)
    .where('role', '!=', 'CLIENT')
    .executeTakeFirst();
  if (!user) throw notFound(ACCOUNT_MESSAGES.userNotFound);
  // A link would let a waiting sign-up set a password and sign in without anyone approving it.
  if (user.pending_since) throw conflict(ACCOUNT_MESSAGES.approveFirst);
  const link = await createSetPasswordLink(
    { db: trx },
    {
      userId,
      createdBy: actor.id,
      ttlHours: deps.inviteTtlHours,
      publicUrl: deps.publicUrl,
    },
  );
  // The link itself is a secret: the trail says one was made and until when, never the token.
  await recordAudit({
    db: trx,
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
    const user = await trx
      .selectFrom('users')
      .select(['role', 'pending_since'])
      .where('id', '=', userId)
      .where('role', '!=', 'CLIENT')
      .executeTakeFirst();
    if (!user) throw notFound(ACCOUNT_MESSAGES.userNotFound);
    if (user.pending_since) throw conflict(ACCOUNT_MESSAGES.approveFirst);
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
  return getManagedUser(deps, userId, deps.accountBudget);
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
      .where('role', '!=', 'CLIENT')
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
  return getManagedUser(deps, userId, deps.accountBudget);
}

/** Forgets the failed sign-ins of every address for this account. */
export async function unlockUser({
  actor,
  userId,
  ...deps
}: AdminUsersDeps & { actor: Actor; userId: string }): Promise<ManagedUser> {
  await deps.db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('users')
      .select('email_normalized')
      .where('id', '=', userId)
      .where('role', '!=', 'CLIENT')
      .executeTakeFirst();
    if (!user) throw notFound(ACCOUNT_MESSAGES.userNotFound);
    await clearThrottles({ db: trx }, user.email_normalized);
    await recordAudit({ db: trx, actor, action: 'unlock', entity: 'user', entityId: userId });
  });
  return getManagedUser(deps, userId, deps.accountBudget);
}

/**
 * A client's contacts (issue 31, decision 0092): the office invites them from the client's page. An
 * invitation makes a CLIENT account bound to the client and a one-time set-password link (e-mailed
 * when SMTP is configured, otherwise handed over); inviting an existing contact to another client binds
 * them to it too (a managing agent). Disabling takes this client away at once: every session and
 * socket of the contact ends; the account itself is disabled when no client is left.
 */
import { randomUUID } from 'node:crypto';
import {
  type ClientContact,
  type ContactInviteResponse,
  PORTAL_MESSAGES,
  type SetPasswordLink,
} from '@firebreak/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { UsersTable } from '../../db/schema/users';
import type { ServiceDeps } from '../../lib/context';
import { isUniqueViolation } from '../../lib/db-errors';
import { conflict, notFound } from '../../lib/errors';
import type { Actor } from '../../lib/permissions';
import { recordAudit } from '../audit/audit.service';
import { type AuthDeps, normalizeEmail, revokeUserSessions } from '../auth/auth.service';
import { createSetPasswordLink } from '../auth/invites.service';
import { enqueueEmail } from '../outbox/outbox-enqueue';

export type ContactsDeps = ServiceDeps<'db' | 'events' | 'config'> &
  Pick<AuthDeps, 'sessionCache'> & { mail: ServiceDeps<'db' | 'files' | 'config' | 'outbox'> };

export type ContactInvite = {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string | null | undefined;
};

async function clientOr404(db: Kysely<Database>, clientId: string) {
  const client = await db
    .selectFrom('clients')
    .select(['id', 'name'])
    .where('id', '=', clientId)
    .executeTakeFirst();
  if (!client) throw notFound('Client not found');
  return client;
}

/** The client's contacts, enabled first, each with the other clients they see. */
export async function listClientContacts(
  { db }: ServiceDeps<'db'>,
  clientId: string,
): Promise<ClientContact[]> {
  await clientOr404(db, clientId);
  const rows = await db
    .selectFrom('client_user_access as a')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .select([
      'u.id',
      'u.first_name',
      'u.last_name',
      'u.email',
      'u.phone',
      'u.password_hash',
      'u.disabled_at as user_disabled_at',
      'a.disabled_at',
      'a.created_at',
    ])
    .where('a.client_id', '=', clientId)
    .where('u.role', '=', 'CLIENT')
    .orderBy('u.first_name')
    .orderBy('u.last_name')
    .execute();
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [signIns, others] = await Promise.all([
    db
      .selectFrom('sessions')
      .select(['user_id', (eb) => eb.fn.max('created_at').as('at')])
      .where('user_id', 'in', ids)
      .groupBy('user_id')
      .execute(),
    db
      .selectFrom('client_user_access as a')
      .innerJoin('clients as c', 'c.id', 'a.client_id')
      .select(['a.user_id', 'c.name'])
      .where('a.user_id', 'in', ids)
      .where('a.client_id', '!=', clientId)
      .where('a.disabled_at', 'is', null)
      .orderBy('c.name')
      .execute(),
  ]);
  const lastSignIn = new Map(signIns.map((row) => [row.user_id, row.at ? String(row.at) : null]));
  return rows
    .map((row) => ({
      userId: row.id,
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
      phone: row.phone,
      status:
        row.disabled_at || row.user_disabled_at
          ? ('DISABLED' as const)
          : row.password_hash
            ? ('ACTIVE' as const)
            : ('INVITED' as const),
      invitedAt: row.created_at,
      lastSignInAt: lastSignIn.get(row.id) ?? null,
      otherClients: others.filter((other) => other.user_id === row.id).map((other) => other.name),
    }))
    .sort((a, b) => Number(a.status === 'DISABLED') - Number(b.status === 'DISABLED'));
}

async function contactOf(deps: ServiceDeps<'db'>, clientId: string, userId: string): Promise<ClientContact> {
  const contact = (await listClientContacts(deps, clientId)).find((row) => row.userId === userId);
  if (!contact) throw notFound(PORTAL_MESSAGES.contactNotFound);
  return contact;
}

/** Invites a contact to the client's portal (a new account, or another client for an existing contact). */
export async function inviteClientContact(
  deps: ContactsDeps,
  { actor, clientId, input }: { actor: Actor; clientId: string; input: ContactInvite },
): Promise<ContactInviteResponse> {
  const now = new Date().toISOString();
  const { db, config } = deps;
  const emailKey = normalizeEmail(input.email);
  const result = await db
    .transaction()
    .execute(async (trx) => {
      const client = await clientOr404(trx, clientId);
      const existing = await trx
        .selectFrom('users')
        .selectAll()
        .where('email_normalized', '=', emailKey)
        .executeTakeFirst();
      if (existing && existing.role !== 'CLIENT') throw conflict(PORTAL_MESSAGES.staffEmail);
      let user: UsersTable;
      if (existing) {
        user = existing;
        if (existing.disabled_at)
          await trx
            .updateTable('users')
            .set({ disabled_at: null, updated_at: now })
            .where('id', '=', existing.id)
            .execute();
      } else {
        user = {
          id: randomUUID(),
          email: input.email,
          email_normalized: emailKey,
          first_name: input.firstName,
          last_name: input.lastName,
          phone: input.phone?.trim() || null,
          role: 'CLIENT',
          password_hash: null,
          google_sub: null,
          created_at: now,
          updated_at: now,
          disabled_at: null,
        };
        await trx.insertInto('users').values(user).execute();
      }
      const bound = await trx
        .selectFrom('client_user_access')
        .select('disabled_at')
        .where('user_id', '=', user.id)
        .where('client_id', '=', clientId)
        .executeTakeFirst();
      if (bound && !bound.disabled_at) throw conflict('This contact already has access to this client');
      if (bound)
        await trx
          .updateTable('client_user_access')
          .set({ disabled_at: null })
          .where('user_id', '=', user.id)
          .where('client_id', '=', clientId)
          .execute();
      else
        await trx
          .insertInto('client_user_access')
          .values({
            user_id: user.id,
            client_id: clientId,
            created_at: now,
            created_by: actor.id,
            disabled_at: null,
          })
          .execute();
      // A new link only for someone who has never set a password: a contact who has one just sees another client.
      const link: SetPasswordLink | null = user.password_hash
        ? null
        : await createSetPasswordLink(
            { db: trx },
            {
              userId: user.id,
              createdBy: actor.id,
              ttlHours: config.inviteTtlHours,
              publicUrl: config.publicUrl,
            },
          );
      await recordAudit({
        db: trx,
        actor,
        action: 'portal-invite',
        entity: 'client',
        entityId: clientId,
        after: { userId: user.id, email: user.email, newAccount: !existing, linkIssued: Boolean(link) },
      });
      const emailed = config.mail.smtpUrl
        ? await enqueueEmail(
            { ...deps.mail, db: trx },
            {
              to: user.email,
              subject: `${config.company.name}: your client portal for ${client.name}`,
              text: invitationText(config, { user, clientName: client.name, link }),
              relatedType: 'user',
              relatedId: user.id,
              createdBy: actor.id,
            },
          ).then(() => true)
        : false;
      return { userId: user.id, link, emailed, existed: Boolean(existing) };
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw conflict('This contact already has access to this client');
      throw error;
    });
  if (result.emailed) deps.mail.outbox.wake();
  // An existing contact's open sockets reconnect, and join the new client's room.
  if (result.existed)
    deps.events.emit('user.access-changed', { reason: 'role-changed', userId: result.userId });
  return {
    contact: await contactOf(deps, clientId, result.userId),
    link: result.link,
    emailed: result.emailed,
  };
}

function invitationText(
  config: ContactsDeps['config'],
  { user, clientName, link }: { user: UsersTable; clientName: string; link: SetPasswordLink | null },
) {
  const company = config.company.name;
  return [
    `Good day ${user.first_name},`,
    '',
    `${company} has given you access to the client portal for ${clientName}: each site's compliance, service`,
    'reports and certificates, defects and their quotes, invoices, fault reports and the log book.',
    '',
    link
      ? `Set your password here to sign in (the link works once, until ${link.expiresAt.slice(0, 16).replace('T', ' ')} UTC):\n${link.url}`
      : `Sign in as before: ${config.publicUrl}/login`,
    '',
    'Kind regards,',
    company,
  ].join('\n');
}

/**
 * A new set-password link: for a contact whose first link expired, or who forgot their password (the old
 * password works until the link is used; using it signs every other session out).
 */
export async function newContactLink(
  deps: ContactsDeps,
  { actor, clientId, userId }: { actor: Actor; clientId: string; userId: string },
): Promise<SetPasswordLink> {
  const contact = await contactOf(deps, clientId, userId);
  if (contact.status === 'DISABLED') throw conflict('Enable the contact first');
  if (contact.status === 'ACTIVE')
    throw conflict('This contact has a password already: they sign in as before');
  return deps.db.transaction().execute(async (trx) => {
    const link = await createSetPasswordLink(
      { db: trx },
      { userId, createdBy: actor.id, ttlHours: deps.config.inviteTtlHours, publicUrl: deps.config.publicUrl },
    );
    await recordAudit({
      db: trx,
      actor,
      action: 'portal-link',
      entity: 'client',
      entityId: clientId,
      after: { userId },
    });
    return link;
  });
}

/**
 * Enables or disables the contact's access to this client. Either way their sessions and sockets end
 * at once (a socket is in the rooms of the clients it saw); disabling the last client disables the account.
 */
export async function setContactAccess(
  deps: ContactsDeps,
  { actor, clientId, userId, enabled }: { actor: Actor; clientId: string; userId: string; enabled: boolean },
): Promise<ClientContact> {
  const before = await contactOf(deps, clientId, userId);
  if ((before.status !== 'DISABLED') === enabled) return before;
  const now = new Date().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('client_user_access')
      .set({ disabled_at: enabled ? null : now })
      .where('user_id', '=', userId)
      .where('client_id', '=', clientId)
      .execute();
    const left = await trx
      .selectFrom('client_user_access')
      .select('client_id')
      .where('user_id', '=', userId)
      .where('disabled_at', 'is', null)
      .execute();
    await trx
      .updateTable('users')
      .set({ disabled_at: left.length === 0 ? now : null, updated_at: now })
      .where('id', '=', userId)
      .execute();
    const revokedSessions = enabled
      ? 0
      : await revokeUserSessions({ db: trx, sessionCache: deps.sessionCache, userId });
    await recordAudit({
      db: trx,
      actor,
      action: enabled ? 'portal-enable' : 'portal-disable',
      entity: 'client',
      entityId: clientId,
      before: { userId, status: before.status },
      after: { userId, accountDisabled: left.length === 0, revokedSessions },
    });
  });
  deps.sessionCache?.forgetUser(userId);
  if (!enabled) deps.events.emit('user.access-changed', { reason: 'disabled', userId });
  return contactOf(deps, clientId, userId);
}

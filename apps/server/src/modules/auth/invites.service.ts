/**
 * One-time set-password links (there is no mail server: an administrator hands the link over).
 * The token is shown once; only its SHA-256 is stored. Using a link sets the password, ends every
 * other session of the account, clears its sign-in throttles and signs the user in.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  ACCOUNT_MESSAGES,
  type AuthResponse,
  type Invitation,
  type SetPasswordLink,
} from '@firebreak/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ServiceDeps } from '../../lib/context';
import { notFound } from '../../lib/errors';
import { recordAudit } from '../audit/audit.service';
import { type AuthDeps, type RequestMeta, revokeUserSessions, startSession } from './auth.service';
import { clearThrottles } from './login-throttle';
import { hashPassword } from './passwords';

export const INVITE_PATH = '/invite';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new link for the user; earlier unused links of theirs stop working. */
export async function createSetPasswordLink(
  { db }: ServiceDeps<'db'>,
  input: { userId: string; createdBy: string; ttlHours: number; publicUrl: string },
): Promise<SetPasswordLink> {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  const expiresAt = new Date(now.getTime() + input.ttlHours * 3_600_000).toISOString();
  const write = async (trx: Kysely<Database>) => {
    await trx
      .deleteFrom('user_invites')
      .where('user_id', '=', input.userId)
      .where('used_at', 'is', null)
      .execute();
    await trx
      .insertInto('user_invites')
      .values({
        id: randomUUID(),
        user_id: input.userId,
        token_hash: hashToken(token),
        created_by: input.createdBy,
        created_at: now.toISOString(),
        expires_at: expiresAt,
        used_at: null,
      })
      .execute();
  };
  // Inside the caller's transaction when there is one (the link and its audit row land together).
  if (db.isTransaction) await write(db);
  else await db.transaction().execute(write);
  return { token, url: `${input.publicUrl}${INVITE_PATH}/${token}`, expiresAt };
}

/** The unused, unexpired link's invite row and user (enabled accounts only); otherwise 404. */
async function findOpenInvite(db: Kysely<Database>, token: string) {
  const row = await db
    .selectFrom('user_invites')
    .innerJoin('users', 'users.id', 'user_invites.user_id')
    .selectAll('users')
    .select(['user_invites.id as invite_id', 'user_invites.expires_at as invite_expires_at'])
    .where('user_invites.token_hash', '=', hashToken(token))
    .where('user_invites.used_at', 'is', null)
    .executeTakeFirst();
  if (!row || row.disabled_at || row.invite_expires_at <= new Date().toISOString()) {
    throw notFound(ACCOUNT_MESSAGES.inviteInvalid);
  }
  return row;
}

export async function getInvitation({ db }: ServiceDeps<'db'>, token: string): Promise<Invitation> {
  const row = await findOpenInvite(db, token);
  return {
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    expiresAt: row.invite_expires_at,
  };
}

export async function acceptInvite({
  token,
  password,
  meta,
  ...deps
}: AuthDeps & { token: string; password: string; meta: RequestMeta }): Promise<AuthResponse> {
  const found = await findOpenInvite(deps.db, token);
  const passwordHash = await hashPassword(password);
  const now = new Date().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    // Used once: of two requests with the same link, only the one that marks it used goes on.
    const claimed = await trx
      .updateTable('user_invites')
      .set({ used_at: now })
      .where('id', '=', found.invite_id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) throw notFound(ACCOUNT_MESSAGES.inviteInvalid);
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, updated_at: now })
      .where('id', '=', found.id)
      .execute();
    const revokedSessions = await revokeUserSessions({
      db: trx,
      sessionCache: deps.sessionCache,
      userId: found.id,
    });
    await clearThrottles({ db: trx }, found.email_normalized);
    // The link is the password's proof here: the trail says it was used, never the token.
    await recordAudit({
      db: trx,
      actor: { id: found.id },
      action: 'set-password-link-used',
      entity: 'user',
      entityId: found.id,
      after: { inviteId: found.invite_id, revokedSessions },
    });
  });
  deps.events?.emit('user.access-changed', { reason: 'password-changed', userId: found.id });
  const { invite_id: _invite, invite_expires_at: _expires, ...user } = found;
  return startSession({
    ...deps,
    user: { ...user, password_hash: passwordHash },
    provider: 'password',
    meta,
  });
}

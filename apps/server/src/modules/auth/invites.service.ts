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
import { notFound } from '../../lib/errors';
import { type AuthDeps, type RequestMeta, revokeUserSessions, startSession } from './auth.service';
import { clearThrottles } from './login-throttle';
import { hashPassword } from './passwords';

export const INVITE_PATH = '/invite';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new link for the user; earlier unused links of theirs stop working. */
export async function createSetPasswordLink(
  db: Kysely<Database>,
  input: { userId: string; createdBy: string; ttlHours: number; publicUrl: string },
): Promise<SetPasswordLink> {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  const expiresAt = new Date(now.getTime() + input.ttlHours * 3_600_000).toISOString();
  await db.transaction().execute(async (trx) => {
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
  });
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

export async function getInvitation(db: Kysely<Database>, token: string): Promise<Invitation> {
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
  // Used once: of two requests with the same link, only the one that marks it used goes on.
  const claimed = await deps.db
    .updateTable('user_invites')
    .set({ used_at: now })
    .where('id', '=', found.invite_id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) throw notFound(ACCOUNT_MESSAGES.inviteInvalid);
  await deps.db
    .updateTable('users')
    .set({ password_hash: passwordHash, updated_at: now })
    .where('id', '=', found.id)
    .execute();
  await revokeUserSessions({ ...deps, userId: found.id });
  deps.events?.emit('user.access-changed', { reason: 'password-changed', userId: found.id });
  await clearThrottles(deps.db, found.email_normalized);
  const { invite_id: _invite, invite_expires_at: _expires, ...user } = found;
  return startSession({
    ...deps,
    user: { ...user, password_hash: passwordHash },
    provider: 'password',
    meta,
  });
}

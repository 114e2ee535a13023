/**
 * Private calendar feeds: one secret token per person (32 random bytes, stored only as a SHA-256
 * hash), regenerated or revoked at will, and the live .ics of their plan for the current week and
 * the next four.
 */
import { createHash, randomBytes } from 'node:crypto';
import { addDays, currentMonday, planEvents } from '@firebreak/shared';
import type { ServiceDeps } from '../../lib/context';
import { recordAudit } from '../audit/audit.service';
import { appointmentEvents, listAppointments } from './appointments.service';
import { renderIcs } from './ics';
import { fullName, loadPlan } from './weekly-plan.service';

export const FEED_WEEKS = 5;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function subscriptionStatus({ db }: ServiceDeps<'db'>, userId: string) {
  const row = await db
    .selectFrom('calendar_subscriptions')
    .select(['created_at', 'last_used_at'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return { active: Boolean(row), createdAt: row?.created_at ?? null, lastUsedAt: row?.last_used_at ?? null };
}

/** A new secret feed token; any earlier one stops working. The token is shown only this once. */
export async function createSubscription(
  { db }: ServiceDeps<'db'>,
  userId: string,
): Promise<{ token: string; createdAt: string }> {
  const token = randomBytes(32).toString('base64url');
  const createdAt = new Date().toISOString();
  // One upsert, so concurrent requests each succeed; the last one's token is the one that works.
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('calendar_subscriptions')
      .values({ user_id: userId, token_hash: hashToken(token), created_at: createdAt, last_used_at: null })
      .onConflict((conflict) =>
        conflict
          .column('user_id')
          .doUpdateSet({ token_hash: hashToken(token), created_at: createdAt, last_used_at: null }),
      )
      .execute();
    await recordAudit({
      db: trx,
      actor: { id: userId },
      action: 'calendar-feed-on',
      entity: 'weekly-plan',
      entityId: userId,
      after: { calendarFeed: 'new private address' },
    });
  });
  return { token, createdAt };
}

export async function revokeSubscription({ db }: ServiceDeps<'db'>, userId: string): Promise<void> {
  const result = await db
    .deleteFrom('calendar_subscriptions')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) > 0)
    await recordAudit({
      db,
      actor: { id: userId },
      action: 'calendar-feed-off',
      entity: 'weekly-plan',
      entityId: userId,
      before: { calendarFeed: 'on' },
      after: { calendarFeed: 'off' },
    });
}

/**
 * The feed of a token, or null when the token is unknown or revoked, or its owner's account is
 * disabled (answered as an unknown token: the address says nothing about the account behind it).
 */
export async function calendarFeed(
  { db }: ServiceDeps<'db'>,
  token: string,
  now: Date = new Date(),
): Promise<string | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const tokenHash = hashToken(token);
  const owner = await db
    .selectFrom('calendar_subscriptions')
    .innerJoin('users', 'users.id', 'calendar_subscriptions.user_id')
    .select(['users.id', 'users.first_name', 'users.last_name'])
    .where('calendar_subscriptions.token_hash', '=', tokenHash)
    .where('users.disabled_at', 'is', null)
    .executeTakeFirst();
  if (!owner) return null;
  await db
    .updateTable('calendar_subscriptions')
    .set({ last_used_at: now.toISOString() })
    .where('token_hash', '=', tokenHash)
    .execute();
  const name = fullName({ firstName: owner.first_name, lastName: owner.last_name });
  const { template } = await loadPlan({ db }, owner.id);
  const start = currentMonday(now);
  const events = planEvents({ planKey: owner.id, name, start, template, weeks: FEED_WEEKS });
  const person = { id: owner.id, firstName: owner.first_name, lastName: owner.last_name };
  for (let week = 0; week < FEED_WEEKS; week += 1) {
    const appointments = await listAppointments({ db }, person, addDays(start, week * 7));
    events.push(...appointmentEvents(owner.id, name, appointments));
  }
  return renderIcs({
    calendarName: `${name} — Weekly Plan`,
    events,
    description: `Weekly plan from ${start} to ${addDays(start, FEED_WEEKS * 7 - 3)}`,
    refreshSeconds: 3600,
  });
}

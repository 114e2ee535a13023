/**
 * Password guessing throttled per (account, source address), never by locking the account: the
 * owner signing in from their own address is not held up by someone guessing from another
 * (docs/decisions/0052). An attempt is counted as a failure atomically BEFORE its password is
 * checked (a compare-and-set on the pair's counter), so attempts sent in parallel cannot all be
 * checked; a success then clears the pair. After LOGIN_FAILURES_PER_ACCOUNT failures each further
 * attempt must wait 30 s, doubling up to LOGIN_LOCKOUT_MINUTES; refused attempts are not checked.
 */

import { randomUUID } from 'node:crypto';
import { isIPv6 } from 'node:net';
import { throttledMessage } from '@firebreak/shared';
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import type { ServiceDeps } from '../../lib/context';
import { tooManyRequests } from '../../lib/errors';

export type ThrottleDeps = ServiceDeps<'db'> & {
  config: Pick<Config, 'loginFailuresPerAccount' | 'loginLockoutMinutes'>;
};

export type ThrottleKey = { account: string; ip: string | null };

const FIRST_WAIT_MS = 30_000;
/** A pair quiet this long starts again from zero (and its row is pruned). */
export const FORGET_AFTER_MS = 24 * 3_600_000;

/** The wait before the next attempt after `failures` failures: none until the threshold, then doubling. */
export function waitAfterFailures(failures: number, config: ThrottleDeps['config']): number {
  if (failures < config.loginFailuresPerAccount) return 0;
  const doublings = Math.min(failures - config.loginFailuresPerAccount, 30);
  return Math.min(FIRST_WAIT_MS * 2 ** doublings, config.loginLockoutMinutes * 60_000);
}

/**
 * Where an attempt comes from. An IPv6 client usually holds a whole /64, so that prefix is one
 * source; otherwise the address itself.
 */
export function sourceOf(ip: string | null): string {
  if (!ip) return 'unknown';
  if (!isIPv6(ip) || ip.startsWith('::ffff:')) return ip.replace(/^::ffff:/, '').slice(0, 64);
  const [head = '', tail = ''] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

type Claim = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Counts one attempt for the pair, or says how long it must wait. Atomic across requests and instances. */
async function claimAttempt(deps: ThrottleDeps, key: ThrottleKey): Promise<Claim> {
  const { db, config } = deps;
  const account = key.account;
  const source = sourceOf(key.ip);
  // Each lost compare-and-set means another attempt was counted: a few rounds settle any burst.
  for (let round = 0; round < config.loginFailuresPerAccount + 5; round++) {
    const now = Date.now();
    const nowIso = new Date(now).toISOString();
    const row = await db
      .selectFrom('login_throttles')
      .selectAll()
      .where('account', '=', account)
      .where('source', '=', source)
      .executeTakeFirst();
    if (!row) {
      const inserted = await db
        .insertInto('login_throttles')
        .values({ account, source, failures: 1, next_allowed_at: null, last_failure_at: nowIso })
        .onConflict((conflict) => conflict.columns(['account', 'source']).doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) return { allowed: true };
      continue;
    }
    const forgotten = now - Date.parse(row.last_failure_at) > FORGET_AFTER_MS;
    const failures = forgotten ? 0 : Number(row.failures);
    if (!forgotten && row.next_allowed_at && row.next_allowed_at > nowIso) {
      return { allowed: false, retryAfterSeconds: (Date.parse(row.next_allowed_at) - now) / 1000 };
    }
    const counted = failures + 1;
    const wait = waitAfterFailures(counted, config);
    const updated = await db
      .updateTable('login_throttles')
      .set({
        failures: counted,
        next_allowed_at: wait > 0 ? new Date(now + wait).toISOString() : null,
        last_failure_at: nowIso,
      })
      .where('account', '=', account)
      .where('source', '=', source)
      .where('failures', '=', Number(row.failures))
      .where('last_failure_at', '=', row.last_failure_at)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 1) return { allowed: true };
  }
  return { allowed: false, retryAfterSeconds: 1 };
}

/**
 * Checks a password under the throttle: throws 429 with Retry-After when this pair must wait,
 * otherwise runs `verify` once, records the attempt and clears the pair on success.
 */
export async function verifyThrottled(
  deps: ThrottleDeps,
  key: ThrottleKey,
  verify: () => Promise<boolean>,
): Promise<boolean> {
  const claim = await claimAttempt(deps, key);
  if (!claim.allowed)
    throw tooManyRequests(throttledMessage(claim.retryAfterSeconds), claim.retryAfterSeconds);
  const valid = await verify();
  const now = new Date().toISOString();
  await deps.db
    .insertInto('login_attempts')
    .values({
      id: randomUUID(),
      email_normalized: key.account,
      ip: key.ip?.slice(0, 64) ?? null,
      succeeded: valid ? 1 : 0,
      created_at: now,
    })
    .execute();
  if (valid) {
    await deps.db
      .deleteFrom('login_throttles')
      .where('account', '=', key.account)
      .where('source', '=', sourceOf(key.ip))
      .execute();
  }
  return valid;
}

/** Forgets every address's failures for an account (an administrator's unlock). */
export async function clearThrottles(db: Kysely<Database>, account: string): Promise<void> {
  await db.deleteFrom('login_throttles').where('account', '=', account).execute();
}

/** For each throttled account, until when its most held-up address must wait. */
export async function throttledAccounts(db: Kysely<Database>): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('login_throttles')
    .select(['account', (eb) => eb.fn.max('next_allowed_at').as('until')])
    .where('next_allowed_at', '>', new Date().toISOString())
    .groupBy('account')
    .execute();
  return new Map(rows.filter((row) => row.until).map((row) => [row.account, String(row.until)]));
}

/**
 * Password guessing throttled per (account, source address), never by locking the account: the
 * owner signing in from their own address is not held up by someone guessing from another
 * (docs/decisions/0052). Besides, each account has an hourly budget of failed guesses across every
 * address it has not signed in from lately (LOGIN_FAILURES_PER_ACCOUNT_HOUR, decision 0072), so an
 * attacker with many addresses gets a bounded number of guesses; an administrator's unlock and a
 * set-password link still get the owner in. An attempt is counted as a failure atomically BEFORE its password is
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
  config: Pick<Config, 'loginFailuresPerAccount' | 'loginLockoutMinutes'> &
    Partial<Pick<Config, 'loginFailuresPerAccountHour'>>;
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

/** The account-wide row of the hourly budget (decision 0072); no real source is written like this. */
const ACCOUNT_WIDE = '*';
const BUDGET_WINDOW_MS = 3_600_000;
/** How far back a successful sign-in makes an address the owner's own. */
const KNOWN_SOURCE_MS = 30 * 86_400_000;

/**
 * Whether the account has signed in from this source (address, or IPv6 /64) within 30 days: the
 * owner's usual places are not held up by someone spending the account's budget from elsewhere.
 */
async function isKnownSource(db: Kysely<Database>, account: string, ip: string | null): Promise<boolean> {
  if (!ip) return false;
  const since = new Date(Date.now() - KNOWN_SOURCE_MS).toISOString();
  const rows = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select('sessions.ip')
    .where('users.email_normalized', '=', account)
    .where('sessions.created_at', '>', since)
    .where('sessions.ip', 'is not', null)
    .orderBy('sessions.created_at', 'desc')
    .limit(50)
    .execute();
  const source = sourceOf(ip);
  return rows.some((row) => sourceOf(row.ip) === source);
}

/**
 * Counts one attempt against the account's hourly budget across every address, or says how long the
 * window still runs. An attacker rotating addresses gets at most LOGIN_FAILURES_PER_ACCOUNT_HOUR
 * guesses an hour; the same compare-and-set as the pairs keeps parallel attempts honest.
 */
async function claimAccountBudget(deps: ThrottleDeps, account: string, budget: number): Promise<Claim> {
  const { db } = deps;
  for (let round = 0; round < 20; round++) {
    const now = Date.now();
    const nowIso = new Date(now).toISOString();
    const windowEnd = new Date(now + BUDGET_WINDOW_MS).toISOString();
    const row = await db
      .selectFrom('login_throttles')
      .selectAll()
      .where('account', '=', account)
      .where('source', '=', ACCOUNT_WIDE)
      .executeTakeFirst();
    if (!row) {
      const inserted = await db
        .insertInto('login_throttles')
        .values({
          account,
          source: ACCOUNT_WIDE,
          failures: 1,
          next_allowed_at: windowEnd,
          last_failure_at: nowIso,
        })
        .onConflict((conflict) => conflict.columns(['account', 'source']).doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) return { allowed: true };
      continue;
    }
    const windowOver = !row.next_allowed_at || row.next_allowed_at <= nowIso;
    const failures = Number(row.failures);
    if (!windowOver && failures >= budget) {
      return { allowed: false, retryAfterSeconds: (Date.parse(String(row.next_allowed_at)) - now) / 1000 };
    }
    const updated = await db
      .updateTable('login_throttles')
      .set(
        windowOver
          ? { failures: 1, next_allowed_at: windowEnd, last_failure_at: nowIso }
          : { failures: failures + 1, last_failure_at: nowIso },
      )
      .where('account', '=', account)
      .where('source', '=', ACCOUNT_WIDE)
      .where('failures', '=', failures)
      .where('last_failure_at', '=', row.last_failure_at)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 1) return { allowed: true };
  }
  return { allowed: false, retryAfterSeconds: 1 };
}

/**
 * Checks a password under the throttle: throws 429 with Retry-After when this pair must wait or the
 * account's hourly budget is spent (addresses it signed in from lately are exempt from the budget),
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
  const budget = deps.config.loginFailuresPerAccountHour;
  const counted = budget !== undefined && !(await isKnownSource(deps.db, key.account, key.ip));
  if (counted) {
    const spent = await claimAccountBudget(deps, key.account, budget);
    if (!spent.allowed)
      throw tooManyRequests(throttledMessage(spent.retryAfterSeconds), spent.retryAfterSeconds);
  }
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
    // A right password was no guess: it gives back the budget it was counted against.
    if (counted) {
      await deps.db
        .updateTable('login_throttles')
        .set((eb) => ({ failures: eb('failures', '-', 1) }))
        .where('account', '=', key.account)
        .where('source', '=', ACCOUNT_WIDE)
        .where('failures', '>', 0)
        .execute();
    }
  }
  return valid;
}

/** Forgets every address's failures for an account (an administrator's unlock). */
export async function clearThrottles({ db }: ServiceDeps<'db'>, account: string): Promise<void> {
  await db.deleteFrom('login_throttles').where('account', '=', account).execute();
}

/** For each throttled account, until when its most held-up address (or its spent hourly budget) must wait. */
export async function throttledAccounts(
  { db }: ServiceDeps<'db'>,
  accountBudget?: number,
): Promise<Map<string, string>> {
  const nowIso = new Date().toISOString();
  const rows = await db
    .selectFrom('login_throttles')
    .select(['account', (eb) => eb.fn.max('next_allowed_at').as('until')])
    .where('next_allowed_at', '>', nowIso)
    .where('source', '!=', ACCOUNT_WIDE)
    .groupBy('account')
    .execute();
  const until = new Map(rows.filter((row) => row.until).map((row) => [row.account, String(row.until)]));
  if (accountBudget === undefined) return until;
  const spent = await db
    .selectFrom('login_throttles')
    .select(['account', 'next_allowed_at'])
    .where('source', '=', ACCOUNT_WIDE)
    .where('next_allowed_at', '>', nowIso)
    .where('failures', '>=', accountBudget)
    .execute();
  for (const row of spent) {
    const end = String(row.next_allowed_at);
    if (end > (until.get(row.account) ?? '')) until.set(row.account, end);
  }
  return until;
}

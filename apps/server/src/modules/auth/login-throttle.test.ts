/**
 * Sign-in throttling per (account, source address) (docs/decisions/0052): counted before the password
 * is checked, so a parallel burst cannot get more checks than the threshold; an address that keeps
 * failing waits longer and longer; the owner signing in from another address is never held up.
 */
import { throttledMessage } from '@firebreak/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerUser } from '../../test/factories';
import { createTestApp, engines, type TestApp } from '../../test/test-app';
import { sourceOf, waitAfterFailures } from './login-throttle';

const ATTACKER = '203.0.113.66';
const OWNER = '198.51.100.7';
const WRONG = 'Wrong-passw0rd';

describe('waitAfterFailures', () => {
  const config = { loginFailuresPerAccount: 5, loginLockoutMinutes: 15 };
  it('waits nothing below the threshold, then 30 s doubling up to LOGIN_LOCKOUT_MINUTES', () => {
    expect([1, 2, 3, 4].map((n) => waitAfterFailures(n, config))).toEqual([0, 0, 0, 0]);
    expect([5, 6, 7, 8, 9].map((n) => waitAfterFailures(n, config) / 1000)).toEqual([30, 60, 120, 240, 480]);
    expect(waitAfterFailures(10, config)).toBe(15 * 60_000);
    expect(waitAfterFailures(10_000, config)).toBe(15 * 60_000);
  });
});

describe('sourceOf', () => {
  it('is the IPv4 address, and the /64 of an IPv6 address', () => {
    expect(sourceOf('198.51.100.7')).toBe('198.51.100.7');
    expect(sourceOf('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(sourceOf('2001:db8:0:1:aaaa::1')).toBe('2001:db8:0:1::/64');
    expect(sourceOf('2001:0db8:0000:0001:ffff:ffff:ffff:ffff')).toBe('2001:db8:0:1::/64');
    expect(sourceOf('::1')).toBe('0:0:0:0::/64');
    expect(sourceOf(null)).toBe('unknown');
  });
});

/** The wait the throttle set after the pair's last failure, in seconds (exact, unlike a countdown). */
async function storedWait(app: TestApp, email: string, ip: string): Promise<number> {
  const row = await app.database.db
    .selectFrom('login_throttles')
    .select(['next_allowed_at', 'last_failure_at'])
    .where('account', '=', email.toLowerCase())
    .where('source', '=', sourceOf(ip))
    .executeTakeFirstOrThrow();
  return (Date.parse(String(row.next_allowed_at)) - Date.parse(row.last_failure_at)) / 1000;
}

describe.each(engines)('sign-in throttle on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(async () => t?.close());

  const login = (email: string, password: string, ip: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: ip, payload: { email, password } });
  const recordedAttempts = async (email: string) =>
    Number(
      (
        await t.database.db
          .selectFrom('login_attempts')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('email_normalized', '=', email.toLowerCase())
          .executeTakeFirstOrThrow()
      ).n,
    );
  /** As if the wait had passed: the pair's next attempt is allowed now. */
  const letTimePass = (email: string, ip: string) =>
    t.database.db
      .updateTable('login_throttles')
      .set({ next_allowed_at: new Date(Date.now() - 1000).toISOString() })
      .where('account', '=', email.toLowerCase())
      .where('source', '=', ip)
      .execute();
  const admin = async () => {
    const existing = await t.database.db
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'ADMIN')
      .executeTakeFirst();
    const user = await registerUser(t.app, { role: existing ? 'ENGINEER' : 'ADMIN' });
    if (existing) {
      await t.database.db
        .updateTable('users')
        .set({ role: 'ADMIN' })
        .where('id', '=', user.user.id)
        .execute();
    }
    return user;
  };

  it('checks at most the threshold of 20 wrong passwords sent in parallel', async () => {
    const { email } = await registerUser(t.app);
    const threshold = t.config.loginFailuresPerAccount;
    const responses = await Promise.all(Array.from({ length: 20 }, () => login(email, WRONG, ATTACKER)));
    const statuses = responses.map((response) => response.statusCode);
    const checked = statuses.filter((status) => status === 401).length;
    expect(checked).toBeLessThanOrEqual(threshold);
    // And no fewer: losing a race to count is not a reason to refuse an allowed attempt.
    expect(checked).toBe(threshold);
    expect(statuses.filter((status) => status === 429).length).toBe(20 - checked);
    // Every check is recorded; the refused attempts never reached argon2.
    expect(await recordedAttempts(email)).toBe(checked);
    for (const response of responses.filter((r) => r.statusCode === 429)) {
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      expect(response.json().error).toMatch(/^Too many failed sign-in attempts/);
    }
  });

  it('lets the owner in from their own address while another address is throttled', async () => {
    const { email, password } = await registerUser(t.app);
    for (let i = 0; i < 8; i++) await login(email, WRONG, ATTACKER);
    expect((await login(email, password, ATTACKER)).statusCode).toBe(429);

    const owner = await login(email, password, OWNER);
    expect(owner.statusCode).toBe(200);
    const me = await t.app.inject({ url: '/api/auth/me', headers: bearer(owner.json().token) });
    expect(me.statusCode).toBe(200);
    // The owner's success does not free the attacker's address.
    expect((await login(email, password, ATTACKER)).statusCode).toBe(429);
  });

  it('doubles the wait with each failure after the threshold, and the right password then clears it', async () => {
    const { email, password } = await registerUser(t.app);
    const ip = '192.0.2.10';
    for (let i = 1; i < t.config.loginFailuresPerAccount; i++) {
      expect((await login(email, WRONG, ip)).statusCode).toBe(401);
    }
    const waits: number[] = [];
    for (let i = 0; i < 4; i++) {
      expect((await login(email, WRONG, ip)).statusCode).toBe(401); // checked: the wait had passed
      const refused = await login(email, WRONG, ip);
      expect(refused.statusCode).toBe(429);
      const wait = await storedWait(t, email, ip);
      // The header counts down from the stored wait however slowly this machine answered.
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(wait);
      waits.push(wait);
      await letTimePass(email, ip);
    }
    expect(waits).toEqual([30, 60, 120, 240]);
    expect(await recordedAttempts(email)).toBe(t.config.loginFailuresPerAccount - 1 + 4);

    expect((await login(email, password, ip)).statusCode).toBe(200);
    // Cleared: a slip of the finger afterwards is not met with a wait.
    expect((await login(email, WRONG, ip)).statusCode).toBe(401);
    expect((await login(email, password, ip)).statusCode).toBe(200);
  });

  it('refuses the right password from the throttled address until the wait has passed', async () => {
    const { email, password } = await registerUser(t.app);
    const ip = '192.0.2.11';
    for (let i = 0; i < t.config.loginFailuresPerAccount; i++) await login(email, WRONG, ip);
    const refused = await login(email, password, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: throttledMessage(Number(refused.headers['retry-after'])) });
    await letTimePass(email, ip);
    expect((await login(email, password, ip)).statusCode).toBe(200);
  });

  it('throttles an unknown e-mail the same way, so throttling tells nothing about accounts', async () => {
    const email = `nobody.${Date.now()}@example.co.za`;
    const statuses: number[] = [];
    for (let i = 0; i < t.config.loginFailuresPerAccount + 1; i++) {
      statuses.push((await login(email, WRONG, '192.0.2.12')).statusCode);
    }
    expect(statuses).toEqual([...Array(t.config.loginFailuresPerAccount).fill(401), 429]);
  });

  it('lets an administrator unlock an account for every address at once', async () => {
    const { token } = await admin();
    const { email, password, user } = await registerUser(t.app);
    for (const ip of [ATTACKER, '192.0.2.13']) {
      for (let i = 0; i < t.config.loginFailuresPerAccount; i++) await login(email, WRONG, ip);
    }
    const listed = await t.app.inject({ url: `/api/admin/users/${user.id}`, headers: bearer(token) });
    expect(listed.json().throttledUntil).toEqual(expect.any(String));

    const unlocked = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${user.id}/unlock`,
      headers: bearer(token),
    });
    expect(unlocked.statusCode).toBe(200);
    expect(unlocked.json()).toMatchObject({ id: user.id, throttledUntil: null });
    expect((await login(email, password, '192.0.2.13')).statusCode).toBe(200);
    expect((await login(email, password, ATTACKER)).statusCode).toBe(200);
  });

  it('keeps the existing settings working: a custom threshold and longest wait', async () => {
    const custom = await createTestApp(engine, {
      LOGIN_FAILURES_PER_ACCOUNT: '2',
      LOGIN_LOCKOUT_MINUTES: '1',
    });
    try {
      const { email } = await registerUser(custom.app);
      const attempt = () =>
        custom.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: '192.0.2.14',
          payload: { email, password: WRONG },
        });
      expect((await attempt()).statusCode).toBe(401);
      expect((await attempt()).statusCode).toBe(401);
      const waits: number[] = [];
      for (let i = 0; i < 3; i++) {
        const refused = await attempt();
        expect(refused.statusCode).toBe(429);
        expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
        waits.push(await storedWait(custom, email, '192.0.2.14'));
        await custom.database.db
          .updateTable('login_throttles')
          .set({ next_allowed_at: new Date(Date.now() - 1000).toISOString() })
          .execute();
        expect((await attempt()).statusCode).toBe(401);
      }
      expect(waits).toEqual([30, 60, 60]); // capped at LOGIN_LOCKOUT_MINUTES
    } finally {
      await custom.close();
    }
  });
});

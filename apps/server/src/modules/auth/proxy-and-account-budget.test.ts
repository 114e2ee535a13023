/**
 * Issue 25 §2: behind a proxy, a client-written X-Forwarded-For no longer picks the address the
 * throttle counts (TRUST_PROXY takes a hop count or the proxies' addresses, never `true`), and each
 * account has an hourly budget of failed guesses across every address it has not signed in from
 * lately (decision 0072). An administrator's unlock and a set-password link still get the owner in.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { bearer, registerUser } from '../../test/factories';
import { createTestApp, engines, type TestApp } from '../../test/test-app';

const WRONG = 'Wrong-passw0rd';
const base = { JWT_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp' };

describe('TRUST_PROXY', () => {
  it('takes a hop count or proxy addresses/CIDRs, never a blanket true', () => {
    expect(loadConfig(base).trustProxy).toBe(false);
    expect(loadConfig({ ...base, TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ ...base, TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ ...base, TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,::1,loopback' }).trustProxy).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      '::1',
      'loopback',
    ]);
    expect(() => loadConfig({ ...base, TRUST_PROXY: 'true' })).toThrow(/would believe any client-written/);
    expect(() => loadConfig({ ...base, TRUST_PROXY: '10.0.0.0/99' })).toThrow(/not understood: 10.0.0.0\/99/);
    expect(() => loadConfig({ ...base, TRUST_PROXY: 'proxy.example.com' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ ...base, TRUST_PROXY: '11' })).toThrow(/between 1 and 10/);
  });
});

describe.each(engines)('sign-in behind a proxy on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    // One proxy in front: it appends the address it saw; anything to the left is the client's own text.
    t = await createTestApp(engine, { TRUST_PROXY: '1' });
  });
  afterAll(async () => t?.close());

  const login = (email: string, password: string, forwardedFor: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { email, password },
    });

  it('counts the address the proxy saw, however the client rewrites X-Forwarded-For (the review: 30 guesses, no 429)', async () => {
    const { email, password } = await registerUser(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < t.config.loginFailuresPerAccount + 3; i++) {
      statuses.push((await login(email, WRONG, `10.66.${i}.${i}, 198.51.100.9`)).statusCode);
    }
    expect(statuses.slice(0, t.config.loginFailuresPerAccount)).toEqual(
      Array(t.config.loginFailuresPerAccount).fill(401),
    );
    expect(statuses.slice(t.config.loginFailuresPerAccount).every((status) => status === 429)).toBe(true);
    // The right password from that address still waits: it was not checked.
    expect((await login(email, password, '203.0.113.250, 198.51.100.9')).statusCode).toBe(429);
  });

  it('records the address the proxy saw on the session, not the one the client wrote', async () => {
    const { email, password } = await registerUser(t.app);
    const signedIn = await login(email, password, '6.6.6.6, 198.51.100.44');
    expect(signedIn.statusCode).toBe(200);
    const sessions = await t.app.inject({
      url: '/api/auth/sessions',
      headers: bearer(signedIn.json().token),
    });
    expect(JSON.stringify(sessions.json())).toContain('198.51.100.44');
    expect(JSON.stringify(sessions.json())).not.toContain('6.6.6.6');
  });
});

describe.each(engines)('the account-wide hourly budget on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    // Behind a known proxy at 127.0.0.1 (where app.inject comes from): each attempt below comes from a
    // different real address, as an attacker with many addresses would.
    // A small budget keeps the test short (each check hashes a password); the default is checked below.
    t = await createTestApp(engine, { TRUST_PROXY: '127.0.0.1', LOGIN_FAILURES_PER_ACCOUNT_HOUR: '6' });
  });
  afterAll(async () => t?.close());

  let next = 0;
  const freshAddress = () => {
    next += 1;
    return `203.0.${Math.floor(next / 250)}.${(next % 250) + 1}`;
  };
  const login = (email: string, password: string, from: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-forwarded-for': from },
      payload: { email, password },
    });

  const spendBudget = async (email: string) => {
    const statuses: number[] = [];
    for (let i = 0; i < t.config.loginFailuresPerAccountHour + 2; i++) {
      statuses.push((await login(email, WRONG, freshAddress())).statusCode);
    }
    return statuses;
  };

  it('gives an attacker rotating addresses at most LOGIN_FAILURES_PER_ACCOUNT_HOUR guesses an hour (30 by default)', async () => {
    expect(loadConfig(base).loginFailuresPerAccountHour).toBe(30);
    const { email, password } = await registerUser(t.app);
    const statuses = await spendBudget(email);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429, 429]);
    // Nor does the right password from yet another address get through: it is not checked.
    const refused = await login(email, password, freshAddress());
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3600);
  });

  it('still lets the owner in from an address they signed in from lately', async () => {
    const { email, password } = await registerUser(t.app);
    const home = '198.51.100.77';
    expect((await login(email, password, home)).statusCode).toBe(200);
    await spendBudget(email);
    expect((await login(email, password, freshAddress())).statusCode).toBe(429);
    expect((await login(email, password, home)).statusCode).toBe(200);
  });

  it("gets the owner in after an administrator's unlock, or through a set-password link", async () => {
    const admin = await registerUser(t.app, { role: 'ADMIN' });
    const owner = await registerUser(t.app);
    await spendBudget(owner.email);
    expect((await login(owner.email, owner.password, freshAddress())).statusCode).toBe(429);
    const users = await t.app.inject({ url: '/api/admin/users', headers: bearer(admin.token) });
    const listed = (users.json().users as { id: string; throttledUntil: string | null }[]).find(
      (user) => user.id === owner.user.id,
    );
    expect(listed?.throttledUntil).toEqual(expect.any(String));
    const unlocked = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${owner.user.id}/unlock`,
      headers: bearer(admin.token),
    });
    expect(unlocked.statusCode).toBe(200);
    expect(unlocked.json().throttledUntil).toBeNull();
    expect((await login(owner.email, owner.password, freshAddress())).statusCode).toBe(200);

    await spendBudget(owner.email);
    const link = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${owner.user.id}/set-password-link`,
      headers: bearer(admin.token),
    });
    const reset = await t.app.inject({
      method: 'POST',
      url: `/api/auth/invites/${link.json().token}`,
      headers: { 'x-forwarded-for': freshAddress() },
      payload: { password: 'N3wPassphrase9' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(owner.email, 'N3wPassphrase9', freshAddress())).statusCode).toBe(200);
  });

  it('does not count right passwords against the budget', async () => {
    const { email, password } = await registerUser(t.app);
    for (let i = 0; i < t.config.loginFailuresPerAccountHour + 2; i++) {
      expect((await login(email, password, freshAddress())).statusCode).toBe(200);
    }
  });
});

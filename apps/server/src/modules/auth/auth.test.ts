import { AUTH_MESSAGES, throttledMessage } from '@firebreak/shared';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, makeRegistration, registerUser } from '../../test/factories';
import { createTestApp, engines, type TestApp } from '../../test/test-app';

const MEGABYTE = 'x'.repeat(1_000_000);

describe.each(engines)('auth on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(async () => t?.close());

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers });
  const userCount = async () =>
    Number(
      (
        await t.database.db
          .selectFrom('users')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  describe('register', () => {
    it('creates the account and answers 201 with a token and the user', async () => {
      const payload = makeRegistration({ firstName: '  Sipho ', phone: ' 082 555 0101 ' });
      const response = await post('/api/auth/register', payload);
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body.token).toEqual(expect.any(String));
      expect(body.user).toMatchObject({
        firstName: 'Sipho',
        lastName: 'Mokoena',
        role: 'PROJECT_MANAGER',
        phone: '082 555 0101',
      });
      expect(body.user).not.toHaveProperty('password');
      expect(body.user).not.toHaveProperty('passwordHash');
    });

    it('stores no phone when it is blank or omitted, and defaults the role', async () => {
      const { role: _role, ...payload } = makeRegistration({ phone: '   ' });
      const response = await post('/api/auth/register', payload);
      expect(response.statusCode).toBe(201);
      expect(response.json().user).toMatchObject({ phone: null, role: 'PROJECT_MANAGER' });
    });

    it('stores an argon2id hash, never the password', async () => {
      const { email, password } = await registerUser(t.app);
      const row = await t.database.db
        .selectFrom('users')
        .selectAll()
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
      expect(row.password_hash).toMatch(/^\$argon2id\$/);
      expect(row.password_hash).not.toContain(password);
    });

    it('refuses a second account for the same e-mail in any letter case with 409', async () => {
      const { email } = await registerUser(t.app);
      const before = await userCount();
      const response = await post('/api/auth/register', makeRegistration({ email: email.toUpperCase() }));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ error: AUTH_MESSAGES.emailTaken });
      expect(await userCount()).toBe(before);
    });

    it.each([
      [{ firstName: '' }, AUTH_MESSAGES.firstNameRequired],
      [{ firstName: '   ', lastName: '' }, AUTH_MESSAGES.firstNameRequired],
      [{ lastName: ' ' }, AUTH_MESSAGES.lastNameRequired],
      [{ lastName: '', email: '' }, AUTH_MESSAGES.lastNameRequired],
      [{ email: '', password: '' }, AUTH_MESSAGES.emailRequired],
      [{ password: '', email: 'not-an-email' }, AUTH_MESSAGES.passwordRequired],
      [{ email: 'not-an-email', password: 'short' }, AUTH_MESSAGES.emailInvalid],
      [{ password: 'alllowercase1' }, AUTH_MESSAGES.passwordWeak],
      [{ password: 'NoDigitsHere' }, AUTH_MESSAGES.passwordWeak],
      [{ password: 'Sh0rt!' }, AUTH_MESSAGES.passwordWeak],
      [{ password: 'no capitals 0k' }, AUTH_MESSAGES.passwordWeak],
    ])('answers 400 with the first failing rule in the spec order (%j)', async (overrides, message) => {
      const before = await userCount();
      const response = await post('/api/auth/register', makeRegistration(overrides));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: message });
      expect(await userCount()).toBe(before);
    });

    it.each([
      ['a missing body', undefined],
      ['an array', []],
      ['wrong types', { firstName: 1, lastName: true, email: {}, password: [] }],
      ['an unknown role', makeRegistration({ role: 'SUPERUSER' })],
      ['a 1 MB first name', makeRegistration({ firstName: MEGABYTE })],
      ['a 1 MB password', makeRegistration({ password: `Aa1${MEGABYTE}` })],
      ['a 1 MB phone', makeRegistration({ phone: MEGABYTE })],
    ])('answers 4xx for %s and writes nothing', async (_name, payload) => {
      const before = await userCount();
      const response = await post('/api/auth/register', payload);
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json().error).toEqual(expect.any(String));
      expect(await userCount()).toBe(before);
    });

    it('answers 400 for malformed JSON and 4xx for a wrong content type', async () => {
      const before = await userCount();
      const malformed = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: { 'content-type': 'application/json' },
        payload: '{"firstName": "A",',
      });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toEqual({ error: 'Request body is not valid JSON' });
      const wrongType = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: { 'content-type': 'text/plain' },
        payload: 'firstName=A',
      });
      expect([400, 415]).toContain(wrongType.statusCode);
      expect(wrongType.json().error).toEqual(expect.any(String));
      expect(await userCount()).toBe(before);
    });

    it('keeps unicode and SQL-looking text as plain data', async () => {
      const payload = makeRegistration({
        firstName: "Zoë'); DROP TABLE users;--",
        lastName: 'Ngcobo 🔥 ǃXóõ',
      });
      const response = await post('/api/auth/register', payload);
      expect(response.statusCode).toBe(201);
      expect(response.json().user).toMatchObject({
        firstName: payload.firstName,
        lastName: payload.lastName,
      });
      expect(await userCount()).toBeGreaterThan(0);
    });
  });

  describe('administrator sign-up', () => {
    it('allows the first administrator, then refuses self-made administrators with 403', async () => {
      const admins = await t.database.db
        .selectFrom('users')
        .select('id')
        .where('role', '=', 'ADMIN')
        .execute();
      if (admins.length === 0) {
        expect((await post('/api/auth/register', makeRegistration({ role: 'ADMIN' }))).statusCode).toBe(201);
      }
      const response = await post('/api/auth/register', makeRegistration({ role: 'ADMIN' }));
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: AUTH_MESSAGES.adminSignupClosed });
    });

    it('allows administrators when ALLOW_ADMIN_SIGNUP is true', async () => {
      const other = await createTestApp(engine, { ALLOW_ADMIN_SIGNUP: 'true' });
      try {
        for (let i = 0; i < 2; i++) {
          const response = await other.app.inject({
            method: 'POST',
            url: '/api/auth/register',
            payload: makeRegistration({ role: 'ADMIN' }),
          });
          expect(response.statusCode).toBe(201);
        }
      } finally {
        await other.close();
      }
    });
  });

  describe('login', () => {
    it('signs in with the e-mail in any letter case', async () => {
      const { email, password, user } = await registerUser(t.app);
      const response = await post('/api/auth/login', { email: `  ${email.toUpperCase()} `, password });
      expect(response.statusCode).toBe(200);
      expect(response.json().user).toEqual(user);
      expect(response.json().token).toEqual(expect.any(String));
    });

    it('gives the same 401 for a wrong password and an unknown e-mail', async () => {
      const { email } = await registerUser(t.app);
      const wrongPassword = await post('/api/auth/login', { email, password: 'Wrong-passw0rd' });
      const unknownEmail = await post('/api/auth/login', {
        email: 'nobody@example.co.za',
        password: 'Wrong-passw0rd',
      });
      expect(wrongPassword.statusCode).toBe(401);
      expect(unknownEmail.statusCode).toBe(401);
      expect(wrongPassword.json()).toEqual({ error: 'Invalid email or password' });
      expect(unknownEmail.json()).toEqual({ error: 'Invalid email or password' });
    });

    it.each([
      [{ email: '', password: '' }, AUTH_MESSAGES.emailRequired],
      [{ email: 'a@b.co', password: '' }, AUTH_MESSAGES.passwordRequired],
      [{ email: 'not-an-email', password: 'x' }, AUTH_MESSAGES.emailInvalid],
      [{}, AUTH_MESSAGES.emailRequired],
    ])('validates in the spec order (%j)', async (payload, message) => {
      const response = await post('/api/auth/login', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: message });
    });

    it.each([
      ['wrong types', { email: 5, password: false }],
      ['a 1 MB e-mail', { email: `${MEGABYTE}@example.com`, password: 'x' }],
      ['a 1 MB password', { email: 'a@example.com', password: MEGABYTE }],
      ['SQL-looking text', { email: "' OR 1=1 --@x.co", password: "' OR '1'='1" }],
    ])('answers 4xx for %s', async (_name, payload) => {
      const response = await post('/api/auth/login', payload);
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json().error).toEqual(expect.any(String));
    });

    it('makes the address wait after repeated failures, even for the right password (login-throttle.test.ts)', async () => {
      const { email, password } = await registerUser(t.app);
      for (let i = 0; i < t.config.loginFailuresPerAccount; i++) {
        expect((await post('/api/auth/login', { email, password: 'Wrong-passw0rd' })).statusCode).toBe(401);
      }
      const throttled = await post('/api/auth/login', { email, password });
      expect(throttled.statusCode).toBe(429);
      // A countdown from 30 s: how far it has run depends on how busy the machine is, not on the rule.
      const wait = Number(throttled.headers['retry-after']);
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(30);
      expect(throttled.json()).toEqual({ error: throttledMessage(wait) });
    });
  });

  describe('per-IP rate limit', () => {
    it('answers 429 once an address exceeds the limit', async () => {
      const limited = await createTestApp(engine, { LOGIN_RATE_LIMIT_PER_MINUTE: '3' });
      try {
        const statuses: number[] = [];
        for (let i = 0; i < 4; i++) {
          const response = await limited.app.inject({
            method: 'POST',
            url: '/api/auth/login',
            payload: { email: `someone${i}@example.com`, password: 'Wrong-passw0rd' },
          });
          statuses.push(response.statusCode);
        }
        expect(statuses).toEqual([401, 401, 401, 429]);
      } finally {
        await limited.close();
      }
    });
  });

  describe('me and logout', () => {
    it('returns the user under `user` for a valid token', async () => {
      const { token, user } = await registerUser(t.app);
      const response = await t.app.inject({ url: '/api/auth/me', headers: bearer(token) });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ user });
    });

    it.each([
      ['no header', {}],
      ['a malformed header', { authorization: 'Token abc' }],
      ['garbage', bearer('not.a.jwt')],
      ['a huge token', bearer('a'.repeat(10_000))],
    ])('answers 401 for %s', async (_name, headers) => {
      const response = await t.app.inject({ url: '/api/auth/me', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toEqual(expect.any(String));
    });

    it('answers 401 for a tampered token', async () => {
      const { token } = await registerUser(t.app);
      const [header, payload, signature] = token.split('.');
      const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
      const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString('base64url');
      const response = await t.app.inject({
        url: '/api/auth/me',
        headers: bearer(`${header}.${forged}.${signature}`),
      });
      expect(response.statusCode).toBe(401);
    });

    it('answers 401 for an expired token and for one signed with another key', async () => {
      const { token } = await registerUser(t.app);
      const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
      const sign = (secret: string, exp: number) =>
        new SignJWT({ sid: claims.sid })
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject(claims.sub)
          .setIssuer('firebreak')
          .setIssuedAt(exp - 3600)
          .setExpirationTime(exp)
          .sign(new TextEncoder().encode(secret));
      const now = Math.floor(Date.now() / 1000);
      const expired = await sign(t.config.jwtSecret, now - 60);
      const otherKey = await sign('another-secret-that-is-also-long-enough-000', now + 3600);
      expect((await t.app.inject({ url: '/api/auth/me', headers: bearer(expired) })).statusCode).toBe(401);
      expect((await t.app.inject({ url: '/api/auth/me', headers: bearer(otherKey) })).statusCode).toBe(401);
    });

    it('revokes only the session that logs out', async () => {
      const { email, password, token } = await registerUser(t.app);
      const second = (await post('/api/auth/login', { email, password })).json().token as string;
      const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
      expect(logout.statusCode).toBe(204);
      expect((await t.app.inject({ url: '/api/auth/me', headers: bearer(token) })).statusCode).toBe(401);
      expect((await t.app.inject({ url: '/api/auth/me', headers: bearer(second) })).statusCode).toBe(200);
      const again = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
      expect(again.statusCode).toBe(401);
    });

    it('answers 401 when the session has expired in the database', async () => {
      const { token, user } = await registerUser(t.app);
      await t.database.db
        .updateTable('sessions')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('user_id', '=', user.id)
        .execute();
      expect((await t.app.inject({ url: '/api/auth/me', headers: bearer(token) })).statusCode).toBe(401);
    });
  });

  describe('Google when not configured', () => {
    it('says so with 404 on start', async () => {
      const response = await t.app.inject({ url: '/api/auth/google/login' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Google sign-in is not configured' });
    });

    it('sends the browser back to /auth/callback with an error', async () => {
      const response = await t.app.inject({ url: '/api/auth/google/callback?code=x&state=y' });
      expect(response.statusCode).toBe(302);
      const location = new URL(response.headers.location as string, 'http://x');
      expect(location.pathname).toBe('/auth/callback');
      expect(location.searchParams.get('error')).toBe('Google sign-in is not configured');
      expect(location.searchParams.get('token')).toBeNull();
    });
  });
});

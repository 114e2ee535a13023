/**
 * A user's own security settings and the session rules behind them: changing the password, signing
 * out other sessions, the idle time-out, and no caching of API answers.
 */
import { ACCOUNT_MESSAGES, AUTH_MESSAGES } from '@firebreak/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createProject, registerUser } from '../../test/factories';
import { createTestApp, engines, type TestApp } from '../../test/test-app';

const NEW_PASSWORD = 'Deluge2Valve';

describe.each(engines)('own account on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(async () => t?.close());

  const login = (email: string, password: string, ip = '127.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: ip, payload: { email, password } });
  const signedIn = async (email: string, password: string) => {
    const response = await login(email, password);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().token as string;
  };
  const me = (token: string) => t.app.inject({ url: '/api/auth/me', headers: bearer(token) });
  const changePassword = (token: string, payload: object, ip = '127.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/password',
      headers: bearer(token),
      remoteAddress: ip,
      payload,
    });
  const sessionRow = (token: string) => {
    const sid = JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString()).sid as string;
    return t.database.db.selectFrom('sessions').selectAll().where('id', '=', sid).executeTakeFirstOrThrow();
  };

  describe('the profile', () => {
    it('changes the own name and phone, which the next request sees, and refuses bad input', async () => {
      const { token } = await registerUser(t.app, { firstName: 'Sipho', lastName: 'Dlamini' });
      expect((await me(token)).json().user.firstName).toBe('Sipho');
      const patch = (payload: object) =>
        t.app.inject({ method: 'PATCH', url: '/api/auth/me', headers: bearer(token), payload });
      const changed = await patch({ firstName: ' Sipho  ', lastName: 'Ndlovu', phone: '+27 82 555 0199' });
      expect(changed.statusCode).toBe(200);
      expect(changed.json().user).toMatchObject({
        firstName: 'Sipho',
        lastName: 'Ndlovu',
        phone: '+27 82 555 0199',
      });
      // The session cache must not answer with the old name.
      expect((await me(token)).json().user).toMatchObject({ lastName: 'Ndlovu', phone: '+27 82 555 0199' });
      for (const [payload, message] of [
        [{}, 'Nothing to update'],
        [{ firstName: '  ' }, 'First name is required'],
        [{ lastName: 'x'.repeat(101) }, 'Last name must be at most 100 characters'],
        [{ phone: 'call me' }, 'Phone may hold only digits, spaces, +, ( ) and -'],
      ] as const) {
        const refused = await patch(payload);
        expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
        expect(refused.json().error).toContain(message);
      }
      // Role and e-mail are not the user's to change here: unknown keys are ignored.
      const sneaky = await patch({ phone: null, role: 'ADMIN', email: 'boss@example.com' });
      expect(sneaky.json().user).toMatchObject({ role: 'PROJECT_MANAGER', phone: null });
      expect((await me(token)).json().user.email).not.toBe('boss@example.com');
      expect(
        (await t.app.inject({ method: 'PATCH', url: '/api/auth/me', payload: { firstName: 'X' } }))
          .statusCode,
      ).toBe(401);
    });
  });

  describe('changing the password', () => {
    it('needs the current password, then signs out every other session and keeps this one', async () => {
      const { email, password, token } = await registerUser(t.app);
      const other = await signedIn(email, password);
      const third = await signedIn(email, password);
      expect((await me(other)).statusCode).toBe(200); // cached now, and must still end

      const changed = await changePassword(token, { currentPassword: password, newPassword: NEW_PASSWORD });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json()).toEqual({ revokedSessions: 2 });
      expect((await me(token)).statusCode).toBe(200);
      expect((await me(other)).statusCode).toBe(401);
      expect((await me(third)).statusCode).toBe(401);
      expect((await login(email, password)).statusCode).toBe(401);
      expect((await login(email, NEW_PASSWORD)).statusCode).toBe(200);
    });

    it.each([
      [{ currentPassword: '', newPassword: NEW_PASSWORD }, ACCOUNT_MESSAGES.currentPasswordRequired],
      [{ newPassword: NEW_PASSWORD }, ACCOUNT_MESSAGES.currentPasswordRequired],
      [{ currentPassword: 'Sprinkl3r!', newPassword: 'weak' }, AUTH_MESSAGES.passwordWeak],
      [{ currentPassword: 'Sprinkl3r!' }, AUTH_MESSAGES.passwordRequired],
      [{ currentPassword: 'Sprinkl3r!', newPassword: 'Sprinkl3r!' }, ACCOUNT_MESSAGES.newPasswordSame],
      [
        { currentPassword: 'Sprinkl3r!', newPassword: `Aa1${'x'.repeat(200)}` },
        'Password must be at most 128 characters',
      ],
    ])('answers 400 with one clear message for %j', async (payload, message) => {
      const { token } = await registerUser(t.app);
      const response = await changePassword(token, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: message });
    });

    it('answers 400 for a wrong current password, throttled like sign-in, without ending the session', async () => {
      const { email, password, token } = await registerUser(t.app);
      const ip = '192.0.2.40';
      const statuses: number[] = [];
      for (let i = 0; i < t.config.loginFailuresPerAccount + 1; i++) {
        const response = await changePassword(
          token,
          { currentPassword: 'Wrong-passw0rd', newPassword: NEW_PASSWORD },
          ip,
        );
        statuses.push(response.statusCode);
        if (response.statusCode === 400)
          expect(response.json()).toEqual({ error: ACCOUNT_MESSAGES.currentPasswordWrong });
      }
      expect(statuses).toEqual([...Array(t.config.loginFailuresPerAccount).fill(400), 429]);
      expect((await me(token)).statusCode).toBe(200);
      expect((await login(email, password)).statusCode).toBe(200); // from another address
    });

    it('refuses an account that signs in with Google only', async () => {
      const { token, user } = await registerUser(t.app);
      await t.database.db
        .updateTable('users')
        .set({ password_hash: null, google_sub: `google-${user.id}` })
        .where('id', '=', user.id)
        .execute();
      const response = await changePassword(token, {
        currentPassword: 'Anything1',
        newPassword: NEW_PASSWORD,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: ACCOUNT_MESSAGES.noPasswordToChange });
    });
  });

  describe('sessions', () => {
    it('lists the live sessions, this one first, and signs out all the others', async () => {
      const { email, password, token } = await registerUser(t.app);
      const other = await signedIn(email, password);
      const listed = await t.app.inject({ url: '/api/auth/sessions', headers: bearer(token) });
      expect(listed.statusCode).toBe(200);
      const sessions = listed.json().sessions as { current: boolean; provider: string }[];
      expect(sessions).toHaveLength(2);
      expect(sessions[0]).toMatchObject({ current: true, provider: 'password' });
      expect(sessions[1]).toMatchObject({ current: false });

      const revoked = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sessions/revoke-others',
        headers: bearer(token),
      });
      expect(revoked.json()).toEqual({ revokedSessions: 1 });
      expect((await me(other)).statusCode).toBe(401);
      expect((await me(token)).statusCode).toBe(200);
      const after = await t.app.inject({ url: '/api/auth/sessions', headers: bearer(token) });
      expect(after.json().sessions).toHaveLength(1);
    });

    it('ends a session unused for SESSION_IDLE_MINUTES, though its absolute lifetime is not over', async () => {
      const { email, password } = await registerUser(t.app);
      const token = await signedIn(email, password);
      const row = await sessionRow(token);
      const idleStart = new Date(Date.now() - (t.config.sessionIdleMinutes * 60_000 + 5_000)).toISOString();
      await t.database.db
        .updateTable('sessions')
        .set({ last_seen_at: idleStart })
        .where('id', '=', row.id)
        .execute();
      expect((await me(token)).statusCode).toBe(401);
      expect(row.expires_at > new Date().toISOString()).toBe(true);

      // Just inside the idle time it still works, and the use counts as activity.
      const fresh = await signedIn(email, password);
      const freshRow = await sessionRow(fresh);
      const almost = new Date(Date.now() - (t.config.sessionIdleMinutes * 60_000 - 60_000)).toISOString();
      await t.database.db
        .updateTable('sessions')
        .set({ last_seen_at: almost })
        .where('id', '=', freshRow.id)
        .execute();
      expect((await me(fresh)).statusCode).toBe(200);
      expect(Date.parse((await sessionRow(fresh)).last_seen_at as string)).toBeGreaterThan(
        Date.now() - 60_000,
      );
    });

    it('writes last activity at most once a minute', async () => {
      const { email, password } = await registerUser(t.app);
      const token = await signedIn(email, password);
      const before = (await sessionRow(token)).last_seen_at;
      expect(before).toEqual(expect.any(String));
      for (let i = 0; i < 3; i++) expect((await me(token)).statusCode).toBe(200);
      expect((await sessionRow(token)).last_seen_at).toBe(before);
    });

    it('honours a configured idle time', async () => {
      const short = await createTestApp(engine, { SESSION_IDLE_MINUTES: '5' });
      try {
        const { token, user } = await registerUser(short.app);
        await short.database.db
          .updateTable('sessions')
          .set({ last_seen_at: new Date(Date.now() - 6 * 60_000).toISOString() })
          .where('user_id', '=', user.id)
          .execute();
        expect((await short.app.inject({ url: '/api/auth/me', headers: bearer(token) })).statusCode).toBe(
          401,
        );
      } finally {
        await short.close();
      }
    });
  });

  describe('caching', () => {
    it('marks authenticated JSON answers, and the token-bearing sign-in answers, Cache-Control: no-store', async () => {
      const { email, password, token } = await registerUser(t.app);
      await createProject(t.app, token);
      for (const url of ['/api/auth/me', '/api/projects', '/api/auth/sessions', '/api/users']) {
        const response = await t.app.inject({ url, headers: bearer(token) });
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['cache-control'], url).toBe('no-store');
      }
      expect((await login(email, password)).headers['cache-control']).toBe('no-store');
      const denied = await t.app.inject({ url: '/api/auth/me' });
      expect(denied.headers['cache-control']).toBe('no-store');
    });
  });
});

/**
 * An administrator's account management (/api/admin/users) and the set-password links it hands out
 * (/api/auth/invites/:token), through the API against a real database.
 */
import { ACCOUNT_MESSAGES, AUTH_MESSAGES } from '@firebreak/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, makeRegistration, registerUser } from '../../test/factories';
import { createTestApp, engines, type TestApp } from '../../test/test-app';

const NEW_PASSWORD = 'Hydr4ntValve';

describe.each(engines)('administering users on %s', (engine) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof registerUser>>;
  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await registerUser(t.app, { role: 'ADMIN', firstName: 'Ada' });
  });
  afterAll(async () => t?.close());

  const as = (token: string) => ({
    get: (url: string) => t.app.inject({ url, headers: bearer(token) }),
    post: (url: string, payload?: object) =>
      t.app.inject({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) }),
    put: (url: string, payload: object) =>
      t.app.inject({ method: 'PUT', url, headers: bearer(token), payload }),
  });
  const invite = async (overrides: Record<string, unknown> = {}) => {
    const { password: _password, ...person } = makeRegistration({ role: 'ENGINEER', ...overrides });
    const response = await as(admin.token).post('/api/admin/users', person);
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as {
      user: { id: string; email: string; status: string; role: string };
      link: { token: string; url: string; expiresAt: string };
    };
  };
  const acceptInvite = (token: string, password = NEW_PASSWORD) =>
    t.app.inject({ method: 'POST', url: `/api/auth/invites/${token}`, payload: { password } });
  const login = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

  describe('invitations', () => {
    it('creates the account without a password and answers a one-time link to hand over', async () => {
      const { user, link } = await invite({ firstName: 'Sizwe', lastName: 'Nkosi' });
      expect(user).toMatchObject({ status: 'INVITED', role: 'ENGINEER', lastSignInAt: null });
      expect(link.url).toBe(`${t.config.publicUrl}/invite/${link.token}`);
      expect(link.token.length).toBeGreaterThanOrEqual(40);
      expect(Date.parse(link.expiresAt) - Date.now()).toBeGreaterThan(71 * 3_600_000);
      // Only a hash of the token is stored.
      const stored = await t.database.db
        .selectFrom('user_invites')
        .selectAll()
        .where('user_id', '=', user.id)
        .execute();
      expect(stored).toHaveLength(1);
      expect(stored[0]?.token_hash).not.toContain(link.token);
      // Nobody signs in before the password is set.
      expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(401);

      const invitation = await t.app.inject({ url: `/api/auth/invites/${link.token}` });
      expect(invitation.statusCode).toBe(200);
      expect(invitation.json()).toEqual({
        firstName: 'Sizwe',
        lastName: 'Nkosi',
        email: user.email,
        expiresAt: link.expiresAt,
      });
    });

    it('lets the invitee set a password once, signs them in, and then they sign in normally', async () => {
      const { user, link } = await invite();
      const accepted = await acceptInvite(link.token);
      expect(accepted.statusCode, accepted.body).toBe(200);
      expect(accepted.json().user).toMatchObject({ id: user.id, role: 'ENGINEER' });
      const me = await t.app.inject({ url: '/api/auth/me', headers: bearer(accepted.json().token) });
      expect(me.statusCode).toBe(200);
      expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);

      const again = await acceptInvite(link.token, 'An0therPassword');
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual({ error: ACCOUNT_MESSAGES.inviteInvalid });
      expect((await t.app.inject({ url: `/api/auth/invites/${link.token}` })).statusCode).toBe(404);
      const listed = await as(admin.token).get(`/api/admin/users/${user.id}`);
      expect(listed.json()).toMatchObject({ status: 'ACTIVE', lastSignInAt: expect.any(String) });
    });

    it('refuses a weak password, an expired link, a replaced link and a made-up one', async () => {
      const { user, link } = await invite();
      const weak = await acceptInvite(link.token, 'weak');
      expect(weak.statusCode).toBe(400);
      expect(weak.json()).toEqual({ error: AUTH_MESSAGES.passwordWeak });

      const fresh = await as(admin.token).post(`/api/admin/users/${user.id}/set-password-link`);
      expect(fresh.statusCode).toBe(201);
      expect((await acceptInvite(link.token)).statusCode).toBe(404); // replaced

      await t.database.db
        .updateTable('user_invites')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('user_id', '=', user.id)
        .execute();
      expect((await acceptInvite(fresh.json().token)).statusCode).toBe(404); // expired

      for (const token of ['made-up', 'x'.repeat(200), "'; drop table users;--"]) {
        const response = await acceptInvite(encodeURIComponent(token));
        expect(response.statusCode).toBe(404);
      }
      const tooLong = await t.app.inject({ url: `/api/auth/invites/${'x'.repeat(1000)}` });
      expect(tooLong.statusCode).toBe(400);
    });

    it('works as a password reset for an existing user and ends their other sessions', async () => {
      const person = await registerUser(t.app);
      const link = await as(admin.token).post(`/api/admin/users/${person.user.id}/set-password-link`);
      const accepted = await acceptInvite(link.json().token);
      expect(accepted.statusCode).toBe(200);
      expect((await t.app.inject({ url: '/api/auth/me', headers: bearer(person.token) })).statusCode).toBe(
        401,
      );
      expect((await login(person.email, person.password)).statusCode).toBe(401);
      expect((await login(person.email, NEW_PASSWORD)).statusCode).toBe(200);
    });

    it('refuses an e-mail already in use and bad input with a clear 4xx', async () => {
      const { password: _p, ...person } = makeRegistration({
        email: admin.email.toUpperCase(),
        role: 'ENGINEER',
      });
      const taken = await as(admin.token).post('/api/admin/users', person);
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toEqual({ error: AUTH_MESSAGES.emailTaken });
      for (const [payload, message] of [
        [{ ...person, email: 'not-an-email' }, AUTH_MESSAGES.emailInvalid],
        [{ ...person, firstName: '  ' }, AUTH_MESSAGES.firstNameRequired],
        [{ ...person, role: 'SUPERUSER' }, undefined],
        [{ ...person, phone: 'x'.repeat(1000) }, undefined],
        [[], undefined],
      ] as const) {
        const response = await as(admin.token).post('/api/admin/users', payload as object);
        expect(response.statusCode).toBe(400);
        if (message) expect(response.json()).toEqual({ error: message });
        else expect(response.json().error).toEqual(expect.any(String));
      }
    });
  });

  describe('roles, disabling and the last administrator', () => {
    it('lists every user with role and status', async () => {
      const { user } = await invite();
      const response = await as(admin.token).get('/api/admin/users');
      expect(response.statusCode).toBe(200);
      const users = response.json().users as { id: string; status: string; role: string }[];
      expect(users.find((u) => u.id === admin.user.id)).toMatchObject({ role: 'ADMIN', status: 'ACTIVE' });
      expect(users.find((u) => u.id === user.id)).toMatchObject({ role: 'ENGINEER', status: 'INVITED' });
    });

    it('changes a role, which applies to the user from their next request', async () => {
      const person = await registerUser(t.app, { role: 'TECHNICIAN' });
      expect((await as(person.token).get('/api/auth/me')).json().user.role).toBe('TECHNICIAN');
      const changed = await as(admin.token).put(`/api/admin/users/${person.user.id}/role`, {
        role: 'PROJECT_MANAGER',
      });
      expect(changed.statusCode).toBe(200);
      expect(changed.json()).toMatchObject({ role: 'PROJECT_MANAGER' });
      expect((await as(person.token).get('/api/auth/me')).json().user.role).toBe('PROJECT_MANAGER');
    });

    it('disables a user: their sessions end at once and they cannot sign in; enabling restores sign-in', async () => {
      const person = await registerUser(t.app);
      expect((await as(person.token).get('/api/auth/me')).statusCode).toBe(200); // now cached
      const disabled = await as(admin.token).post(`/api/admin/users/${person.user.id}/disable`);
      expect(disabled.statusCode).toBe(200);
      expect(disabled.json()).toMatchObject({ status: 'DISABLED', disabledAt: expect.any(String) });
      expect((await as(person.token).get('/api/auth/me')).statusCode).toBe(401);

      const refused = await login(person.email, person.password);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ error: ACCOUNT_MESSAGES.accountDisabled });
      // A wrong password still gets the plain answer: the account's state is not given away.
      expect((await login(person.email, 'Wrong-passw0rd')).json()).toEqual({
        error: AUTH_MESSAGES.invalidCredentials,
      });
      // Left out of the staff pickers.
      const pickers = await as(admin.token).get('/api/users');
      expect(pickers.json().map((u: { id: string }) => u.id)).not.toContain(person.user.id);
      // A set-password link does not get round it.
      const link = await as(admin.token).post(`/api/admin/users/${person.user.id}/set-password-link`);
      expect((await acceptInvite(link.json().token)).statusCode).toBe(404);

      const enabled = await as(admin.token).post(`/api/admin/users/${person.user.id}/enable`);
      expect(enabled.json()).toMatchObject({ status: 'ACTIVE', disabledAt: null });
      expect((await login(person.email, person.password)).statusCode).toBe(200);
    });

    it('keeps at least one active administrator', async () => {
      const solo = await createTestApp(engine);
      try {
        const only = await registerUser(solo.app, { role: 'ADMIN' });
        const req = (method: 'POST' | 'PUT', url: string, payload?: object) =>
          solo.app.inject({ method, url, headers: bearer(only.token), ...(payload ? { payload } : {}) });
        const demote = await req('PUT', `/api/admin/users/${only.user.id}/role`, { role: 'ENGINEER' });
        expect(demote.statusCode).toBe(409);
        expect(demote.json()).toEqual({ error: ACCOUNT_MESSAGES.lastAdmin });
        const disable = await req('POST', `/api/admin/users/${only.user.id}/disable`);
        expect(disable.statusCode).toBe(409);
        expect(disable.json()).toEqual({ error: ACCOUNT_MESSAGES.lastAdmin });

        // An invited administrator who has no password yet does not count as a second one.
        const { password: _p, ...person } = makeRegistration({ role: 'ADMIN' });
        const invited = await req('POST', '/api/admin/users', person);
        expect(invited.statusCode).toBe(201);
        expect(
          (await req('PUT', `/api/admin/users/${only.user.id}/role`, { role: 'ENGINEER' })).statusCode,
        ).toBe(409);

        const second = await solo.app.inject({
          method: 'POST',
          url: `/api/auth/invites/${invited.json().link.token}`,
          payload: { password: NEW_PASSWORD },
        });
        expect(second.statusCode, second.body).toBe(200);
        // With a second active administrator, stepping down is allowed.
        const stepDown = await req('PUT', `/api/admin/users/${only.user.id}/role`, { role: 'ENGINEER' });
        expect(stepDown.statusCode).toBe(200);
        const secondToken = second.json().token as string;
        const last = await solo.app.inject({
          method: 'POST',
          url: `/api/admin/users/${second.json().user.id}/disable`,
          headers: bearer(secondToken),
        });
        expect(last.statusCode).toBe(409);
        // The former administrator is now refused the admin routes.
        expect((await req('POST', `/api/admin/users/${only.user.id}/unlock`)).statusCode).toBe(403);
      } finally {
        await solo.close();
      }
    });

    it('answers 404 for an unknown user and 4xx for malformed ids and bodies', async () => {
      const api = as(admin.token);
      expect((await api.post('/api/admin/users/no-such-user/disable')).statusCode).toBe(404);
      expect((await api.put('/api/admin/users/no-such-user/role', { role: 'ENGINEER' })).statusCode).toBe(
        404,
      );
      expect((await api.post('/api/admin/users/no-such-user/set-password-link')).statusCode).toBe(404);
      expect((await api.get(`/api/admin/users/${'x'.repeat(500)}`)).statusCode).toBe(400);
      const badRole = await api.put(`/api/admin/users/${admin.user.id}/role`, { role: 'OWNER' });
      expect(badRole.statusCode).toBe(400);
      expect(badRole.json().error).toEqual(expect.any(String));
    });
  });

  describe('permissions', () => {
    it('answers 403 to every non-administrator and 401 without a token, on every admin route', async () => {
      const spec = (await t.app.inject({ url: '/api/docs/json' })).json() as {
        paths: Record<string, Record<string, unknown>>;
      };
      const routes = Object.entries(spec.paths)
        .filter(([path]) => path.startsWith('/api/admin/'))
        .flatMap(([path, methods]) => Object.keys(methods).map((method) => ({ method, path })));
      expect(routes.length).toBeGreaterThanOrEqual(7);
      const target = (await registerUser(t.app)).user.id;
      for (const role of ['PROJECT_MANAGER', 'ENGINEER', 'TECHNICIAN']) {
        const { token } = await registerUser(t.app, { role });
        for (const { method, path } of routes) {
          const response = await t.app.inject({
            method: method.toUpperCase() as 'GET',
            url: path.replace('{id}', target),
            headers: bearer(token),
            ...(method === 'get'
              ? {}
              : { payload: path.endsWith('/role') ? { role: 'ADMIN' } : makeRegistration() }),
          });
          expect(response.statusCode, `${role} ${method} ${path}`).toBe(403);
        }
      }
      for (const { method, path } of routes) {
        const response = await t.app.inject({
          method: method.toUpperCase() as 'GET',
          url: path.replace('{id}', target),
        });
        expect(response.statusCode, `anonymous ${method} ${path}`).toBe(401);
      }
      // Nothing happened to the target.
      const after = await as(admin.token).get(`/api/admin/users/${target}`);
      expect(after.json()).toMatchObject({ role: 'PROJECT_MANAGER', status: 'ACTIVE' });
    });
  });
});

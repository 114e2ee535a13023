/**
 * Who may sign up as what (issue 25 §1; docs/decisions/0071): SIGNUP_MODE approval (the default),
 * invite and open; the first administrator of an install; an administrator's approval or refusal;
 * and a person on Personnel linked to an account only by an administrator, never by a matching name.
 */
import { ACCOUNT_MESSAGES, AUTH_MESSAGES } from '@firebreak/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { bearer, makeRegistration } from '../../test/factories';
import { createTestApp, engines, type TestApp } from '../../test/test-app';

describe('SIGNUP_MODE', () => {
  it('is approval unless set, and refuses anything but approval, invite or open', () => {
    expect(loadConfig({ JWT_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp' }).signupMode).toBe('approval');
    expect(
      loadConfig({ JWT_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp', SIGNUP_MODE: 'invite' }).signupMode,
    ).toBe('invite');
    expect(() => loadConfig({ JWT_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp', SIGNUP_MODE: 'anyone' })).toThrow(
      /SIGNUP_MODE must be approval, invite or open/,
    );
  });
});

describe.each(engines)('sign-up policy on %s', (engine) => {
  const register = (t: TestApp, overrides: Record<string, unknown> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/auth/register', payload: makeRegistration(overrides) });
  const login = (t: TestApp, email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  const auditOf = (t: TestApp, entityId: string) =>
    t.database.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id', 'before', 'after'])
      .where('entity', '=', 'user')
      .where('entity_id', '=', entityId)
      .orderBy('created_at')
      .execute();

  describe('approval (the default)', () => {
    let t: TestApp;
    let admin: { token: string; user: { id: string } };
    beforeAll(async () => {
      // The default configuration: SIGNUP_MODE unset.
      t = await createTestApp(engine, { SIGNUP_MODE: '' as never });
      const first = await register(t, { role: 'ADMIN', firstName: 'First', lastName: 'Admin' });
      expect(first.statusCode).toBe(201);
      admin = first.json();
    });
    afterAll(async () => t?.close());

    const as = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token = admin.token) =>
      t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

    it('does not let a sign-up as project manager into the office (the review: it downloaded projects.csv)', async () => {
      const payload = makeRegistration({ role: 'PROJECT_MANAGER' });
      const signUp = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload });
      expect(signUp.statusCode).toBe(202);
      expect(signUp.json()).toEqual({ status: 'PENDING', message: ACCOUNT_MESSAGES.signupReceived });
      expect(signUp.json().token).toBeUndefined();

      const signIn = await login(t, payload.email, payload.password);
      expect(signIn.statusCode).toBe(403);
      expect(signIn.json()).toEqual({ error: 'Your account is waiting for an administrator to approve it' });
      // The waiting state is only said to someone who knows the password: no account-state oracle.
      expect((await login(t, payload.email, 'Wrong-passw0rd')).statusCode).toBe(401);
      // Nor does asking for the administrator's role get further.
      const asAdmin = await register(t, { role: 'ADMIN' });
      expect(asAdmin.statusCode).toBe(202);
    });

    it('lists waiting accounts first, with the role they asked for, and keeps them out of the pickers', async () => {
      const payload = makeRegistration({ role: 'ENGINEER', firstName: 'Aaron', lastName: 'Aardvark' });
      expect((await t.app.inject({ method: 'POST', url: '/api/auth/register', payload })).statusCode).toBe(
        202,
      );
      const users = (await as('GET', '/api/admin/users')).json().users as {
        email: string;
        status: string;
        requestedRole: string | null;
        pendingSince: string | null;
      }[];
      const waiting = users.filter((user) => user.status === 'PENDING');
      expect(waiting.length).toBeGreaterThan(0);
      expect(users.slice(0, waiting.length).every((user) => user.status === 'PENDING')).toBe(true);
      expect(users.find((user) => user.email === payload.email)).toMatchObject({
        status: 'PENDING',
        requestedRole: 'ENGINEER',
        pendingSince: expect.any(String),
      });
      const pickers = (await as('GET', '/api/users')).json() as { id: string }[];
      const pending = users.filter((user) => user.status === 'PENDING').map((user) => user.email);
      expect(JSON.stringify(pickers)).not.toContain(pending[0]?.split('@')[0]);
    });

    it('approves with another role than asked, audited, and the person then signs in with it', async () => {
      const payload = makeRegistration({ role: 'PROJECT_MANAGER', firstName: 'Bongani', lastName: 'Zulu' });
      expect((await t.app.inject({ method: 'POST', url: '/api/auth/register', payload })).statusCode).toBe(
        202,
      );
      const user = (
        (await as('GET', '/api/admin/users')).json().users as { id: string; email: string }[]
      ).find((candidate) => candidate.email === payload.email);
      if (!user) throw new Error('the waiting account is not listed');

      const approved = await as('POST', `/api/admin/users/${user.id}/approve`, { role: 'TECHNICIAN' });
      expect(approved.statusCode).toBe(200);
      expect(approved.json()).toMatchObject({ status: 'ACTIVE', role: 'TECHNICIAN', requestedRole: null });
      expect(approved.json().person).toMatchObject({ name: 'Bongani Zulu' });
      expect((await as('POST', `/api/admin/users/${user.id}/approve`, { role: 'ADMIN' })).statusCode).toBe(
        409,
      );

      const signIn = await login(t, payload.email, payload.password);
      expect(signIn.statusCode).toBe(200);
      expect(signIn.json().user.role).toBe('TECHNICIAN');
      const trail = await auditOf(t, user.id);
      expect(trail.map((row) => row.action)).toEqual(['sign-up', 'approve']);
      expect(JSON.parse(String(trail[0]?.after))).toMatchObject({
        requestedRole: 'PROJECT_MANAGER',
        status: 'PENDING',
      });
      expect(trail[1]?.actor_id).toBe(admin.user.id);
      expect(JSON.parse(String(trail[1]?.before))).toEqual({
        status: 'PENDING',
        requestedRole: 'PROJECT_MANAGER',
      });
      expect(JSON.parse(String(trail[1]?.after))).toEqual({ status: 'ACTIVE', role: 'TECHNICIAN' });
    });

    it('refuses a waiting account: it is removed, audited, and cannot sign in', async () => {
      const payload = makeRegistration({ role: 'PROJECT_MANAGER' });
      expect((await t.app.inject({ method: 'POST', url: '/api/auth/register', payload })).statusCode).toBe(
        202,
      );
      const user = (
        (await as('GET', '/api/admin/users')).json().users as { id: string; email: string }[]
      ).find((candidate) => candidate.email === payload.email);
      if (!user) throw new Error('the waiting account is not listed');
      const refused = await as('POST', `/api/admin/users/${user.id}/refuse`);
      expect(refused.statusCode).toBe(204);
      expect((await as('POST', `/api/admin/users/${user.id}/refuse`)).statusCode).toBe(404);
      expect((await login(t, payload.email, payload.password)).statusCode).toBe(401);
      const trail = await auditOf(t, user.id);
      expect(trail.map((row) => row.action)).toEqual(['sign-up', 'refuse']);
      expect(JSON.parse(String(trail[1]?.before))).toMatchObject({
        email: payload.email,
        requestedRole: 'PROJECT_MANAGER',
      });
      // An active account is not 'refused' away.
      expect((await as('POST', `/api/admin/users/${admin.user.id}/refuse`)).statusCode).toBe(409);
    });

    it('lets only administrators approve or refuse, and gives a waiting account no set-password link or role change', async () => {
      const payload = makeRegistration({ role: 'PROJECT_MANAGER' });
      await t.app.inject({ method: 'POST', url: '/api/auth/register', payload });
      const user = (
        (await as('GET', '/api/admin/users')).json().users as { id: string; email: string }[]
      ).find((candidate) => candidate.email === payload.email);
      if (!user) throw new Error('the waiting account is not listed');
      const managerPayload = makeRegistration({ role: 'PROJECT_MANAGER' });
      await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: managerPayload });
      const managerRow = (
        (await as('GET', '/api/admin/users')).json().users as { id: string; email: string }[]
      ).find((candidate) => candidate.email === managerPayload.email);
      await as('POST', `/api/admin/users/${managerRow?.id}/approve`, { role: 'PROJECT_MANAGER' });
      const manager = (await login(t, managerPayload.email, managerPayload.password)).json() as {
        token: string;
      };
      for (const action of ['approve', 'refuse']) {
        const forbidden = await as(
          'POST',
          `/api/admin/users/${user.id}/${action}`,
          { role: 'ADMIN' },
          manager.token,
        );
        expect(forbidden.statusCode).toBe(403);
      }
      expect((await as('POST', `/api/admin/users/${user.id}/set-password-link`)).statusCode).toBe(409);
      expect((await as('PUT', `/api/admin/users/${user.id}/role`, { role: 'ADMIN' })).statusCode).toBe(409);
      for (const body of [{}, { role: 'OWNER' }, { role: 'ADMIN', personId: 'x'.repeat(500) }]) {
        const bad = await as('POST', `/api/admin/users/${user.id}/approve`, body);
        expect(bad.statusCode).toBe(400);
        expect(bad.json()).toEqual({ error: expect.any(String) });
      }
      const anonymous = await t.app.inject({
        method: 'POST',
        url: `/api/admin/users/${user.id}/approve`,
        payload: { role: 'ADMIN' },
      });
      expect(anonymous.statusCode).toBe(401);
      const stillWaiting = (await as('GET', `/api/admin/users/${user.id}`)).json();
      expect(stillWaiting.status).toBe('PENDING');
    });
  });

  describe('a new install', () => {
    it('makes the first administrator at once in every mode; anyone else waits or is refused', async () => {
      for (const mode of ['approval', 'invite'] as const) {
        const t = await createTestApp(engine, { SIGNUP_MODE: mode });
        try {
          const early = await register(t, { role: 'PROJECT_MANAGER' });
          expect(early.statusCode).toBe(mode === 'approval' ? 202 : 403);
          if (mode === 'invite') expect(early.json()).toEqual({ error: ACCOUNT_MESSAGES.signupInviteOnly });
          const first = await register(t, { role: 'ADMIN' });
          expect(first.statusCode).toBe(201);
          expect(first.json().user.role).toBe('ADMIN');
          const second = await register(t, { role: 'ADMIN' });
          expect(second.statusCode).toBe(mode === 'approval' ? 202 : 403);
        } finally {
          await t.close();
        }
      }
    });

    it('makes exactly one first administrator when two sign up at the same moment', async () => {
      const t = await createTestApp(engine, { SIGNUP_MODE: 'approval' });
      try {
        const answers = await Promise.all(Array.from({ length: 6 }, () => register(t, { role: 'ADMIN' })));
        expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 202, 202, 202, 202, 202]);
        const admins = await t.database.db
          .selectFrom('users')
          .select('id')
          .where('role', '=', 'ADMIN')
          .where('pending_since', 'is', null)
          .execute();
        expect(admins).toHaveLength(1);
      } finally {
        await t.close();
      }
    });
  });

  describe('invite and open', () => {
    it('invite: the form is refused once an administrator exists; an invitation still creates the account', async () => {
      const t = await createTestApp(engine, { SIGNUP_MODE: 'invite' });
      try {
        const admin = (await register(t, { role: 'ADMIN' })).json();
        const refused = await register(t, { role: 'TECHNICIAN' });
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toEqual({ error: ACCOUNT_MESSAGES.signupInviteOnly });
        const config = await t.app.inject({ url: '/api/config' });
        expect(config.json().signupMode).toBe('invite');
        const invited = await t.app.inject({
          method: 'POST',
          url: '/api/admin/users',
          headers: bearer(admin.token),
          payload: {
            firstName: 'Invited',
            lastName: 'Person',
            email: 'invited.person@example.co.za',
            role: 'ENGINEER',
          },
        });
        expect(invited.statusCode).toBe(201);
      } finally {
        await t.close();
      }
    });

    it('open: the chosen role at once, an administrator only with ALLOW_ADMIN_SIGNUP', async () => {
      const t = await createTestApp(engine, { SIGNUP_MODE: 'open' });
      try {
        expect((await register(t, { role: 'ADMIN' })).statusCode).toBe(201);
        const manager = await register(t, { role: 'PROJECT_MANAGER' });
        expect(manager.statusCode).toBe(201);
        expect(manager.json().user.role).toBe('PROJECT_MANAGER');
        const admin = await register(t, { role: 'ADMIN' });
        expect(admin.statusCode).toBe(403);
        expect(admin.json()).toEqual({ error: AUTH_MESSAGES.adminSignupClosed });
      } finally {
        await t.close();
      }
    });
  });

  describe('people and accounts', () => {
    let t: TestApp;
    let admin: { token: string; user: { id: string } };
    beforeAll(async () => {
      t = await createTestApp(engine, { SIGNUP_MODE: 'open' });
      admin = (await register(t, { role: 'ADMIN' })).json();
    });
    afterAll(async () => t?.close());
    const as = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token = admin.token) =>
      t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
    const personnel = async () =>
      (await as('GET', '/api/resources/personnel')).json() as {
        id: string;
        name: string;
        userId: string | null;
      }[];

    it('never links a sign-up to a person of the same name (the review: it took over her visits)', async () => {
      const zanele = await as('POST', '/api/resources/personnel', {
        name: 'Zanele Khumalo',
        role: 'Technician',
        status: 'Available',
      });
      expect(zanele.statusCode).toBe(201);
      const impostor = await register(t, { role: 'TECHNICIAN', firstName: 'Zanele', lastName: 'Khumalo' });
      expect(impostor.statusCode).toBe(201);
      const people = await personnel();
      const hers = people.find((person) => person.id === zanele.json().id);
      expect(hers?.userId).toBeNull();
      const theirs = people.find((person) => person.userId === impostor.json().user.id);
      expect(theirs?.id).not.toBe(zanele.json().id);
    });

    it("links an account to a person only by an administrator's explicit action, audited", async () => {
      const sipho = (
        await as('POST', '/api/resources/personnel', {
          name: 'Sipho Ndlovu',
          role: 'Technician',
          status: 'Available',
        })
      ).json() as { id: string };
      const account = (
        await register(t, { role: 'TECHNICIAN', firstName: 'Sipho', lastName: 'Ndlovu' })
      ).json();
      const shadow = (await personnel()).find((person) => person.userId === account.user.id);

      const asTechnician = await as(
        'PUT',
        `/api/admin/users/${account.user.id}/person`,
        { personId: sipho.id },
        account.token,
      );
      expect(asTechnician.statusCode).toBe(403);
      const linked = await as('PUT', `/api/admin/users/${account.user.id}/person`, { personId: sipho.id });
      expect(linked.statusCode).toBe(200);
      expect(linked.json().person).toEqual({ id: sipho.id, name: 'Sipho Ndlovu' });
      const people = await personnel();
      expect(people.find((person) => person.id === sipho.id)?.userId).toBe(account.user.id);
      // The account's own person, referred to by nothing, is gone rather than left as a twin.
      expect(people.find((person) => person.id === shadow?.id)).toBeUndefined();
      const trail = await auditOf(t, account.user.id);
      expect(trail.at(-1)).toMatchObject({ action: 'link-person', actor_id: admin.user.id });

      // A person who has an account already is not taken over by another.
      const other = (await register(t, { role: 'TECHNICIAN' })).json();
      const taken = await as('PUT', `/api/admin/users/${other.user.id}/person`, { personId: sipho.id });
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toEqual({ error: ACCOUNT_MESSAGES.personTaken });
      expect(
        (await as('PUT', `/api/admin/users/${other.user.id}/person`, { personId: 'nobody' })).statusCode,
      ).toBe(404);
    });

    it("an invitation sent from a person's record makes the account theirs", async () => {
      const thabo = (
        await as('POST', '/api/resources/personnel', {
          name: 'Thabo Mbeki',
          role: 'Fitter',
          status: 'Available',
        })
      ).json() as { id: string };
      const invited = await as('POST', '/api/admin/users', {
        firstName: 'Thabo',
        lastName: 'Mbeki',
        email: `thabo.${Date.now()}@example.co.za`,
        role: 'TECHNICIAN',
        personId: thabo.id,
      });
      expect(invited.statusCode).toBe(201);
      expect(invited.json().user.person).toEqual({ id: thabo.id, name: 'Thabo Mbeki' });
      const trail = await auditOf(t, invited.json().user.id);
      expect(trail.map((row) => row.action)).toEqual(['link-person', 'invite', 'set-password-link']);
      // Inviting onto a person who already has a sign-in changes nothing.
      const again = await as('POST', '/api/admin/users', {
        firstName: 'Thabo',
        lastName: 'Again',
        email: `thabo.again.${Date.now()}@example.co.za`,
        role: 'TECHNICIAN',
        personId: thabo.id,
      });
      expect(again.statusCode).toBe(409);
      const users = (await as('GET', '/api/admin/users')).json().users as { lastName: string }[];
      expect(users.some((user) => user.lastName === 'Again')).toBe(false);
    });
  });
});

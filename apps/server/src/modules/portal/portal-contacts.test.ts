/**
 * Issue 31: a client's contacts, invited from the client's page (decision 0092). Who may invite, what
 * the invitation makes, a managing agent bound to two clients, disabling that ends sessions and sockets
 * at once, and what a CLIENT account never is (a staff member, a person on Personnel, self signed-up).
 */
import { AUTH_MESSAGES, PORTAL_MESSAGES, PORTAL_SOCKET_EVENT } from '@firebreak/shared';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createClient,
  type RegisteredUser,
  registerClientContact,
  registerEachRole,
  registerUser,
  type TestRole,
} from '../../test/factories';
import { disconnected, nextEvent, openSocket, urlOf } from '../../test/sockets';
import { createTestApp, engines, type TestApp } from '../../test/test-app';

const DAY_MS = 86_400_000;

describe.each(engines)("a client's contacts (%s)", (engine) => {
  let t: TestApp;
  let staff: Record<TestRole, RegisteredUser>;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    t = await createTestApp(engine, {}, { socketSessionCheckMs: DAY_MS });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    staff = await registerEachRole(t.app);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t?.close();
  });
  const as = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload }) });
  const invite = (token: string, clientId: string, email: string) =>
    as(token, 'POST', `/api/clients/${clientId}/contacts/invite`, {
      firstName: 'Sipho',
      lastName: 'Nkosi',
      email,
    });
  const socketOf = async (token: string) => {
    const socket = await openSocket(urlOf(t.app), token);
    sockets.push(socket);
    return socket;
  };

  it('the office invites a contact: a CLIENT account with a one-time link, and no person on Personnel', async () => {
    const client = await createClient(t.app, staff.PROJECT_MANAGER.token);
    const email = `sipho.${engine}@agent.example.co.za`;
    const invited = await invite(staff.PROJECT_MANAGER.token, client.id, email);
    expect(invited.statusCode).toBe(201);
    const body = invited.json() as {
      contact: { userId: string; status: string };
      link: { token: string };
      emailed: boolean;
    };
    expect(body.contact.status).toBe('INVITED');
    expect(body.emailed).toBe(false);
    expect(body.link.token).toEqual(expect.any(String));

    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/auth/invites/${body.link.token}`,
      payload: { password: 'P0rtal-pass' },
    });
    expect(accepted.statusCode).toBe(200);
    const session = accepted.json() as { token: string; user: { role: string; id: string } };
    expect(session.user.role).toBe('CLIENT');
    const me = await as(session.token, 'GET', '/api/portal/me');
    expect(me.statusCode).toBe(200);
    expect((me.json() as { clients: unknown[] }).clients).toEqual([{ id: client.id, name: client.name }]);

    const contacts = (
      await as(staff.ADMIN.token, 'GET', `/api/clients/${client.id}/contacts`)
    ).json() as Array<{
      email: string;
      status: string;
      lastSignInAt: string | null;
    }>;
    expect(contacts).toEqual([
      expect.objectContaining({ email, status: 'ACTIVE', lastSignInAt: expect.any(String) }),
    ]);

    const people = (await as(staff.ADMIN.token, 'GET', '/api/resources/personnel')).json() as Array<{
      userId: string | null;
    }>;
    expect(people.some((person) => person.userId === session.user.id)).toBe(false);
    const pickers = (await as(staff.ADMIN.token, 'GET', '/api/users')).json() as Array<{ id: string }>;
    expect(pickers.some((user) => user.id === session.user.id)).toBe(false);
    const managed = (await as(staff.ADMIN.token, 'GET', '/api/admin/users')).json() as {
      users: Array<{ id: string }>;
    };
    expect(managed.users.some((user) => user.id === session.user.id)).toBe(false);
    // An administrator cannot turn a contact into staff from the Users screen.
    const promoted = await as(staff.ADMIN.token, 'PUT', `/api/admin/users/${session.user.id}/role`, {
      role: 'ADMIN',
    });
    expect(promoted.statusCode).toBe(404);

    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'entity_id'])
      .where('action', '=', 'portal-invite')
      .where('entity_id', '=', client.id)
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('only the office invites, and a CLIENT is refused every staff route', async () => {
    const client = await createClient(t.app, staff.ADMIN.token);
    for (const role of ['ENGINEER', 'TECHNICIAN'] as const) {
      const refused = await invite(staff[role].token, client.id, `x.${role}.${engine}@example.co.za`);
      expect(refused.statusCode).toBe(403);
    }
    const contact = await registerClientContact(t.app, staff.ADMIN.token, client.id);
    expect((await invite(contact.token, client.id, `y.${engine}@example.co.za`)).statusCode).toBe(403);
    for (const url of [
      '/api/clients',
      '/api/projects',
      '/api/documents',
      `/api/clients/${client.id}/sites`,
      '/api/visits',
    ])
      expect((await as(contact.token, 'GET', url)).statusCode).toBe(403);
    expect((await as(contact.token, 'GET', '/api/auth/me')).statusCode).toBe(200);
  });

  it('nobody signs up as a CLIENT, and a staff e-mail cannot become a contact', async () => {
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        firstName: 'Eve',
        lastName: 'Outsider',
        email: `eve.${engine}@example.co.za`,
        password: 'Sprinkl3r!',
        role: 'CLIENT',
      },
    });
    expect(signUp.statusCode).toBe(400);
    expect(signUp.json()).toEqual({ error: AUTH_MESSAGES.clientSignupClosed });
    const client = await createClient(t.app, staff.ADMIN.token);
    const staffEmail = await invite(staff.ADMIN.token, client.id, staff.TECHNICIAN.email);
    expect(staffEmail.statusCode).toBe(409);
    expect(staffEmail.json()).toEqual({ error: PORTAL_MESSAGES.staffEmail });
    const adminInvite = await as(staff.ADMIN.token, 'POST', '/api/admin/users', {
      firstName: 'A',
      lastName: 'B',
      email: `ab.${engine}@example.co.za`,
      role: 'CLIENT',
    });
    expect(adminInvite.statusCode).toBe(400);
  });

  it('bad input changes nothing', async () => {
    const client = await createClient(t.app, staff.ADMIN.token);
    for (const payload of [
      {},
      { firstName: 'A', lastName: 'B', email: 'not-an-email' },
      { firstName: 'A', lastName: 'B', email: 'a@b.co', role: 'ADMIN' },
    ]) {
      const response = await as(
        staff.ADMIN.token,
        'POST',
        `/api/clients/${client.id}/contacts/invite`,
        payload,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: expect.any(String) });
    }
    expect((await invite(staff.ADMIN.token, 'no-such-client', `z.${engine}@example.co.za`)).statusCode).toBe(
      404,
    );
    const unknown = await as(
      staff.ADMIN.token,
      'PUT',
      `/api/clients/${client.id}/contacts/no-such-user/access`,
      {
        enabled: false,
      },
    );
    expect(unknown.statusCode).toBe(404);
    expect((await as(staff.ADMIN.token, 'GET', `/api/clients/${client.id}/contacts`)).json()).toEqual([]);
  });

  it('a managing agent sees two clients; taking one away ends the sessions, the other stays', async () => {
    const first = await createClient(t.app, staff.ADMIN.token);
    const second = await createClient(t.app, staff.ADMIN.token);
    const agent = await registerClientContact(t.app, staff.ADMIN.token, [first.id, second.id]);
    const me = (await as(agent.token, 'GET', '/api/portal/me')).json() as { clients: Array<{ id: string }> };
    expect(me.clients.map((c) => c.id).sort()).toEqual([first.id, second.id].sort());
    const listed = (await as(staff.ADMIN.token, 'GET', `/api/clients/${first.id}/contacts`)).json() as Array<{
      otherClients: string[];
    }>;
    expect(listed[0]?.otherClients).toEqual([second.name]);
    // Inviting again to a client they already see is refused.
    expect((await invite(staff.ADMIN.token, first.id, agent.email)).statusCode).toBe(409);

    const socket = await socketOf(agent.token);
    const gone = disconnected(socket);
    const off = await as(
      staff.PROJECT_MANAGER.token,
      'PUT',
      `/api/clients/${first.id}/contacts/${agent.user.id}/access`,
      {
        enabled: false,
      },
    );
    expect(off.statusCode).toBe(200);
    expect((off.json() as { status: string }).status).toBe('DISABLED');
    await gone;
    expect((await as(agent.token, 'GET', '/api/portal/me')).statusCode).toBe(401);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: agent.email, password: agent.password },
    });
    expect(again.statusCode).toBe(200);
    const token = (again.json() as { token: string }).token;
    const now = (await as(token, 'GET', '/api/portal/me')).json() as { clients: Array<{ id: string }> };
    expect(now.clients.map((c) => c.id)).toEqual([second.id]);
  });

  it("disabling a contact's only client disables the account at once; enabling lets them sign in again", async () => {
    const client = await createClient(t.app, staff.ADMIN.token);
    const contact = await registerClientContact(t.app, staff.ADMIN.token, client.id);
    const socket = await socketOf(contact.token);
    const gone = disconnected(socket);
    const url = `/api/clients/${client.id}/contacts/${contact.user.id}/access`;
    expect((await as(staff.ADMIN.token, 'PUT', url, { enabled: false })).statusCode).toBe(200);
    await gone;
    expect((await as(contact.token, 'GET', '/api/portal/me')).statusCode).toBe(401);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: contact.email, password: contact.password },
    });
    expect(refused.statusCode).toBe(403);
    expect((await as(staff.ADMIN.token, 'PUT', url, { enabled: true })).statusCode).toBe(200);
    const back = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: contact.email, password: contact.password },
    });
    expect(back.statusCode).toBe(200);
  });

  it("a contact's socket hears its own clients' portal news and nothing of the office's", async () => {
    const mine = await createClient(t.app, staff.ADMIN.token);
    const theirs = await createClient(t.app, staff.ADMIN.token);
    const contact = await registerClientContact(t.app, staff.ADMIN.token, mine.id);
    const socket = await socketOf(contact.token);
    const heard: string[] = [];
    socket.onAny((event: string) => heard.push(event));
    const news = nextEvent(socket, PORTAL_SOCKET_EVENT);
    // Office news and another client's news first, then this client's: only the last may arrive.
    t.app.context.events.emit('weather.ingested', { alerts: [] });
    t.app.context.events.emit('portal.changed', { clientId: theirs.id, what: 'requests' });
    await registerUser(t.app, { role: 'TECHNICIAN' });
    t.app.context.events.emit('portal.changed', { clientId: mine.id, what: 'requests' });
    expect(await news).toEqual({ what: 'requests' });
    expect(heard).toEqual([PORTAL_SOCKET_EVENT]);
    // It cannot join a project's room either.
    socket.emit('join_project', { projectId: 'any' });
  });

  it('a new link for a contact who never set a password, or forgot it; none for a disabled one', async () => {
    const client = await createClient(t.app, staff.ADMIN.token);
    const invited = await invite(staff.ADMIN.token, client.id, `new.${engine}@example.co.za`);
    const userId = (invited.json() as { contact: { userId: string } }).contact.userId;
    const link = await as(staff.ADMIN.token, 'POST', `/api/clients/${client.id}/contacts/${userId}/link`);
    expect(link.statusCode).toBe(201);
    const active = await registerClientContact(t.app, staff.ADMIN.token, client.id);
    const refused = await as(
      staff.ADMIN.token,
      'POST',
      `/api/clients/${client.id}/contacts/${active.user.id}/link`,
    );
    expect(refused.statusCode).toBe(409);
  });
});

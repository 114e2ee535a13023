/**
 * Issue 25 §4: a socket lives no longer than its session, and carries only what its role may read.
 * Against a real listening app with socket.io-client, on each database. The first app re-checks
 * sessions once a day, so only the 'user.access-changed' event can end its sockets; the second
 * re-checks every 50 ms, for what no event announces (idleness, expiry, changes behind its back).
 */
import {
  BUDGET_ALERT_WITHOUT_FIGURES,
  PROJECT_MONEY_FIELDS,
  type Project,
  type Role,
} from '@firebreak/shared';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createProject,
  type RegisteredUser,
  registerEachRole,
  registerUser,
  type TestRole,
} from '../test/factories';
import { disconnected, nextEvent, openSocket, sessionIdOf, stillConnected, urlOf } from '../test/sockets';
import { createTestApp, engines, type TestApp } from '../test/test-app';

const DAY_MS = 86_400_000;

async function signIn(app: FastifyInstance, user: RegisteredUser, password = user.password) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: user.email, password },
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as { token: string }).token;
}

type ProjectUpdate = { action: string; projectId: string; project: Partial<Project> };
type AlertEvent = { action: string; alert: { type: string; projectId: string | null; message: string } };

describe.each(engines)('sockets end with their sessions on %s', (engine) => {
  let t: TestApp;
  let users: Record<TestRole, RegisteredUser>;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    t = await createTestApp(engine, {}, { socketSessionCheckMs: DAY_MS });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    users = await registerEachRole(t.app);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t?.close();
  });
  const socketOf = async (token: string) => {
    const socket = await openSocket(urlOf(t.app), token);
    sockets.push(socket);
    return socket;
  };
  const api = (method: 'POST' | 'PUT' | 'PATCH', url: string, token: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const newUser = (role: Role) => registerUser(t.app, { role });

  it('signing out disconnects that session’s sockets only, and its token cannot connect again', async () => {
    const user = await newUser('ENGINEER');
    const other = await signIn(t.app, user);
    const signingOut = await socketOf(user.token);
    const staying = await socketOf(other);
    const gone = disconnected(signingOut);
    expect((await api('POST', '/api/auth/logout', user.token)).statusCode).toBe(204);
    await gone;
    expect(await stillConnected(staying)).toBe(true);
    await expect(openSocket(urlOf(t.app), user.token)).rejects.toThrow('Authentication required');
  });

  it('signing out the other sessions disconnects their sockets, not this one’s', async () => {
    const user = await newUser('TECHNICIAN');
    const other = await signIn(t.app, user);
    const here = await socketOf(user.token);
    const elsewhere = await socketOf(other);
    const gone = disconnected(elsewhere);
    const response = await api('POST', '/api/auth/sessions/revoke-others', user.token);
    expect(response.json()).toEqual({ revokedSessions: 1 });
    await gone;
    expect(await stillConnected(here)).toBe(true);
    await expect(openSocket(urlOf(t.app), other)).rejects.toThrow('Authentication required');
  });

  it('a password change disconnects the sockets of the other sessions', async () => {
    const user = await newUser('PROJECT_MANAGER');
    const other = await signIn(t.app, user);
    const here = await socketOf(user.token);
    const elsewhere = await socketOf(other);
    const gone = disconnected(elsewhere);
    const response = await api('POST', '/api/auth/password', user.token, {
      currentPassword: user.password,
      newPassword: 'Deluge4Valve!',
    });
    expect(response.statusCode).toBe(200);
    await gone;
    expect(await stillConnected(here)).toBe(true);
  });

  it('a set-password link used disconnects every socket of the user', async () => {
    const user = await newUser('ENGINEER');
    const socket = await socketOf(user.token);
    const gone = disconnected(socket);
    const link = await api('POST', `/api/admin/users/${user.user.id}/set-password-link`, users.ADMIN.token);
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/auth/invites/${link.json().token}`,
      payload: { password: 'Deluge4Valve!' },
    });
    expect(accepted.statusCode).toBe(200);
    await gone;
  });

  it('disabling a user disconnects every socket of theirs; enabling does not bring them back', async () => {
    const user = await newUser('TECHNICIAN');
    const other = await signIn(t.app, user);
    const first = await socketOf(user.token);
    const second = await socketOf(other);
    const bystander = await socketOf(users.TECHNICIAN.token);
    const gone = Promise.all([disconnected(first), disconnected(second)]);
    const admin = users.ADMIN.token;
    expect((await api('POST', `/api/admin/users/${user.user.id}/disable`, admin)).statusCode).toBe(200);
    await gone;
    expect(await stillConnected(bystander)).toBe(true);
    expect((await api('POST', `/api/admin/users/${user.user.id}/enable`, admin)).statusCode).toBe(200);
    await expect(openSocket(urlOf(t.app), user.token)).rejects.toThrow('Authentication required');
  });

  it('a role change disconnects the user’s sockets; connected again, they get what the new role may read', async () => {
    const user = await newUser('PROJECT_MANAGER');
    const socket = await socketOf(user.token);
    const gone = disconnected(socket);
    const response = await api('PUT', `/api/admin/users/${user.user.id}/role`, users.ADMIN.token, {
      role: 'TECHNICIAN',
    });
    expect(response.statusCode).toBe(200);
    await gone;

    const again = await socketOf(user.token);
    const update = nextEvent<ProjectUpdate>(again, 'project_update');
    const project = await createProject(t.app, users.PROJECT_MANAGER.token, { budget: 765_432 });
    const received = await update;
    expect(received.projectId).toBe(project.id);
    expect(received.project).not.toHaveProperty('budget');
    expect(received.project).not.toHaveProperty('spent');
  });

  it('sends whole projects and budget alerts to the office, and no money figure to engineers and technicians', async () => {
    const seen: Record<TestRole, string[]> = { ADMIN: [], PROJECT_MANAGER: [], ENGINEER: [], TECHNICIAN: [] };
    const roles = Object.keys(seen) as TestRole[];
    const byRole = Object.fromEntries(
      await Promise.all(
        roles.map(async (role) => {
          const socket = await socketOf(users[role].token);
          socket.onAny((event: string, payload: unknown) =>
            seen[role].push(`${event} ${JSON.stringify(payload)}`),
          );
          return [role, socket] as const;
        }),
      ),
    ) as Record<TestRole, Socket>;

    const title = `Money-filtered plant room ${engine}`;
    const created = roles.map((role) =>
      nextEvent<ProjectUpdate>(byRole[role], 'project_update', (payload) => payload.project.title === title),
    );
    const project = await createProject(t.app, users.PROJECT_MANAGER.token, { title, budget: 987_653 });
    const [admin, manager, engineer, technician] = await Promise.all(created);
    for (const whole of [admin, manager]) expect(whole?.project).toMatchObject({ budget: 987_653, spent: 0 });
    for (const trimmed of [engineer, technician]) {
      expect(trimmed?.project).toMatchObject({ id: project.id, title: project.title });
      for (const field of PROJECT_MONEY_FIELDS) expect(trimmed?.project).not.toHaveProperty(field);
    }

    const alerts = roles.map((role) =>
      nextEvent<AlertEvent>(
        byRole[role],
        'alert',
        (payload) => payload.alert.projectId === project.id && payload.alert.type === 'BUDGET',
      ),
    );
    const updated = roles.map((role) =>
      nextEvent<ProjectUpdate>(byRole[role], 'project_update', (payload) => payload.projectId === project.id),
    );
    const patch = await api('PATCH', `/api/projects/${project.id}`, users.PROJECT_MANAGER.token, {
      status: 'ACTIVE',
      spent: 1_234_329,
    });
    expect(patch.statusCode).toBe(200);
    const updates = await Promise.all(updated);
    expect(updates[1]?.project).toMatchObject({ budget: 987_653, spent: 1_234_329 });
    expect(updates[3]?.project).not.toHaveProperty('spent');
    const [adminAlert, managerAlert, engineerAlert, technicianAlert] = await Promise.all(alerts);
    for (const office of [adminAlert, managerAlert]) expect(office?.alert.message).toMatch(/987/);
    for (const field of [engineerAlert, technicianAlert])
      expect(field?.alert.message).toBe(BUDGET_ALERT_WITHOUT_FIGURES);

    await t.app.context.events.settled();
    for (const role of ['ENGINEER', 'TECHNICIAN'] as const) {
      const everything = seen[role].join('\n');
      expect(everything).toContain(project.id);
      for (const figure of ['987653', '1234329', '"budget"', '"spent"'])
        expect(everything.replace(/[\s\u00a0\u202f,.]/g, '')).not.toContain(figure);
    }
  });
});

describe.each(engines)('sockets re-check their sessions on %s', (engine) => {
  let t: TestApp;
  let admin: RegisteredUser;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    t = await createTestApp(engine, {}, { socketSessionCheckMs: 50 });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    admin = await registerUser(t.app, { role: 'ADMIN' });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t?.close();
  });
  const socketOf = async (token: string) => {
    const socket = await openSocket(urlOf(t.app), token);
    sockets.push(socket);
    return socket;
  };
  const sessions = () => t.database.db.updateTable('sessions');
  const lastSeen = async (token: string) =>
    (
      await t.database.db
        .selectFrom('sessions')
        .select('last_seen_at')
        .where('id', '=', sessionIdOf(token))
        .executeTakeFirstOrThrow()
    ).last_seen_at;

  it('disconnects a socket whose session went idle, and an open socket is not activity', async () => {
    const user = await registerUser(t.app, { role: 'TECHNICIAN' });
    const active = await signIn(t.app, user);
    const idle = await socketOf(user.token);
    const busy = await socketOf(active);
    const minutes = (n: number) => new Date(Date.now() - n * 60_000).toISOString();
    const idleSince = minutes(t.config.sessionIdleMinutes + 1);
    const recently = minutes(t.config.sessionIdleMinutes - 5);
    await sessions().set({ last_seen_at: idleSince }).where('id', '=', sessionIdOf(user.token)).execute();
    await sessions().set({ last_seen_at: recently }).where('id', '=', sessionIdOf(active)).execute();

    await disconnected(idle);
    expect(await stillConnected(busy)).toBe(true);
    // Checks have run (one disconnected `idle`); none of them moved either session's last activity.
    expect(await lastSeen(user.token)).toBe(idleSince);
    expect(await lastSeen(active)).toBe(recently);
    await expect(openSocket(urlOf(t.app), user.token)).rejects.toThrow('Authentication required');
  });

  it('disconnects sockets whose session was revoked, expired, disabled or given another role behind its back', async () => {
    const users = await Promise.all(
      (['ENGINEER', 'TECHNICIAN', 'PROJECT_MANAGER', 'PROJECT_MANAGER'] as const).map((role) =>
        registerUser(t.app, { role }),
      ),
    );
    const [revoked, expired, disabled, demoted] = users as [
      RegisteredUser,
      RegisteredUser,
      RegisteredUser,
      RegisteredUser,
    ];
    const open = await Promise.all(users.map((user) => socketOf(user.token)));
    const bystander = await socketOf(admin.token);
    const gone = Promise.all(open.map(disconnected));
    const now = new Date().toISOString();
    await sessions().set({ revoked_at: now }).where('id', '=', sessionIdOf(revoked.token)).execute();
    await sessions().set({ expires_at: now }).where('id', '=', sessionIdOf(expired.token)).execute();
    const users_ = () => t.database.db.updateTable('users');
    await users_().set({ disabled_at: now }).where('id', '=', disabled.user.id).execute();
    await users_().set({ role: 'TECHNICIAN' }).where('id', '=', demoted.user.id).execute();
    await gone;
    expect(await stillConnected(bystander)).toBe(true);
  });
});

describe.runIf(process.env.REDIS_URL)('sockets end on every instance through Redis', () => {
  it('disabling a user on one instance disconnects their socket on the other', async () => {
    const engine = engines.includes('postgres') ? 'postgres' : 'sqlite';
    const redisA = new Redis(process.env.REDIS_URL as string);
    const redisB = new Redis(process.env.REDIS_URL as string);
    const options = { socketSessionCheckMs: DAY_MS };
    const a = await createTestApp(engine, {}, { ...options, redis: redisA });
    const b = await createTestApp(engine, {}, { ...options, redis: redisB, shareDatabaseWith: a });
    let socket: Socket | undefined;
    try {
      await b.app.listen({ port: 0, host: '127.0.0.1' });
      const admin = await registerUser(a.app, { role: 'ADMIN' });
      const user = await registerUser(a.app, { role: 'TECHNICIAN' });
      socket = await openSocket(urlOf(b.app), user.token);
      const gone = disconnected(socket);
      const response = await a.app.inject({
        method: 'POST',
        url: `/api/admin/users/${user.user.id}/disable`,
        headers: bearer(admin.token),
      });
      expect(response.statusCode).toBe(200);
      await gone;
    } finally {
      socket?.close();
      await b.close();
      await a.close();
      redisA.disconnect();
      redisB.disconnect();
    }
  });
});

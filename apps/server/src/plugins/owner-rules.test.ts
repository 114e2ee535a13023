/**
 * Owner rules the route guard cannot decide because they need the row (docs/permissions.md, "own"):
 * an engineer changes only projects they work on, and never budget or spend; technicians change and
 * delete only their own uploads, engineers delete only theirs. And reads trimmed rather than refused:
 * the dashboard's money figures and client revenue.
 */
import { PERMISSION_MESSAGES } from '@firebreak/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderPdf } from '../db/seeders/demo-document-generators/render';
import {
  bearer,
  createProject,
  personOf,
  type RegisteredUser,
  registerEachRole,
  registerUser,
  type TestRole,
} from '../test/factories';
import { createTestApp, engines, type TestApp } from '../test/test-app';

describe.each(engines)('owner rules and trimmed reads (%s)', (engine) => {
  let t: TestApp;
  let users: Record<TestRole, RegisteredUser>;
  let otherTechnician: RegisteredUser;

  beforeAll(async () => {
    t = await createTestApp(engine);
    users = await registerEachRole(t.app);
    otherTechnician = await registerUser(t.app, { role: 'TECHNICIAN', firstName: 'Lindiwe' });
    const client = await t.app.inject({
      method: 'POST',
      url: '/api/clients',
      headers: bearer(users.PROJECT_MANAGER.token),
      payload: {
        name: 'Midrand Logistics Park',
        type: 'Industrial',
        status: 'Active',
        contact: 'Sizwe',
        email: 'sizwe@mlp.co.za',
        phone: '011 555 0123',
        rating: 3,
      },
    });
    expect(client.statusCode).toBe(201);
  });
  afterAll(async () => t?.close());

  const call = (user: RegisteredUser, method: 'PATCH' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(user.token), ...(payload ? { payload } : {}) });

  it('an engineer changes a project only once on its team, and never its budget or spend', async () => {
    const project = await createProject(t.app, users.PROJECT_MANAGER.token);
    const url = `/api/projects/${project.id}`;
    const refused = await call(users.ENGINEER, 'PATCH', url, { progress: 20 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: PERMISSION_MESSAGES.notOwner });
    expect(
      (
        await call(users.ENGINEER, 'POST', `${url}/milestones`, {
          title: 'Site visit',
          kind: 'SITE_VISIT',
          dueDate: '2027-01-15',
        })
      ).statusCode,
    ).toBe(403);

    const team = await call(users.PROJECT_MANAGER, 'PATCH', url, {
      assignedTeam: [await personOf(t.app, users.ENGINEER)],
    });
    expect(team.statusCode).toBe(200);
    const progress = await call(users.ENGINEER, 'PATCH', url, { progress: 20 });
    expect(progress.statusCode).toBe(200);
    expect(progress.json().progress).toBe(20);
    const milestone = await call(users.ENGINEER, 'POST', `${url}/milestones`, {
      title: 'Site visit',
      kind: 'SITE_VISIT',
      dueDate: '2027-01-15',
    });
    expect(milestone.statusCode).toBe(201);
    for (const change of [{ budget: 1 }, { spent: 5000 }]) {
      const response = await call(users.ENGINEER, 'PATCH', url, change);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: PERMISSION_MESSAGES.forbidden });
    }
    expect((await call(users.PROJECT_MANAGER, 'PATCH', url, { spent: 5000 })).statusCode).toBe(200);
    expect((await call(users.TECHNICIAN, 'PATCH', url, { progress: 30 })).statusCode).toBe(403);
  });

  it('the dashboard metrics answer every role, the money figures only for the office', async () => {
    for (const role of ['ADMIN', 'PROJECT_MANAGER', 'ENGINEER', 'TECHNICIAN'] as const) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/projects/metrics',
        headers: bearer(users[role].token),
      });
      expect(response.statusCode).toBe(200);
      const metrics = response.json();
      expect(typeof metrics.activeProjects).toBe('number');
      const office = role === 'ADMIN' || role === 'PROJECT_MANAGER';
      for (const key of ['totalPortfolioValue', 'winRate', 'cashFlowThisMonth', 'cashFlowLastMonth'])
        expect([role, key, typeof metrics[key]]).toEqual([role, key, office ? 'number' : 'object']);
    }
  });

  it('client revenue is for the office: null in the list, its summary and one client for other roles', async () => {
    for (const role of ['ADMIN', 'PROJECT_MANAGER', 'ENGINEER', 'TECHNICIAN'] as const) {
      const headers = bearer(users[role].token);
      const list = (await t.app.inject({ method: 'GET', url: '/api/clients', headers })).json();
      const office = role === 'ADMIN' || role === 'PROJECT_MANAGER';
      expect([role, typeof list.summary.totalRevenue]).toEqual([role, office ? 'number' : 'object']);
      for (const item of list.items) expect(item.totalRevenue === null).toBe(!office);
      if (list.items[0]) {
        const one = (
          await t.app.inject({ method: 'GET', url: `/api/clients/${list.items[0].id}`, headers })
        ).json();
        expect([role, one.totalRevenue === null]).toEqual([role, !office]);
        expect(one.email).toEqual(list.items[0].email);
      }
    }
  });

  async function upload(user: RegisteredUser, name: string): Promise<string> {
    const data = await renderPdf({
      title: name,
      subtitle: 'x',
      sections: [{ heading: name, lines: ['pump test'] }],
    });
    const boundary = `----owner${Date.now()}`;
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\n${name}\r\n`),
      ...['category', 'department'].map((field) =>
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"\r\n\r\nOperations\r\n`),
      ),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="revision"\r\n\r\nRev 1\r\n`),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/documents',
      headers: { ...bearer(user.token), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { id: string }).id;
  }

  it('technicians change only their own uploads; engineers edit any but delete only their own', async () => {
    const mine = await upload(users.TECHNICIAN, 'Pump Test Sheet');
    const url = `/api/documents/${mine}`;
    expect((await call(otherTechnician, 'PATCH', url, { revision: 'Rev 2' })).statusCode).toBe(403);
    expect((await call(otherTechnician, 'DELETE', url)).statusCode).toBe(403);
    expect((await call(users.TECHNICIAN, 'PATCH', url, { revision: 'Rev 2' })).statusCode).toBe(200);
    expect((await call(users.ENGINEER, 'PATCH', url, { revision: 'Rev 3' })).statusCode).toBe(200);
    expect((await call(users.ENGINEER, 'DELETE', url)).statusCode).toBe(403);
    expect((await call(users.PROJECT_MANAGER, 'DELETE', url)).statusCode).toBe(204);

    const engineers = await upload(users.ENGINEER, 'Hydraulic Calculation');
    expect((await call(users.ENGINEER, 'DELETE', `/api/documents/${engineers}`)).statusCode).toBe(204);
    const own = await upload(users.TECHNICIAN, 'Site Photo Log');
    expect((await call(users.TECHNICIAN, 'DELETE', `/api/documents/${own}`)).statusCode).toBe(204);
  });
});

/**
 * Issue 25 §4: a project's money (budget, spend, the figures of its budget alerts) reaches only roles
 * with 'projects.finance'; every other role gets the same answers without them (docs/permissions.md).
 */
import { BUDGET_ALERT_WITHOUT_FIGURES, canReadProjectMoney, PROJECT_MONEY_FIELDS } from '@firebreak/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createProject,
  personOf,
  type RegisteredUser,
  registerEachRole,
  type TestRole,
} from '../../test/factories';
import { createTestApp, engines, type TestApp } from '../../test/test-app';

const ROLES: TestRole[] = ['ADMIN', 'PROJECT_MANAGER', 'ENGINEER', 'TECHNICIAN'];
type Alert = { id: string; type: string; projectId: string | null; message: string };

describe.each(engines)('project money per role on %s', (engine) => {
  let t: TestApp;
  let users: Record<TestRole, RegisteredUser>;
  let project: { id: string; title: string };
  let clientId: string;
  beforeAll(async () => {
    t = await createTestApp(engine);
    users = await registerEachRole(t.app);
    const manager = users.PROJECT_MANAGER.token;
    project = await createProject(t.app, manager, { title: 'Hospital deluge valves', budget: 987_653 });
    const engineerPerson = await personOf(t.app, users.ENGINEER);
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/projects/${project.id}`,
      headers: bearer(manager),
      payload: { status: 'ACTIVE', spent: 1_234_329, assignedTeam: [engineerPerson] },
    });
    expect(patch.statusCode).toBe(200);
    clientId = (patch.json() as { clientId: string }).clientId;
    await t.app.context.events.settled(); // the over-budget alert
  });
  afterAll(async () => {
    await t?.close();
  });
  const get = (role: TestRole, url: string) =>
    t.app.inject({ method: 'GET', url, headers: bearer(users[role].token) });

  it.each(ROLES)(
    '%s: the list and the project carry budget and spend only with projects.finance',
    async (role) => {
      const money = canReadProjectMoney(role);
      const list = await get(role, '/api/projects?pageSize=100');
      expect(list.statusCode).toBe(200);
      const item = (list.json() as { items: Record<string, unknown>[] }).items.find(
        (p) => p.id === project.id,
      );
      const one = await get(role, `/api/projects/${project.id}`);
      expect(one.statusCode).toBe(200);
      for (const shown of [item, one.json() as Record<string, unknown>]) {
        expect(shown).toMatchObject({ id: project.id, title: project.title, status: 'ACTIVE' });
        if (money) expect(shown).toMatchObject({ budget: 987_653, spent: 1_234_329 });
        else for (const field of PROJECT_MONEY_FIELDS) expect(shown).not.toHaveProperty(field);
      }
      const ofClient = await get(role, `/api/projects?clientId=${clientId}`);
      const linked = ofClient.json().items[0];
      if (money) expect(linked).toHaveProperty('budget', 987_653);
      else expect(linked).not.toHaveProperty('budget');
    },
  );

  it.each(ROLES)('%s: ordering by budget needs projects.finance', async (role) => {
    const sorted = await get(role, '/api/projects?sort=budget');
    if (canReadProjectMoney(role)) expect(sorted.statusCode).toBe(200);
    else
      expect([sorted.statusCode, sorted.json()]).toEqual([403, { error: 'Your role does not allow this' }]);
  });

  it.each(ROLES)('%s: a budget alert names its figures only with projects.finance', async (role) => {
    const pages = [
      await get(role, '/api/projects/alerts'),
      await get(role, `/api/projects/alerts?projectId=${project.id}`),
    ];
    for (const page of pages) {
      const alert = (page.json() as { items: Alert[] }).items.find(
        (a) => a.projectId === project.id && a.type === 'BUDGET',
      );
      if (canReadProjectMoney(role)) expect(alert?.message).toMatch(/987/);
      else expect(alert?.message).toBe(BUDGET_ALERT_WITHOUT_FIGURES);
    }
  });

  it('an engineer editing their own project gets it back without the money, and acknowledges an alert without its figures', async () => {
    const headers = bearer(users.ENGINEER.token);
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/projects/${project.id}`,
      headers,
      payload: { progress: 40 },
    });
    expect(patch.statusCode).toBe(200);
    expect(patch.json()).toMatchObject({ progress: 40 });
    for (const field of PROJECT_MONEY_FIELDS) expect(patch.json()).not.toHaveProperty(field);
    await t.app.context.events.settled();
    const alerts = await get('ENGINEER', `/api/projects/alerts?projectId=${project.id}`);
    const alert = (alerts.json() as { items: Alert[] }).items.find((a) => a.type === 'BUDGET');
    const acknowledged = await t.app.inject({
      method: 'PATCH',
      url: `/api/projects/alerts/${alert?.id}/acknowledge`,
      headers,
    });
    expect(acknowledged.json()).toMatchObject({ acknowledged: true, message: BUDGET_ALERT_WITHOUT_FIGURES });
  });

  it.each(['ENGINEER', 'TECHNICIAN'] as const)(
    '%s: no answer about projects, the dashboard or clients holds the budget or spend',
    async (role) => {
      const urls = [
        '/api/projects?pageSize=100',
        '/api/projects?pageSize=100&archived=include',
        `/api/projects?clientId=${clientId}`,
        `/api/projects/${project.id}`,
        '/api/projects/alerts',
        `/api/projects/alerts?projectId=${project.id}`,
        '/api/projects/metrics',
        '/api/projects/metrics/overdue-tasks',
        '/api/clients',
        `/api/clients/${clientId}`,
      ];
      for (const url of urls) {
        const response = await get(role, url);
        expect(response.statusCode, url).toBe(200);
        const body = response.body.replace(/[\s\u00a0\u202f,.]/g, '');
        for (const figure of ['987653', '1234329', '"budget"', '"spent"'])
          expect(body, url).not.toContain(figure);
      }
    },
  );
});

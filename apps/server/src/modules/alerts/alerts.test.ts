import { johannesburgDate } from '@firebreak/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createProject, registerUser } from '../../test/factories';
import { createTestApp, engines, type TestApp } from '../../test/test-app';
import { evaluateProjectAlerts, syncWeatherAlerts } from './alerts.service';

const daysFromToday = (days: number) => johannesburgDate(new Date(Date.now() + days * 86_400_000));

describe.each(engines)('alerts on %s', (engine) => {
  let t: TestApp;
  let token: string;
  let adminToken: string;
  beforeAll(async () => {
    t = await createTestApp(engine, { WEATHER_API_KEY: 'weather-feed-key-0123456789' });
    adminToken = (await registerUser(t.app, { role: 'ADMIN' })).token;
    token = (await registerUser(t.app)).token;
  });
  afterAll(async () => t?.close());

  const api = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown, as = token) =>
    t.app.inject({
      method,
      url,
      headers: bearer(as),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const settle = () => t.app.context.events.settled();
  const alertsFor = async (projectId: string) =>
    (await api('GET', `/api/projects/alerts?projectId=${projectId}&pageSize=100`)).json().items;

  it('raises milestone, compliance and budget alerts from project data, once per cause', async () => {
    const project = await createProject(t.app, token, { budget: 100_000, title: 'Mall sprinklers' });
    await api('PATCH', `/api/projects/${project.id}`, {
      status: 'ACTIVE',
      progress: 10,
      spent: 50_000,
      milestones: [
        { title: 'Pipework first fix', kind: 'WORK', dueDate: daysFromToday(-20) },
        { title: 'Pump test', kind: 'WORK', dueDate: daysFromToday(-2) },
        { title: 'Fire certificate', kind: 'COMPLIANCE', dueDate: daysFromToday(3) },
        { title: 'Not yet due', kind: 'WORK', dueDate: daysFromToday(5) },
      ],
    });
    await settle();
    const alerts = await alertsFor(project.id);
    const rank = (severity: string) => ['CRITICAL', 'HIGH', 'MEDIUM', 'LOW'].indexOf(severity);
    const severities = alerts.map((a: { severity: string }) => rank(a.severity));
    expect(severities).toEqual([...severities].sort((a, b) => a - b));
    const described = alerts.map(
      (a: { type: string; severity: string; title: string }) => `${a.type}/${a.severity}/${a.title}`,
    );
    expect(described.sort()).toEqual([
      'BUDGET/HIGH/Spend ahead of progress: Mall sprinklers',
      'COMPLIANCE/MEDIUM/Compliance due: Fire certificate',
      'MILESTONE/HIGH/Milestone overdue: Pipework first fix',
      'MILESTONE/MEDIUM/Milestone overdue: Pump test',
    ]);

    // Evaluating again (the timer) never duplicates.
    await evaluateProjectAlerts({ ...t.app.context, projectIds: null });
    await evaluateProjectAlerts({ ...t.app.context, projectIds: [project.id] });
    expect(await alertsFor(project.id)).toHaveLength(4);
  });

  it('escalates, resolves when the cause goes, and keeps acknowledgements', async () => {
    const project = await createProject(t.app, token, { budget: 100_000 });
    await api('PATCH', `/api/projects/${project.id}`, { status: 'ACTIVE', progress: 80, spent: 120_000 });
    await settle();
    const [over] = await alertsFor(project.id);
    expect(over).toMatchObject({ type: 'BUDGET', severity: 'CRITICAL' });

    const ack = await api('PATCH', `/api/projects/alerts/${over.id}/acknowledge`);
    expect(ack.statusCode).toBe(200);
    expect(ack.json()).toMatchObject({ id: over.id, acknowledged: true });
    const again = await api('PATCH', `/api/projects/alerts/${over.id}/acknowledge`);
    expect(again.statusCode).toBe(200);
    expect(await alertsFor(project.id)).toEqual([]);

    // Still over budget on the next check: it stays acknowledged, no new alert.
    await evaluateProjectAlerts({ ...t.app.context, projectIds: null });
    expect(await alertsFor(project.id)).toEqual([]);

    await api('PATCH', `/api/projects/${project.id}`, {
      milestones: [{ title: 'Handover', kind: 'WORK', dueDate: daysFromToday(-1) }],
    });
    await settle();
    expect((await alertsFor(project.id)).map((a: { type: string }) => a.type)).toEqual(['MILESTONE']);
    const [milestone] = (await api('GET', `/api/projects/${project.id}`)).json().milestones;
    await api('PATCH', `/api/projects/${project.id}`, { milestones: [{ ...milestone, completed: true }] });
    await settle();
    expect(await alertsFor(project.id)).toEqual([]);
  });

  it('raises a non-compliance alert and an overdue compliance alert as CRITICAL', async () => {
    const project = await createProject(t.app, token);
    await api('PATCH', `/api/projects/${project.id}`, {
      status: 'ACTIVE',
      complianceStatus: 'NON_COMPLIANT',
      milestones: [{ title: 'SANS 10287 certificate', kind: 'COMPLIANCE', dueDate: daysFromToday(-1) }],
    });
    await settle();
    expect(
      (await alertsFor(project.id)).map((a: { severity: string; type: string }) => `${a.type}/${a.severity}`),
    ).toEqual(['COMPLIANCE/CRITICAL', 'COMPLIANCE/HIGH']);
  });

  it('answers 404 for unknown alerts', async () => {
    const response = await api(
      'PATCH',
      '/api/projects/alerts/00000000-0000-4000-8000-00000000dead/acknowledge',
    );
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Alert not found' });
  });

  describe('weather', () => {
    it('takes warnings from an administrator or the feed key, raising WEATHER alerts', async () => {
      const byAdmin = await api(
        'POST',
        '/api/weather-alerts',
        { location: 'Cape Town', message: 'Gale-force winds', severity: 'CRITICAL' },
        adminToken,
      );
      expect(byAdmin.statusCode).toBe(201);
      const byFeed = await t.app.inject({
        method: 'POST',
        url: '/api/weather-alerts',
        headers: { 'x-api-key': 'weather-feed-key-0123456789' },
        payload: [
          {
            location: 'Gqeberha',
            message: 'Heat wave',
            severity: 'MEDIUM',
            expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
          },
        ],
      });
      expect(byFeed.statusCode).toBe(201);
      await settle();
      const all = (await api('GET', '/api/projects/alerts?pageSize=100')).json().items;
      expect(
        all
          .filter((a: { type: string }) => a.type === 'WEATHER')
          .map((a: { title: string }) => a.title)
          .sort(),
      ).toEqual(['Weather: Cape Town', 'Weather: Gqeberha']);
      expect((await api('GET', '/api/weather-alerts')).json()).toHaveLength(2);

      // Expired warnings resolve their alerts on the next check.
      await syncWeatherAlerts(t.app.context, new Date(Date.now() + 2 * 86_400_000));
      const later = (await api('GET', '/api/projects/alerts?pageSize=100')).json().items;
      expect(later.filter((a: { type: string }) => a.type === 'WEATHER')).toEqual([]);
    });

    it.each([
      ['no credentials', {}, 401],
      ['a wrong key', { 'x-api-key': 'wrong-key-wrong-key-00' }, 401],
    ])('refuses %s', async (_name, headers, status) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/weather-alerts',
        headers,
        payload: { location: 'X', message: 'Y', severity: 'LOW' },
      });
      expect(response.statusCode).toBe(status);
    });

    it('refuses a non-administrator and bad input', async () => {
      const notAdmin = await api('POST', '/api/weather-alerts', {
        location: 'X',
        message: 'Y',
        severity: 'LOW',
      });
      expect(notAdmin.statusCode).toBe(403);
      for (const payload of [
        { location: 'X', message: 'Y', severity: 'APOCALYPTIC' },
        { location: '', message: 'Y', severity: 'LOW' },
        { location: 'X', message: 'Y', severity: 'LOW', startsAt: 'tomorrow' },
        {
          location: 'X',
          message: 'Y',
          severity: 'LOW',
          startsAt: '2026-12-02T10:00:00Z',
          expiresAt: '2026-12-01T10:00:00Z',
        },
        [],
      ]) {
        const response = await api('POST', '/api/weather-alerts', payload, adminToken);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      }
    });
  });
});

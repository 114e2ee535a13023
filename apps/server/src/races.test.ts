/**
 * Twelve identical requests at once on every write endpoint, on a demo database: each must get a 2xx
 * or a clear 4xx (409 for a true conflict), never a 5xx, and the data must end consistent. PostgreSQL
 * is where this bites (concurrent first saves collide on unique keys); SQLite must hold the same.
 */
import { DEFAULT_WEEK_TEMPLATE } from '@firebreak/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoTestApp } from './test/demo-app';
import { bearer, makeProject, quoteForm, registerUser } from './test/factories';
import { engines, type TestApp } from './test/test-app';

const CONCURRENCY = 12;

type Write = { method: 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: string; payload?: unknown };

describe.each(engines)('twelve concurrent writes (%s)', (engine) => {
  let t: TestApp;
  let token = '';
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    const demo = await createDemoTestApp(engine);
    t = demo.t;
    token = demo.token;
    for (const [table, id] of Object.entries(demo.ids)) ids[table] = String(id);
    const spare = await t.app.inject({
      method: 'POST',
      url: '/api/clients',
      headers: bearer(token),
      payload: { name: 'No Projects Yet CC', type: 'Commercial', status: 'Prospect' },
    });
    ids.spareClient = (spare.json() as { id: string }).id;
    const claim = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${ids.projects}/claims`,
      headers: bearer(token),
      payload: { amount: 100, date: '2026-11-01' },
    });
    ids.claim = (claim.json() as { id: string }).id;
  });
  afterAll(async () => t?.close());

  const burst = async (write: Write, as = token) =>
    Promise.all(
      Array.from({ length: CONCURRENCY }, () =>
        t.app.inject({
          method: write.method,
          url: write.url,
          headers: bearer(as),
          ...(write.payload === undefined ? {} : { payload: write.payload as object }),
        }),
      ),
    );

  const writes = (): Write[] => [
    { method: 'POST', url: '/api/projects', payload: makeProject({ title: 'Same title twelve times' }) },
    { method: 'PATCH', url: `/api/projects/${ids.projects}`, payload: { progress: 40 } },
    {
      method: 'POST',
      url: `/api/projects/${ids.projects}/milestones`,
      payload: { title: 'Hydrostatic test', dueDate: '2027-01-15' },
    },
    {
      method: 'POST',
      url: `/api/projects/${ids.projects}/payments`,
      // Twelve payments of R 10 against a claim owing R 103,50: the later ones are refused (422).
      payload: { claimId: ids.claim, amount: 10, date: '2026-11-20' },
    },
    { method: 'PATCH', url: `/api/projects/alerts/${ids.alerts}/acknowledge` },
    {
      method: 'POST',
      url: '/api/clients',
      payload: { name: 'Twelve Times Trading', type: 'Commercial', status: 'Active' },
    },
    {
      method: 'PUT',
      url: `/api/clients/${ids.clients}`,
      payload: { name: 'Renamed Client (Pty) Ltd', type: 'Commercial', status: 'Active' },
    },
    {
      method: 'POST',
      url: `/api/clients/${ids.clients}/meetings`,
      payload: { date: '2026-12-02', time: '10:00', durationMinutes: 60 },
    },
    {
      method: 'POST',
      url: '/api/resources/personnel',
      payload: { name: 'Sipho Dlamini', role: 'Technician', status: 'Available' },
    },
    {
      method: 'PUT',
      url: `/api/resources/personnel/${ids.personnel}`,
      payload: { name: 'Sipho Dlamini', role: 'Senior technician', status: 'Available' },
    },
    {
      method: 'POST',
      url: `/api/resources/personnel/${ids.personnel}/schedules`,
      payload: { projectId: ids.projects, startDate: '2026-12-01', endDate: '2026-12-05' },
    },
    {
      method: 'POST',
      url: '/api/resources/equipment',
      payload: { name: 'Pressure test pump', status: 'Available' },
    },
    {
      method: 'PUT',
      url: `/api/resources/equipment/${ids.equipment}`,
      payload: { name: 'Pressure test pump', status: 'Available' },
    },
    {
      method: 'POST',
      url: `/api/resources/equipment/${ids.equipment}/check-out`,
      payload: { to: 'Sipho Dlamini', dueBack: '2026-12-10' },
    },
    { method: 'POST', url: `/api/resources/equipment/${ids.equipment}/check-in` },
    {
      method: 'POST',
      url: `/api/resources/equipment/${ids.equipment}/maintenance`,
      payload: { performedOn: '2026-11-20', nextDue: '2027-05-20' },
    },
    {
      method: 'POST',
      url: '/api/resources/vehicles',
      payload: { type: 'Bakkie', registration: 'ND 123 456', status: 'Available', fuel: 80, mileage: 1000 },
    },
    {
      method: 'PUT',
      url: `/api/resources/vehicles/${ids.vehicles}`,
      payload: { type: 'Bakkie', registration: 'GP 999 999', status: 'Available', fuel: 50, mileage: 2000 },
    },
    {
      method: 'POST',
      url: `/api/resources/vehicles/${ids.vehicles}/assign`,
      payload: { to: 'Sipho Dlamini' },
    },
    { method: 'POST', url: `/api/resources/vehicles/${ids.vehicles}/release` },
    {
      method: 'POST',
      url: `/api/resources/vehicles/${ids.vehicles}/service`,
      payload: { servicedOn: '2026-11-20', odometer: 250000 },
    },
    {
      method: 'POST',
      url: '/api/resources/inventory',
      payload: { item: 'K80 sprinkler head', quantity: 10, minStock: 5 },
    },
    {
      method: 'PUT',
      url: `/api/resources/inventory/${ids.inventory_items}`,
      payload: { item: 'Renamed stock item', quantity: 10, minStock: 5 },
    },
    {
      method: 'POST',
      url: `/api/resources/inventory/${ids.inventory_items}/reorders`,
      payload: { quantity: 20 },
    },
    { method: 'POST', url: `/api/resources/inventory/${ids.inventory_items}/receive` },
    { method: 'POST', url: '/api/quick-quote/save', payload: quoteForm() },
    { method: 'PATCH', url: `/api/quotes/${ids.quotes}`, payload: { status: 'Sent' } },
    { method: 'PATCH', url: `/api/documents/${ids.documents}`, payload: { description: 'Revised' } },
    {
      method: 'POST',
      url: '/api/weather-alerts',
      payload: { location: 'Midrand', message: 'Hail', severity: 'HIGH' },
    },
    { method: 'PUT', url: '/api/weekly-plan', payload: { template: DEFAULT_WEEK_TEMPLATE } },
    { method: 'DELETE', url: '/api/weekly-plan' },
    { method: 'POST', url: '/api/weekly-plan/subscription' },
    { method: 'DELETE', url: '/api/weekly-plan/subscription' },
    { method: 'DELETE', url: `/api/clients/${ids.spareClient}` },
    { method: 'DELETE', url: `/api/documents/${ids.documents}` },
  ];

  it('answers every burst with 2xx or a clear 4xx, never a 5xx', async () => {
    const failures: string[] = [];
    for (const write of writes()) {
      const responses = await burst(write);
      for (const response of responses) {
        const json = response.body ? (JSON.parse(response.body) as { error?: unknown }) : null;
        if (response.statusCode >= 500 || (response.statusCode >= 400 && typeof json?.error !== 'string'))
          failures.push(
            `${write.method} ${write.url} → ${response.statusCode} ${response.body.slice(0, 160)}`,
          );
      }
      // The request itself is valid: at least one of the twelve succeeds.
      if (!responses.some((response) => response.statusCode < 300))
        failures.push(
          `${write.method} ${write.url}: none succeeded, e.g. ${responses[0]?.statusCode} ${responses[0]?.body.slice(0, 160)}`,
        );
    }
    expect(failures).toEqual([]);
  });

  it("saves a person's first weekly plan once when twelve first saves race", async () => {
    const user = await registerUser(t.app, { role: 'TECHNICIAN' });
    const responses = await burst(
      { method: 'PUT', url: '/api/weekly-plan', payload: { template: DEFAULT_WEEK_TEMPLATE } },
      user.token,
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(CONCURRENCY).fill(200));
    const plans = await t.database.db
      .selectFrom('weekly_plans')
      .select('user_id')
      .where('user_id', '=', user.user.id)
      .execute();
    expect(plans).toHaveLength(1);
  });

  it('leaves one working calendar feed when twelve are made at once', async () => {
    const user = await registerUser(t.app, { role: 'TECHNICIAN' });
    const responses = await burst({ method: 'POST', url: '/api/weekly-plan/subscription' }, user.token);
    expect(responses.every((response) => response.statusCode === 201)).toBe(true);
    const rows = await t.database.db
      .selectFrom('calendar_subscriptions')
      .select('user_id')
      .where('user_id', '=', user.user.id)
      .execute();
    expect(rows).toHaveLength(1);
    const working = await Promise.all(
      responses.map(async (response) => {
        const token = new URL((response.json() as { url: string }).url).pathname.split('/').pop() ?? '';
        return (await t.app.inject({ url: `/api/calendar/${token}` })).statusCode;
      }),
    );
    expect(working.filter((status) => status === 200)).toHaveLength(1);
  });
});

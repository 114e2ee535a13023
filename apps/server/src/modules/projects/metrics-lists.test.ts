import {
  cashFlowMonthDetailSchema,
  johannesburgDate,
  overdueTasksResponseSchema,
  randToCents,
} from '@firebreak/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createProject, registerUser } from '../../test/factories';
import { createTestApp, engines, type TestApp } from '../../test/test-app';
import { overdueTasksList } from './metrics.service';

const daysFromToday = (days: number) => johannesburgDate(new Date(Date.now() + days * 86_400_000));
const lastMonthDate = (day: number) => {
  const [y, m] = johannesburgDate(new Date()).split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 2, day)).toISOString().slice(0, 10);
};
const sumCents = (entries: { amount: number }[]) =>
  entries.reduce((sum, entry) => sum + randToCents(entry.amount), 0);

describe.each(engines)('the lists behind the dashboard figures on %s', (engine) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(engine);
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
  const metrics = async () => (await api('GET', '/api/projects/metrics')).json();

  it('lists exactly the overdue tasks the card counts, most overdue first, capped with a total', async () => {
    const empty = await api('GET', '/api/projects/metrics/overdue-tasks');
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ items: [], total: 0, limit: 100 });

    const active = await createProject(t.app, token, { title: 'Sandton office alarm' });
    const held = await createProject(t.app, token, { title: 'Menlyn warehouse sprinklers' });
    const tender = await createProject(t.app, token, { title: 'Rosebank tender' });
    const cancelled = await createProject(t.app, token, { title: 'Cancelled job' });
    const done = await createProject(t.app, token, { title: 'Completed job' });
    await api('PATCH', `/api/projects/${active.id}`, {
      status: 'ACTIVE',
      milestones: [
        { title: 'Design sign-off', kind: 'WORK', dueDate: daysFromToday(-3) },
        { title: 'Done already', kind: 'WORK', dueDate: daysFromToday(-20), completed: true },
        { title: 'Due today', kind: 'WORK', dueDate: daysFromToday(0) },
        { title: 'Next month', kind: 'WORK', dueDate: daysFromToday(30) },
      ],
    });
    await api('PATCH', `/api/projects/${held.id}`, {
      status: 'ON_HOLD',
      milestones: [{ title: 'Certificate of compliance', kind: 'COMPLIANCE', dueDate: daysFromToday(-15) }],
    });
    await api('PATCH', `/api/projects/${tender.id}`, {
      milestones: [{ title: 'Tender site visit', kind: 'SITE_VISIT', dueDate: daysFromToday(-1) }],
    });
    for (const project of [cancelled, done]) {
      await api('PATCH', `/api/projects/${project.id}`, {
        milestones: [{ title: 'Not counted', kind: 'WORK', dueDate: daysFromToday(-40) }],
      });
    }
    await api('PATCH', `/api/projects/${cancelled.id}`, { status: 'CANCELLED' });
    await api('PATCH', `/api/projects/${done.id}`, { status: 'ACTIVE' });
    await api('PATCH', `/api/projects/${done.id}`, { status: 'COMPLETED' });

    const response = await api('GET', '/api/projects/metrics/overdue-tasks');
    expect(response.statusCode).toBe(200);
    const list = overdueTasksResponseSchema.strict().parse(response.json());
    expect(list.items.map((task) => [task.title, task.projectTitle, task.daysOverdue])).toEqual([
      ['Certificate of compliance', 'Menlyn warehouse sprinklers', 15],
      ['Design sign-off', 'Sandton office alarm', 3],
      ['Tender site visit', 'Rosebank tender', 1],
    ]);
    expect(list.items[0]).toMatchObject({
      kind: 'COMPLIANCE',
      dueDate: daysFromToday(-15),
      projectId: held.id,
      projectStatus: 'ON_HOLD',
    });
    // The figure and its list are one query: they agree.
    expect(list.total).toBe(3);
    expect((await metrics()).overdueTasks).toBe(list.total);

    // Capped: the first rows, and the total of all of them.
    const capped = await overdueTasksList(t.database, new Date(), 2);
    expect(capped.items.map((task) => task.title)).toEqual(['Certificate of compliance', 'Design sign-off']);
    expect(capped).toMatchObject({ total: 3, limit: 2 });
  });

  it('answers every role that reads the dashboard', async () => {
    const technician = await registerUser(t.app, { role: 'TECHNICIAN' });
    const response = await api('GET', '/api/projects/metrics/overdue-tasks', undefined, technician.token);
    expect(response.statusCode).toBe(200);
    expect(response.json().total).toBe((await metrics()).overdueTasks);
  });

  it("lists a month's payments and costs, whose totals are the card's and the chart's", async () => {
    const project = await createProject(t.app, token, {
      title: 'Hospital sprinkler upgrade',
      budget: 2_000_000,
    });
    const other = await createProject(t.app, token, { title: 'Airport gas suppression', budget: 900_000 });
    await api('PATCH', `/api/projects/${project.id}`, { status: 'ACTIVE' });
    await api('PATCH', `/api/projects/${other.id}`, { status: 'ACTIVE' });
    const claim = (
      await api('POST', `/api/projects/${project.id}/claims`, { amount: 300_000, date: lastMonthDate(5) })
    ).json();
    const pay = (amount: number, date: string) =>
      api('POST', `/api/projects/${project.id}/payments`, { claimId: claim.id, amount, date });
    expect((await pay(100_000.5, daysFromToday(0))).statusCode).toBe(201);
    expect((await pay(40_000, lastMonthDate(10))).statusCode).toBe(201);
    const cost = (id: string, amount: number, date: string, category: string) =>
      api('POST', `/api/projects/${id}/costs`, { amount, date, category, description: 'Pipes' });
    expect((await cost(project.id, 12_345.67, daysFromToday(0), 'MATERIALS')).statusCode).toBe(201);
    expect((await cost(other.id, 8_000, daysFromToday(0), 'LABOUR')).statusCode).toBe(201);
    expect((await cost(other.id, 5_000, lastMonthDate(12), 'PLANT')).statusCode).toBe(201);
    // A spend change on the Overview is a cost too, dated today, without a category.
    await api('PATCH', `/api/projects/${other.id}`, { spent: 8_000 + 5_000 + 1_500 });

    const m = await metrics();
    for (const figures of m.cashFlowMonths.slice(-2)) {
      const response = await api('GET', `/api/projects/metrics/cash-flow/${figures.month}`);
      expect(response.statusCode).toBe(200);
      const detail = cashFlowMonthDetailSchema.strict().parse(response.json());
      expect(detail).toMatchObject(figures);
      expect(sumCents(detail.payments)).toBe(randToCents(figures.received));
      expect(sumCents(detail.costs)).toBe(randToCents(figures.spent));
      expect(randToCents(detail.net)).toBe(sumCents(detail.payments) - sumCents(detail.costs));
      expect(detail.paymentCount).toBe(detail.payments.length);
      expect(detail.costCount).toBe(detail.costs.length);
    }
    expect(m.cashFlowThisMonth).toBe(m.cashFlowMonths.at(-1).net);

    const thisMonth = (
      await api('GET', `/api/projects/metrics/cash-flow/${daysFromToday(0).slice(0, 7)}`)
    ).json();
    expect(thisMonth.payments).toEqual([
      {
        id: expect.any(String),
        clientId: expect.any(String),
        clientName: expect.any(String),
        projectId: project.id,
        projectTitle: 'Hospital sprinkler upgrade',
        claimNumber: claim.number,
        date: daysFromToday(0),
        amount: 100_000.5,
      },
    ]);
    expect(
      thisMonth.costs.map((c: { projectTitle: string; category: string | null; amount: number }) => [
        c.projectTitle,
        c.category,
        c.amount,
      ]),
    ).toEqual(
      expect.arrayContaining([
        ['Hospital sprinkler upgrade', 'MATERIALS', 12_345.67],
        ['Airport gas suppression', 'LABOUR', 8_000],
        ['Airport gas suppression', null, 1_500],
      ]),
    );
    expect(thisMonth).toMatchObject({ received: 100_000.5, spent: 12_345.67 + 8_000 + 1_500 });

    // A month with nothing in it is zeros and empty lists.
    expect((await api('GET', '/api/projects/metrics/cash-flow/1999-01')).json()).toEqual({
      month: '1999-01',
      received: 0,
      spent: 0,
      net: 0,
      due: 0,
      payments: [],
      costs: [],
      paymentCount: 0,
      costCount: 0,
      limit: 500,
    });
  });

  it('refuses a bad month (400) and roles without the money figures (403)', async () => {
    for (const month of ['2026-13', '2026-00', '2026-1', 'last', '2026-01-01']) {
      expect((await api('GET', `/api/projects/metrics/cash-flow/${month}`)).statusCode, month).toBe(400);
    }
    for (const role of ['ENGINEER', 'TECHNICIAN']) {
      const user = await registerUser(t.app, { role });
      const response = await api('GET', '/api/projects/metrics/cash-flow/2026-01', undefined, user.token);
      expect(response.statusCode, role).toBe(403);
    }
    const manager = await registerUser(t.app, { role: 'PROJECT_MANAGER' });
    expect(
      (await api('GET', '/api/projects/metrics/cash-flow/2026-01', undefined, manager.token)).statusCode,
    ).toBe(200);
  });
});

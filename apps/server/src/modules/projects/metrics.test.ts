import { randomUUID } from 'node:crypto';
import {
  complianceSiteSchema,
  dashboardMetricsSchema,
  johannesburgDate,
  visitDetailSchema,
  visitSchema,
  winRateDetailSchema,
} from '@firebreak/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createProject, quoteForm, registerUser } from '../../test/factories';
import { createTestApp, engines, type TestApp } from '../../test/test-app';
import { ingestWeatherAlerts } from '../weather/weather.service';

const daysFromToday = (days: number) => johannesburgDate(new Date(Date.now() + days * 86_400_000));
const lastMonthDate = () => {
  const today = johannesburgDate(new Date());
  const [y, m] = today.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 2, 15)).toISOString().slice(0, 10);
};

describe.each(engines)('dashboard metrics on %s', (engine) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(engine);
    token = (await registerUser(t.app)).token;
  });
  afterAll(async () => t?.close());

  const api = (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: bearer(token),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const metrics = async () => (await api('GET', '/api/projects/metrics')).json();

  it('is all zeros on an empty portfolio', async () => {
    const response = await api('GET', '/api/projects/metrics');
    expect(response.statusCode).toBe(200);
    // Served from the cache as prepared JSON: still JSON, and exactly the response schema.
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(dashboardMetricsSchema.strict().parse(response.json())).toBeTruthy();
    expect(response.json()).toMatchObject({
      totalPortfolioValue: 0,
      activeProjects: 0,
      overdueTasks: 0,
      winRate: 0,
      averageHealthScore: 0,
      complianceRate: 0,
      averageDaysSinceSiteVisit: 0,
      cashFlowThisMonth: 0,
      cashFlowLastMonth: 0,
      weatherAlerts: [],
      complianceSummary: { compliant: 0, nonCompliant: 0, pending: 0 },
    });
  });

  it('computes every figure from the data', async () => {
    const tender = await createProject(t.app, token, { budget: 100_000 });
    const won = await createProject(t.app, token, { budget: 400_000 });
    const wonToo = await createProject(t.app, token, { budget: 500_000 });
    const lost = await createProject(t.app, token, { budget: 999_999 });
    const done = await createProject(t.app, token, { budget: 50_000 });

    await api('PATCH', `/api/projects/${won.id}`, {
      status: 'ACTIVE',
      health: 'GOOD',
      complianceStatus: 'COMPLIANT',
      progress: 50,
      spent: 100_000,
      milestones: [
        { title: 'Late design', kind: 'WORK', dueDate: daysFromToday(-3) },
        { title: 'Visit', kind: 'SITE_VISIT', dueDate: daysFromToday(-10), completed: true },
        { title: 'Future', kind: 'WORK', dueDate: daysFromToday(30) },
      ],
    });
    await api('PATCH', `/api/projects/${wonToo.id}`, {
      status: 'ON_HOLD',
      health: 'AT_RISK',
      complianceStatus: 'NON_COMPLIANT',
      milestones: [{ title: 'Late commissioning', kind: 'WORK', dueDate: daysFromToday(-1) }],
    });
    await api('PATCH', `/api/projects/${lost.id}`, { status: 'CANCELLED' });
    await api('PATCH', `/api/projects/${done.id}`, { status: 'ACTIVE' });
    await api('PATCH', `/api/projects/${done.id}`, { status: 'COMPLETED', health: 'CRITICAL' });
    const claim = (
      await api('POST', `/api/projects/${won.id}/claims`, { amount: 400_000, date: lastMonthDate() })
    ).json();
    const pay = (amount: number, date: string) =>
      api('POST', `/api/projects/${won.id}/payments`, { claimId: claim.id, amount, date });
    expect((await pay(150_000, daysFromToday(0))).statusCode).toBe(201);
    expect((await pay(80_000, lastMonthDate())).statusCode).toBe(201);
    await ingestWeatherAlerts(t.app.context, null, [
      { location: 'Durban', message: 'Heavy rain', severity: 'HIGH' },
    ]);

    // Quotes marked Won or Lost are decided too; a Sent one is not.
    for (const status of ['Won', 'Lost', 'Sent']) {
      const saved = await api('POST', '/api/quick-quote/save', quoteForm());
      await api('PATCH', `/api/quotes/${saved.json().quote.id}`, { status });
    }

    const m = await metrics();
    // TENDER + ACTIVE + ON_HOLD budgets; not CANCELLED or COMPLETED.
    expect(m.totalPortfolioValue).toBe(100_000 + 400_000 + 500_000);
    expect(m.activeProjects).toBe(1);
    expect(m.overdueTasks).toBe(2);
    // Tenders: three won (won, wonToo, done), one lost; quotes: one Won, one Lost → 4 of 6.
    expect(m.winRate).toBe(66.7);
    // ACTIVE GOOD 100 and ON_HOLD AT_RISK 60.
    expect(m.averageHealthScore).toBe(80);
    // Compliance comes from the sites' inspection visits (decision 0066), not the projects' flags.
    expect(m.complianceSummary).toEqual({ compliant: 0, nonCompliant: 0, pending: 0 });
    expect(m.complianceRate).toBe(0);
    expect(m.averageDaysSinceSiteVisit).toBe(10);
    // This month: +150 000 received − 100 000 spent; last month: +80 000.
    expect(m.cashFlowThisMonth).toBe(50_000);
    expect(m.cashFlowLastMonth).toBe(80_000);
    // The chart's six months, oldest first, each from the same ledger.
    expect(m.cashFlowMonths).toHaveLength(6);
    expect(m.cashFlowMonths.at(-1)).toEqual({
      month: daysFromToday(0).slice(0, 7),
      received: 150_000,
      spent: 100_000,
      net: 50_000,
      // Money due: the claim's invoice (dated the 15th of last month, due 30 days on, this month) still
      // owes its total less the two payments, as the register has it.
      due: claim.total - 230_000,
    });
    expect(claim.dueDate.slice(0, 7)).toBe(daysFromToday(0).slice(0, 7));
    expect(m.cashFlowMonths.at(-2)).toMatchObject({
      month: lastMonthDate().slice(0, 7),
      received: 80_000,
      net: 80_000,
      due: 0,
    });
    expect(m.weatherAlerts).toEqual([{ location: 'Durban', message: 'Heavy rain', severity: 'HIGH' }]);
    expect(m.resourceUtilization).toEqual({ staff: 0, equipment: 0, vehicles: 0 });
    void tender;
  });

  it('counts a won quote and the project made from it once, and lists every decision it counts (issue 27 item 2)', async () => {
    const detail = async () => {
      const response = await api('GET', '/api/projects/metrics/win-rate');
      expect(response.statusCode).toBe(200);
      return winRateDetailSchema.parse(response.json());
    };
    const before = await detail();
    const saved = (await api('POST', '/api/quick-quote/save', quoteForm())).json();
    await api('PATCH', `/api/quotes/${saved.quote.id}`, { status: 'Draft' });
    const won = (await api('POST', '/api/quick-quote/save', quoteForm())).json();
    await api('PATCH', `/api/quotes/${won.quote.id}`, { status: 'Won' });
    expect((await api('POST', `/api/quotes/${won.quote.id}/project`)).statusCode).toBe(201);

    const after = await detail();
    // One decision more (the quote), not two: its project is the same win. A Draft is no decision.
    expect(after.decided).toBe(before.decided + 1);
    expect(after.quotes).toEqual({ won: before.quotes.won + 1, lost: before.quotes.lost });
    expect(after.tenders).toEqual(before.tenders);
    expect(after.decisions.filter((d) => d.id === won.quote.id)).toEqual([
      expect.objectContaining({ kind: 'quote', outcome: 'WON', number: won.quote.quoteNumber }),
    ]);
    // The list adds up to its counts, and the card's figure is the list's.
    expect(after.decisions).toHaveLength(after.decided);
    expect(after.decisions.filter((d) => d.outcome === 'WON')).toHaveLength(after.won);
    expect(after.winRate).toBe(Math.round((after.won / after.decided) * 1000) / 10);
    expect((await metrics()).winRate).toBe(after.winRate);

    const technician = await registerUser(t.app, { role: 'TECHNICIAN' });
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/projects/metrics/win-rate',
      headers: bearer(technician.token),
    });
    expect(refused.statusCode).toBe(403);
  });

  it('counts the people (Personnel) on active project teams for utilisation', async () => {
    const project = await createProject(t.app, token);
    const me = (await api('GET', '/api/auth/me')).json().user;
    const [mine] = (await api('GET', '/api/resources/people'))
      .json()
      .filter((p: { userId: string | null }) => p.userId === me.id);
    await api('PATCH', `/api/projects/${project.id}`, { status: 'ACTIVE', assignedTeam: [mine.id] });
    const users = Number(
      (
        await t.database.db
          .selectFrom('personnel')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    expect((await metrics()).resourceUtilization.staff).toBe(Math.round((1 / users) * 1000) / 10);
  });

  it('exports the portfolio and the metrics as CSV', async () => {
    await createProject(t.app, token, { title: '=HYPERLINK("http://evil")', clientName: 'Quote "Co", Ltd' });
    const projects = await api('GET', '/api/reports/projects.csv');
    expect(projects.statusCode).toBe(200);
    expect(projects.headers['content-type']).toContain('text/csv');
    expect(projects.headers['content-disposition']).toMatch(
      /attachment; filename="projects-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    expect(projects.body).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(projects.body).toContain('"Quote ""Co"", Ltd"');
    const metricsCsv = await api('GET', '/api/reports/metrics.csv');
    expect(metricsCsv.body).toContain('Total portfolio value (R),');
    expect(metricsCsv.body).toContain('Weather alert (HIGH),Durban: Heavy rain');
    expect(metricsCsv.body).toContain('Compliant sites,');
  });

  it('reports measured system status', async () => {
    const response = await api('GET', '/api/system/status');
    expect(response.statusCode).toBe(200);
    const status = response.json();
    expect(status.uptimePercent).toBeGreaterThan(99);
    expect(status.medianResponseMs).toBeGreaterThan(0);
    expect(status.decisionsPerHour).toBe(0);
    expect(status.accuracyRate).toBeNull();
    expect(status.counts.projects).toBeGreaterThan(0);
    // Clients and equipment are the rows of their lists, so the tiles agree with those screens.
    const [clients, equipment] = await Promise.all(
      (['clients', 'equipment'] as const).map(async (table) =>
        Number(
          (
            await t.database.db
              .selectFrom(table)
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        ),
      ),
    );
    expect(status.counts).toMatchObject({ clients, equipment });
  });

  it('counts sites with assets as compliant, non-compliant or pending from their visits', async () => {
    const client = (
      await api('POST', '/api/clients', { name: 'Hyde Park Corner', type: 'Commercial', status: 'Active' })
    ).json();
    const png = await sharp({ create: { width: 60, height: 20, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    /** A site with one extinguisher installed `installedDaysAgo` ago, and its visits soonest first. */
    const site = async (name: string, installedDaysAgo: number | null) => {
      const created = (
        await api('POST', `/api/clients/${client.id}/sites`, { name, address: 'Jan Smuts Avenue' })
      ).json();
      if (installedDaysAgo === null) return { id: created.id as string, visits: [] };
      const asset = await api('POST', `/api/sites/${created.id}/assets`, {
        type: 'EXTINGUISHER_CO2',
        serial: `CO2-${name}`,
        location: 'Entrance',
        installedOn: daysFromToday(-installedDaysAgo),
      });
      expect(asset.statusCode).toBe(201);
      const list = await api(
        'GET',
        `/api/visits?siteId=${created.id}&from=${daysFromToday(-90)}&to=${daysFromToday(120)}`,
      );
      return { id: created.id as string, visits: visitSchema.array().parse(list.json()) };
    };
    /** Records every task of the visit's assets with `outcome`, signs and completes it. */
    const complete = async (visitId: string, outcome: 'PASS' | 'FAIL') => {
      const visit = visitDetailSchema.parse((await api('GET', `/api/visits/${visitId}`)).json());
      for (const asset of visit.assets)
        await api('PUT', `/api/visits/${visitId}/results/${asset.id}`, {
          checks: asset.tasks.map((_, taskIndex) => ({ taskIndex, outcome })),
          readings: [],
          notes: '',
          recordedAt: new Date().toISOString(),
        });
      await api('PUT', `/api/visits/${visitId}/signature`, {
        signedBy: 'Site manager',
        image: `data:image/png;base64,${png.toString('base64')}`,
      });
      expect((await api('POST', `/api/visits/${visitId}/complete`)).statusCode).toBe(200);
    };
    const passed = await site('Passed', 0);
    const failed = await site('Failed', 0);
    const defect = await site('Open defect', 0);
    const pending = await site('Pending', 0);
    const overdue = await site('Overdue', 45);
    await site('No assets', null);
    await complete(passed.visits[0]?.id ?? '', 'PASS');
    await complete(failed.visits[0]?.id ?? '', 'FAIL');
    await complete(defect.visits[0]?.id ?? '', 'PASS');
    const after = await api(
      'GET',
      `/api/visits?siteId=${defect.id}&from=${daysFromToday(-90)}&to=${daysFromToday(120)}`,
    );
    const open = visitSchema
      .array()
      .parse(after.json())
      .find((v) => v.status !== 'COMPLETED');
    const recorded = await api('PUT', `/api/visits/${open?.id}/defects/${randomUUID()}`, {
      assetId: null,
      severity: 'CRITICAL',
      description: 'Extinguisher missing from its bracket',
    });
    expect(recorded.statusCode).toBe(201);
    expect(pending.visits.every((v) => v.status === 'DUE')).toBe(true);
    expect(overdue.visits.some((v) => v.overdue)).toBe(true);

    const m = await metrics();
    expect(m.complianceSummary).toEqual({ compliant: 1, nonCompliant: 3, pending: 1 });
    expect(m.complianceRate).toBe(20);

    // The list behind the figures: the same sites, non-compliant first, each with why.
    const listed = await api('GET', '/api/projects/metrics/compliance-sites');
    expect(listed.statusCode).toBe(200);
    const sites = complianceSiteSchema
      .array()
      .parse(listed.json())
      .filter((s) => s.clientName === 'Hyde Park Corner');
    const named = (name: string) => sites.find((s) => s.siteName === name);
    expect(sites.map((s) => s.status)).toEqual([
      'NON_COMPLIANT',
      'NON_COMPLIANT',
      'NON_COMPLIANT',
      'PENDING',
      'COMPLIANT',
    ]);
    expect(named('No assets')).toBeUndefined();
    expect(named('Failed')).toMatchObject({ lastFailed: true, openDefects: 0, overdueVisits: 0 });
    expect(named('Open defect')).toMatchObject({ lastFailed: false, openDefects: 1 });
    expect(named('Overdue')).toMatchObject({ lastCompleted: null, overdueVisits: 1 });
    expect(named('Overdue')?.oldestOverdue).toBe(overdue.visits.find((v) => v.overdue)?.dueDate);
    expect(named('Passed')).toMatchObject({ status: 'COMPLIANT', lastCompleted: daysFromToday(0) });
    expect(named('Pending')).toMatchObject({ lastCompleted: null, overdueVisits: 0 });

    // Once the critical defect is put right the site is compliant again (its last visit passed).
    await t.database.db.updateTable('visit_defects').set({ status: 'RESOLVED' }).execute();
    t.app.context.events.emit('visits.changed', { siteId: defect.id });
    expect((await metrics()).complianceSummary).toEqual({ compliant: 2, nonCompliant: 2, pending: 1 });
  });
});

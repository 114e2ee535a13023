import {
  addDays,
  addMonths,
  appointmentSchema,
  mondayOf,
  todayInSouthAfrica,
  visitDetailSchema,
  visitSchema,
  visitUpdateResultSchema,
} from '@firebreak/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  personOf,
  qualify,
  type RegisteredUser,
  registerEachRole,
  type TestRole,
} from '../../test/factories';
import { createTestApp, engines, type TestApp } from '../../test/test-app';
import { generateDueVisits, runVisitChecks } from './visits.service';

const today = todayInSouthAfrica();
const installed = addDays(today, -40);
/** A Wednesday one to two weeks ahead: inside a Monday–Friday plan week. */
const visitDay = addDays(mondayOf(addDays(today, 7)), 2);

describe.each(engines)('inspection visits on %s', (engine) => {
  let t: TestApp;
  let users: Record<TestRole, RegisteredUser>;
  let manager: string;
  let technicianPerson: string;
  let engineerPerson: string;
  let siteId: string;
  let vehicleId: string;

  const api = (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: unknown, token = manager) =>
    t.app.inject({
      method,
      url,
      headers: bearer(token),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const visitsOfSite = async (token = manager) => {
    const response = await api(
      'GET',
      `/api/visits?siteId=${siteId}&from=${addDays(today, -60)}&to=${addDays(today, 120)}`,
      undefined,
      token,
    );
    expect(response.statusCode).toBe(200);
    return visitSchema.array().parse(response.json());
  };
  /** What completion needs (decision 0066): a result for every asset, all passed, and a signature. */
  const recordAll = async (visitId: string, token = manager) => {
    const visit = visitDetailSchema.parse(
      (await api('GET', `/api/visits/${visitId}`, undefined, token)).json(),
    );
    for (const asset of visit.assets) {
      const checks = asset.tasks.map((_, taskIndex) => ({ taskIndex, outcome: 'PASS' }));
      const body = { checks, readings: [], notes: '', recordedAt: new Date().toISOString() };
      const put = await api('PUT', `/api/visits/${visitId}/results/${asset.id}`, body, token);
      expect(put.statusCode).toBe(200);
    }
    const png = await sharp({ create: { width: 60, height: 20, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const signed = await api(
      'PUT',
      `/api/visits/${visitId}/signature`,
      { signedBy: 'Lerato Dlamini', image: `data:image/png;base64,${png.toString('base64')}` },
      token,
    );
    expect(signed.statusCode).toBe(200);
  };
  const siteAlert = () =>
    t.database.db
      .selectFrom('alerts')
      .select(['type', 'severity', 'resolved_at', 'title'])
      .where('cause_key', '=', `COMPLIANCE:SITE:${siteId}`)
      .executeTakeFirst();

  beforeAll(async () => {
    t = await createTestApp(engine);
    users = await registerEachRole(t.app);
    manager = users.PROJECT_MANAGER.token;
    technicianPerson = await qualify(t.app, await personOf(t.app, users.TECHNICIAN));
    engineerPerson = await qualify(t.app, await personOf(t.app, users.ENGINEER));
    const client = await api('POST', '/api/clients', {
      name: 'Sandton Towers Body Corporate',
      type: 'Commercial',
      status: 'Active',
    });
    const site = await api('POST', `/api/clients/${client.json().id}/sites`, {
      name: 'Tower B',
      address: '5 Rivonia Road, Sandton, 2196',
      contactName: 'Lerato Dlamini',
      contactPhone: '011 555 0123',
      accessNotes: 'Basement pump room; key at security',
    });
    expect(site.statusCode).toBe(201);
    siteId = site.json().id;
    const asset = await api('POST', `/api/sites/${siteId}/assets`, {
      type: 'EXTINGUISHER_DCP',
      make: 'Chubb',
      model: '9 kg DCP',
      serial: 'EXT-0001',
      location: 'Lobby',
      installedOn: installed,
    });
    expect(asset.statusCode).toBe(201);
    const vehicle = await api('POST', '/api/resources/vehicles', {
      type: 'Bakkie',
      registration: 'GP 123-456',
      status: 'Available',
      fuel: 80,
      mileage: 42000,
    });
    expect(vehicle.statusCode).toBe(201);
    vehicleId = vehicle.json().id;
  });
  afterAll(async () => t?.close());

  it('generates due visits for ADMIN/PM only, idempotently, within the horizon', async () => {
    expect((await api('POST', '/api/visits/generate', {}, users.TECHNICIAN.token)).statusCode).toBe(403);
    expect((await api('POST', '/api/visits/generate', {}, users.ENGINEER.token)).statusCode).toBe(403);
    // Adding the asset already generated the site's visits; start from none to see the route do it.
    expect((await visitsOfSite()).length).toBeGreaterThan(0);
    await t.database.db.deleteFrom('inspection_visits').execute();
    const first = await api('POST', '/api/visits/generate', {});
    expect(first.statusCode).toBe(200);
    expect(first.json().created).toBeGreaterThan(0);
    const visits = await visitsOfSite();
    // Monthly from the installed date: the missed one, then each month up to 90 days ahead.
    const expected = [1, 2, 3, 4, 5]
      .map((k) => addMonths(installed, k))
      .filter((d) => d <= addDays(today, 90));
    expect(visits.map((v) => v.dueDate)).toEqual(expected);
    expect(visits.every((v) => v.frequency === 'MONTHLY' && v.status === 'DUE')).toBe(true);
    expect(visits[0]?.overdue).toBe(true);

    const again = await api('POST', '/api/visits/generate', {}, users.ADMIN.token);
    expect(again.json()).toEqual({ created: 0, removed: 0 });
    await generateDueVisits(t.database, { today });
    expect((await visitsOfSite()).length).toBe(visits.length);
  });

  it('a full run goes a batch of sites at a time, to the same visits; the timer generates once a day', async () => {
    const client = await api('POST', '/api/clients', { name: 'Batch Test Holdings', type: 'Commercial' });
    const other = await api('POST', `/api/clients/${client.json().id}/sites`, {
      name: 'Depot',
      address: '1 Depot Road, Germiston, 1401',
    });
    await api('POST', `/api/sites/${other.json().id}/assets`, {
      type: 'HOSE_REEL',
      location: 'Loading bay',
      installedOn: installed,
    });
    const snapshot = async () =>
      (
        await t.database.db
          .selectFrom('inspection_visits')
          .select(['site_id', 'due_date', 'covers'])
          .execute()
      )
        .map((v) => `${v.site_id} ${v.due_date} ${v.covers}`)
        .sort();
    const byRoute = await snapshot();
    await t.database.db.deleteFrom('inspection_visits').execute();
    const result = await generateDueVisits(t.database, { today, batchSites: 1 });
    expect(result.created).toBe(byRoute.length);
    expect(await snapshot()).toEqual(byRoute);

    // The timer: a visit deleted behind generation's back comes back on the next day's run, not before.
    const [one] = await visitsOfSite();
    if (!one) throw new Error('no visit');
    await t.database.db.deleteFrom('inspection_visits').where('id', '=', one.id).execute();
    const deps = { db: t.database.db, events: t.app.context.events };
    expect(await runVisitChecks(deps, { generatedOn: today })).toBe(today);
    expect((await snapshot()).length).toBe(byRoute.length - 1);
    await runVisitChecks(deps, { generatedOn: addDays(today, -1) });
    expect(await snapshot()).toEqual(byRoute);
    await t.database.db.deleteFrom('sites').where('id', '=', other.json().id).execute();
  });

  it('an added asset joins the open visits at once: a quarterly task and a monthly on one day are one visit', async () => {
    const before = await visitsOfSite();
    const asset = await api('POST', `/api/sites/${siteId}/assets`, {
      type: 'SPRINKLER_HEADS_ZONE', // quarterly, annual, five-yearly
      make: 'Tyco',
      model: 'K80 pendent',
      serial: 'HZ-0001',
      location: 'Level 1 offices',
      installedOn: installed,
    });
    expect(asset.statusCode).toBe(201);
    // Adding the asset brought the site's open visits up to date; no generate needed.
    const after = await visitsOfSite();
    const days = after.map((v) => v.dueDate);
    expect(new Set(days).size).toBe(days.length);
    const quarterly = addMonths(installed, 3);
    const onQuarter = after.find((v) => v.dueDate === quarterly);
    expect(onQuarter).toMatchObject({ frequency: 'QUARTERLY', frequencies: ['MONTHLY', 'QUARTERLY'] });
    expect(onQuarter?.assetCount).toBe(2);
    // The board's Systems column: the covered assets' systems in catalogue order, once each.
    expect(onQuarter?.systems).toEqual(['SPRINKLER', 'PORTABLE_EXTINGUISHER']);
    expect(after.find((v) => v.dueDate === addMonths(installed, 1))?.systems).toEqual([
      'PORTABLE_EXTINGUISHER',
    ]);
    const detail = await api('GET', `/api/visits/${onQuarter?.id}`);
    expect(visitDetailSchema.parse(detail.json()).systems).toEqual(['SPRINKLER', 'PORTABLE_EXTINGUISHER']);
    expect(after.length).toBe(before.length);
  });

  it('raises a COMPLIANCE alert for the site while a visit is overdue', async () => {
    const alert = await siteAlert();
    expect(alert).toMatchObject({ type: 'COMPLIANCE', severity: 'HIGH', resolved_at: null });
    expect(alert?.title).toBe('Inspection overdue: Tower B');
    // The alerts list names the site, so the panel can open it.
    const listed = await api('GET', '/api/projects/alerts?pageSize=100');
    expect(listed.statusCode).toBe(200);
    const alerts: { title: string; siteId: string | null; projectId: string | null }[] = listed.json().items;
    expect(alerts.find((a) => a.title === 'Inspection overdue: Tower B')).toMatchObject({
      siteId,
      projectId: null,
    });
  });

  it('refuses bad dates (400), unknown ids (404) and scheduling by the field (403)', async () => {
    const [visit] = await visitsOfSite();
    if (!visit) throw new Error('no visit');
    const bad = await api('PATCH', `/api/visits/${visit.id}`, { scheduledFor: '2026-02-30' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/real date/);
    expect((await api('GET', '/api/visits?from=2026-13-01')).statusCode).toBe(400);
    expect((await api('GET', '/api/visits?from=2026-03-02&to=2026-03-01')).statusCode).toBe(400);
    expect((await api('GET', '/api/visits/nope')).statusCode).toBe(404);
    expect((await api('PATCH', '/api/visits/nope', { notes: 'x' })).statusCode).toBe(404);
    expect((await api('PATCH', `/api/visits/${visit.id}`, { technicianId: 'nobody' })).statusCode).toBe(404);
    expect((await api('PATCH', `/api/visits/${visit.id}`, { vehicleId: 'nothing' })).statusCode).toBe(404);
    for (const role of ['ENGINEER', 'TECHNICIAN'] as const)
      expect(
        (await api('PATCH', `/api/visits/${visit.id}`, { notes: 'x' }, users[role].token)).statusCode,
      ).toBe(403);
    // Nothing changed by the refusals.
    const same = await api('GET', `/api/visits/${visit.id}`);
    expect(same.json()).toMatchObject({ status: 'DUE', scheduledFor: null, notes: '' });
  });

  it('schedules to a technician and a vehicle; warns of a second visit that day; the technician sees only theirs', async () => {
    const visits = await visitsOfSite();
    const [a, b, c] = visits;
    if (!a || !b || !c) throw new Error('too few visits');
    const scheduled = await api('PATCH', `/api/visits/${b.id}`, {
      scheduledFor: visitDay,
      technicianId: technicianPerson,
      vehicleId,
      notes: 'Bring the ladder',
    });
    expect(scheduled.statusCode).toBe(200);
    const result = visitUpdateResultSchema.parse(scheduled.json());
    expect(result).toMatchObject({
      status: 'SCHEDULED',
      scheduledFor: visitDay,
      technicianId: technicianPerson,
      vehicleRegistration: 'GP 123-456',
      warnings: [],
    });
    const second = await api('PATCH', `/api/visits/${c.id}`, {
      scheduledFor: visitDay,
      technicianId: technicianPerson,
    });
    expect(second.statusCode).toBe(200);
    expect(second.json().warnings).toHaveLength(1);
    await api('PATCH', `/api/visits/${a.id}`, { scheduledFor: visitDay, technicianId: engineerPerson });

    const mine = await visitsOfSite(users.TECHNICIAN.token);
    expect(mine.map((v) => v.id).sort()).toEqual([b.id, c.id].sort());
    expect((await api('GET', `/api/visits/${a.id}`, undefined, users.TECHNICIAN.token)).statusCode).toBe(404);
    expect(c.dueDate).toBe(addMonths(installed, 3));
    const detail = await api('GET', `/api/visits/${c.id}`, undefined, users.TECHNICIAN.token);
    expect(detail.statusCode).toBe(200);
    const parsed = visitDetailSchema.parse(detail.json());
    expect(parsed.assets.map((x) => x.serial).sort()).toEqual(['EXT-0001', 'HZ-0001']);
    expect(parsed.assets[0]?.tasks.length).toBeGreaterThan(0);
    expect(parsed.siteAddress).toContain('Rivonia');
    // The office and engineers see all three.
    expect((await visitsOfSite(users.ENGINEER.token)).length).toBe(visits.length);

    // Back to unscheduled: status DUE again; then scheduled once more for the plan test.
    const cleared = await api('PATCH', `/api/visits/${c.id}`, { scheduledFor: null, technicianId: null });
    expect(cleared.json()).toMatchObject({ status: 'DUE', scheduledFor: null, technicianId: null });
  });

  it("appears on the technician's weekly plan and calendar feed as an all-day inspection", async () => {
    const response = await api(
      'GET',
      `/api/weekly-plan/appointments?start=${mondayOf(visitDay)}`,
      undefined,
      users.TECHNICIAN.token,
    );
    expect(response.statusCode).toBe(200);
    const items = appointmentSchema.array().parse(response.json());
    const inspection = items.find((i) => i.kind === 'INSPECTION');
    expect(inspection).toMatchObject({
      title: 'Inspection: Tower B',
      date: visitDay,
      start: null,
      end: null,
      siteId,
    });
    const managerItems = await api('GET', `/api/weekly-plan/appointments?start=${mondayOf(visitDay)}`);
    expect(managerItems.json().some((i: { kind: string }) => i.kind === 'INSPECTION')).toBe(false);
  });

  it('the assigned technician completes; the completion anchors the next visits and resolves the alert', async () => {
    const visits = await visitsOfSite();
    const overdue = visits.find((v) => v.overdue);
    const technicians = visits.find((v) => v.technicianId === technicianPerson);
    if (!overdue || !technicians) throw new Error('missing visits');
    expect(overdue.technicianId).toBe(engineerPerson);
    // Not theirs: 404 for a technician, 403 for an engineer.
    expect(
      (await api('POST', `/api/visits/${overdue.id}/complete`, undefined, users.TECHNICIAN.token)).statusCode,
    ).toBe(404);
    expect(
      (await api('POST', `/api/visits/${technicians.id}/complete`, undefined, users.ENGINEER.token))
        .statusCode,
    ).toBe(403);
    await recordAll(overdue.id);
    const done = await api('POST', `/api/visits/${overdue.id}/complete`);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ status: 'COMPLETED', overdue: false });
    // Completing twice is a conflict with the visit's state, not a bad request.
    expect((await api('POST', `/api/visits/${overdue.id}/complete`)).statusCode).toBe(409);

    const after = await visitsOfSite();
    const open = after.filter((v) => v.status !== 'COMPLETED');
    // Monthly now runs from today; the untouched visits of the old anchor are gone, the scheduled kept.
    expect(open.map((v) => v.dueDate)).toContain(addMonths(today, 1));
    for (const v of open.filter((x) => x.status === 'DUE' && x.frequency === 'MONTHLY'))
      expect([1, 2, 3].map((k) => addMonths(today, k))).toContain(v.dueDate);
    expect(after.some((v) => v.id === technicians.id)).toBe(true);
    expect((await siteAlert())?.resolved_at).not.toBeNull();

    const own = after.find((v) => v.technicianId === technicianPerson && v.status === 'SCHEDULED');
    if (!own) throw new Error('no own visit');
    await recordAll(own.id, users.TECHNICIAN.token);
    const mine = await api('POST', `/api/visits/${own.id}/complete`, undefined, users.TECHNICIAN.token);
    expect(mine.statusCode).toBe(200);
  });

  it('cancels a visit (ADMIN/PM); a cancelled visit cannot be changed again', async () => {
    const visit = (await visitsOfSite()).find((v) => v.status === 'DUE');
    if (!visit) throw new Error('no due visit');
    const cancelled = await api(
      'PATCH',
      `/api/visits/${visit.id}`,
      { status: 'CANCELLED' },
      users.ADMIN.token,
    );
    expect(cancelled.json().status).toBe('CANCELLED');
    expect((await api('PATCH', `/api/visits/${visit.id}`, { notes: 'again' })).statusCode).toBe(409);
    expect((await api('PATCH', `/api/visits/${visit.id}`, { status: 'COMPLETED' })).statusCode).toBe(400);
    // Generation neither brings it back nor doubles its day.
    await api('POST', '/api/visits/generate', {});
    const days = (await visitsOfSite()).map((v) => v.dueDate);
    expect(new Set(days).size).toBe(days.length);
  });
});

import { addDays, currentMonday, WEEKLY_PLAN_MESSAGES } from '@firebreak/shared';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createProject, personOf, registerUser } from '../../test/factories';
import { createTestApp, engines, type TestApp } from '../../test/test-app';

const WEEK = '2099-03-02'; // a Monday

describe.each(engines)('weekly plan appointments on %s', (engine) => {
  let t: TestApp;
  let me: { token: string; user: { id: string } };
  let colleague: { token: string; user: { id: string } };
  let clientId: string;
  beforeAll(async () => {
    t = await createTestApp(engine);
    me = await registerUser(t.app, { firstName: 'Sipho', lastName: 'Ndlovu' });
    colleague = await registerUser(t.app, { firstName: 'Ayanda', lastName: 'Zulu' });

    const api = (token: string, url: string, payload: unknown) =>
      t.app.inject({ method: 'POST', url, headers: bearer(token), payload: payload as object });
    const client = (
      await api(me.token, '/api/clients', {
        name: 'Rosebank Mall Trust',
        type: 'Commercial',
        contact: 'Naledi Mokoena',
        email: 'naledi@rosebankmall.co.za',
        phone: '011 555 0199',
        address: '50 Bath Ave, Rosebank',
        status: 'Active',
        rating: 4,
        notes: '',
      })
    ).json();
    clientId = client.id;
    const meeting = (date: string, time: string, token = me.token) =>
      api(token, `/api/clients/${client.id}/meetings`, {
        date,
        time,
        durationMinutes: 90,
        notes: 'Site walk',
      });
    expect((await meeting('2099-03-04', '10:30')).statusCode).toBe(201); // Wednesday of the week
    expect((await meeting('2099-03-07', '09:00')).statusCode).toBe(201); // Saturday: outside Mon–Fri
    expect((await meeting('2099-03-09', '09:00')).statusCode).toBe(201); // next Monday
    expect((await meeting('2099-03-05', '11:00', colleague.token)).statusCode).toBe(201); // not mine

    const project = await createProject(t.app, me.token, { title: 'Hospital sprinkler upgrade' });
    const person = (
      await api(me.token, '/api/resources/personnel', {
        name: 'sipho ndlovu',
        role: 'Project Manager',
        status: 'Available',
        skills: [],
      })
    ).json();
    const schedule = await api(me.token, `/api/resources/personnel/${person.id}/schedules`, {
      projectId: project.id,
      startDate: '2099-02-26',
      endDate: '2099-03-03',
    });
    expect(schedule.statusCode).toBe(201);
    const other = (
      await api(me.token, '/api/resources/personnel', {
        name: 'Someone Else',
        role: 'Fitter',
        status: 'Available',
        skills: [],
      })
    ).json();
    await api(me.token, `/api/resources/personnel/${other.id}/schedules`, {
      projectId: project.id,
      startDate: '2099-03-02',
      endDate: '2099-03-06',
    });
  });
  afterAll(async () => t?.close());

  const get = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

  it('needs a token', async () => {
    expect((await get(`/api/weekly-plan/appointments?start=${WEEK}`)).statusCode).toBe(401);
  });

  it('refuses a start that is not YYYY-MM-DD with a clear 400', async () => {
    for (const bad of ['', '2099-3-2', '02/03/2099', '2099-02-30']) {
      const response = await get(`/api/weekly-plan/appointments?start=${encodeURIComponent(bad)}`, me.token);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: `start: ${WEEKLY_PLAN_MESSAGES.startInvalid}` });
    }
    expect((await get('/api/weekly-plan/appointments', me.token)).statusCode).toBe(400);
  });

  it('lists my meetings and my personnel schedule days in the Monday–Friday week, in time order', async () => {
    const response = await get(`/api/weekly-plan/appointments?start=${WEEK}`, me.token);
    expect(response.statusCode).toBe(200);
    const items = response.json() as Array<Record<string, string>>;
    expect(items.map(({ kind, title, date, start, end }) => ({ kind, title, date, start, end }))).toEqual([
      {
        kind: 'SCHEDULE',
        title: 'Scheduled: Hospital sprinkler upgrade',
        date: '2099-03-02',
        start: '08:00',
        end: '17:00',
      },
      {
        kind: 'SCHEDULE',
        title: 'Scheduled: Hospital sprinkler upgrade',
        date: '2099-03-03',
        start: '08:00',
        end: '17:00',
      },
      {
        kind: 'MEETING',
        title: 'Meeting: Rosebank Mall Trust',
        date: '2099-03-04',
        start: '10:30',
        end: '12:00',
      },
    ]);
    expect(new Set(items.map((i) => i.id)).size).toBe(3);
  });

  it('shows a site visit to the person who scheduled it and to the project team, all day, with the project title', async () => {
    const third = await registerUser(t.app, { firstName: 'Thabo', lastName: 'Mokoena' });
    const project = await createProject(t.app, me.token, { title: 'Sandton office fire alarm' });
    const team = await t.app.inject({
      method: 'PATCH',
      url: `/api/projects/${project.id}`,
      headers: bearer(me.token),
      payload: { assignedTeam: [await personOf(t.app, colleague)] },
    });
    expect(team.statusCode).toBe(200);
    const visit = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${project.id}/milestones`,
      headers: bearer(me.token),
      payload: { title: 'Pump room inspection', kind: 'SITE_VISIT', dueDate: '2099-03-18' },
    });
    expect(visit.statusCode).toBe(201);
    await t.app.inject({
      method: 'POST',
      url: `/api/projects/${project.id}/milestones`,
      headers: bearer(me.token),
      payload: { title: 'Hand-over', kind: 'WORK', dueDate: '2099-03-18' },
    });
    const expected = {
      kind: 'SITE_VISIT',
      title: 'Site visit: Sandton office fire alarm',
      detail: 'Pump room inspection',
      date: '2099-03-18',
      start: null,
      end: null,
      projectId: project.id,
    };
    for (const token of [me.token, colleague.token]) {
      const items = (await get('/api/weekly-plan/appointments?start=2099-03-16', token)).json();
      expect(items).toEqual([expect.objectContaining(expected)]);
    }
    expect((await get('/api/weekly-plan/appointments?start=2099-03-16', third.token)).json()).toEqual([]);

    const ics = await get('/api/weekly-plan/export?start=2099-03-16', colleague.token);
    const event = new ICAL.Component(ICAL.parse(ics.body))
      .getAllSubcomponents('vevent')
      .map((c) => new ICAL.Event(c))
      .find((e) => e.summary.endsWith('Site visit: Sandton office fire alarm'));
    expect(event?.startDate.isDate).toBe(true);
    expect(event?.startDate.toString()).toBe('2099-03-18');
  });

  it('shows a colleague only their own meetings, and nothing in an empty week', async () => {
    const theirs = (await get(`/api/weekly-plan/appointments?start=${WEEK}`, colleague.token)).json();
    expect(theirs).toEqual([
      expect.objectContaining({ kind: 'MEETING', date: '2099-03-05', start: '11:00', end: '12:30' }),
    ]);
    expect((await get('/api/weekly-plan/appointments?start=2099-06-01', me.token)).json()).toEqual([]);
  });

  it('adds the appointments to the .ics of my own plan, not to the plan of another name', async () => {
    const own = await get(`/api/weekly-plan/export?start=${WEEK}`, me.token);
    expect(own.statusCode).toBe(200);
    const events = new ICAL.Component(ICAL.parse(own.body))
      .getAllSubcomponents('vevent')
      .map((c) => new ICAL.Event(c));
    const meeting = events.find((e) => e.summary === 'Sipho Ndlovu — Meeting: Rosebank Mall Trust');
    expect(meeting?.startDate.toJSDate().toISOString()).toBe('2099-03-04T08:30:00.000Z');
    expect(meeting?.endDate.toJSDate().toISOString()).toBe('2099-03-04T10:00:00.000Z');
    expect(events.filter((e) => e.summary.endsWith('Scheduled: Hospital sprinkler upgrade'))).toHaveLength(2);

    const shared = await get(`/api/weekly-plan/export?start=${WEEK}&name=Ayanda%20Zulu`, me.token);
    expect(shared.body).not.toContain('Meeting:');
  });

  it('adds the appointments to the private calendar feed', async () => {
    const tuesday = addDays(currentMonday(), 1);
    const scheduled = await t.app.inject({
      method: 'POST',
      url: `/api/clients/${clientId}/meetings`,
      headers: bearer(me.token),
      payload: { date: tuesday, time: '14:00', durationMinutes: 60 },
    });
    expect(scheduled.statusCode).toBe(201);
    const { url } = (
      await t.app.inject({ method: 'POST', url: '/api/weekly-plan/subscription', headers: bearer(me.token) })
    ).json();
    const feed = await get(new URL(url).pathname);
    expect(feed.statusCode).toBe(200);
    const meeting = new ICAL.Component(ICAL.parse(feed.body))
      .getAllSubcomponents('vevent')
      .map((c) => new ICAL.Event(c))
      .find((e) => e.summary === 'Sipho Ndlovu — Meeting: Rosebank Mall Trust');
    expect(meeting?.startDate.toJSDate().toISOString()).toBe(`${tuesday}T12:00:00.000Z`);
  });
});

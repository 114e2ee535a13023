import {
  addDays,
  MY_DAY_STRINGS,
  myDaySchema,
  restOfWeek,
  todayInSouthAfrica,
  VISIT_STRINGS,
} from '@firebreak/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, personOf, type RegisteredUser, registerEachRole, type TestRole } from '../../test/factories';
import { createTestApp, engines, type TestApp } from '../../test/test-app';
import { myDay } from './my-day.service';

describe.each(engines)('My day on %s', (engine) => {
  let t: TestApp;
  let users: Record<TestRole, RegisteredUser>;
  let technicianPerson: string;
  let engineerPerson: string;
  let siteId: string;
  const today = todayInSouthAfrica();
  const week = restOfWeek(today);
  const lastDay = week[week.length - 1] as string;

  const api = (
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    payload?: unknown,
    role: TestRole = 'PROJECT_MANAGER',
  ) =>
    t.app.inject({
      method,
      url,
      headers: bearer(users[role].token),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  /** A call-out for a person on a day, booked at a time (minutes) or for the day only. */
  const booked = async (person: string, day: string, startMinute: number | null, reason: string) => {
    const response = await api('POST', `/api/sites/${siteId}/call-outs`, {
      reason,
      date: today,
      technicianId: person,
    });
    expect(response.statusCode, response.body).toBe(201);
    const id = response.json().id as string;
    await t.database.db
      .updateTable('inspection_visits')
      .set({ scheduled_for: day, start_minute: startMinute })
      .where('id', '=', id)
      .execute();
    return id;
  };
  const entries = (visitId: string) =>
    t.database.db
      .selectFrom('visit_time_entries')
      .select(['started_at', 'ended_at'])
      .where('visit_id', '=', visitId)
      .orderBy('started_at')
      .execute();
  const mine = async (role: TestRole = 'TECHNICIAN') => {
    const response = await api('GET', '/api/my-day', undefined, role);
    expect(response.statusCode, response.body).toBe(200);
    return myDaySchema.parse(response.json());
  };

  let late: string;
  let early: string;
  let dayOnly: string;
  let lastOfWeek: string;

  beforeAll(async () => {
    t = await createTestApp(engine);
    users = await registerEachRole(t.app);
    technicianPerson = await personOf(t.app, users.TECHNICIAN);
    engineerPerson = await personOf(t.app, users.ENGINEER);
    const client = await api('POST', '/api/clients', {
      name: 'Sandton City Holdings',
      type: 'Commercial',
      status: 'Active',
    });
    const site = await api('POST', `/api/clients/${client.json().id}/sites`, {
      name: 'Sandton City',
      address: '83 Rivonia Road, Sandhurst, 2196',
      contactName: 'Lerato Dube',
      contactPhone: '+27 11 555 0123',
      accessNotes: 'Loading bay B, ask for security',
    });
    expect(site.statusCode, site.body).toBe(201);
    siteId = site.json().id;
    await t.database.db
      .updateTable('sites')
      .set({ latitude: -26.1076, longitude: 28.0567, area: 'Sandton' })
      .where('id', '=', siteId)
      .execute();
    late = await booked(technicianPerson, today, 14 * 60, 'Sprinkler alarm valve');
    early = await booked(technicianPerson, today, 8 * 60 + 30, 'Hose reel leaking');
    dayOnly = await booked(technicianPerson, today, null, 'Panel fault');
    lastOfWeek = await booked(technicianPerson, lastDay, 9 * 60, 'Last of the week');
    await booked(technicianPerson, addDays(lastDay, 1), 9 * 60, 'Next week');
    await booked(technicianPerson, addDays(today, -1), 9 * 60, 'Yesterday');
    await booked(engineerPerson, today, 9 * 60, 'Someone else');
    const cancelled = await booked(technicianPerson, today, 10 * 60, 'Cancelled');
    await t.database.db
      .updateTable('inspection_visits')
      .set({ status: 'CANCELLED' })
      .where('id', '=', cancelled)
      .execute();
  });
  afterAll(async () => t?.close());

  it("lists the person's own visits today in booked order, then the week to Sunday, with all a visit needs", async () => {
    const day = await mine();
    expect(day.today).toBe(today);
    expect(day.hasPerson).toBe(true);
    expect(day.days.map((d) => d.date)).toEqual(week);
    // On a Sunday the week is today alone, and the last of the week is today's 09:00.
    expect(day.days[0]?.visits.map((v) => v.id)).toEqual(
      week.length === 1 ? [early, lastOfWeek, late, dayOnly] : [early, late, dayOnly],
    );
    const all = day.days.flatMap((d) => d.visits.map((v) => v.notes));
    expect(all).not.toContain('Someone else');
    expect(all).not.toContain('Next week');
    expect(all).not.toContain('Yesterday');
    expect(all).not.toContain('Cancelled');
    expect(day.days[day.days.length - 1]?.visits.map((v) => v.id)).toContain(lastOfWeek);
    expect(day.days[0]?.visits[0]).toEqual({
      id: early,
      siteId,
      siteName: 'Sandton City',
      clientName: 'Sandton City Holdings',
      address: '83 Rivonia Road, Sandhurst, 2196',
      area: 'Sandton',
      latitude: -26.1076,
      longitude: 28.0567,
      accessNotes: 'Loading bay B, ask for security',
      notes: 'Hose reel leaking',
      contactName: 'Lerato Dube',
      contactPhone: '+27 11 555 0123',
      systems: [],
      assetCount: 0,
      resultsRecorded: 0,
      signed: false,
      kind: 'CALL_OUT',
      status: 'SCHEDULED',
      startMinute: 510,
      durationMinutes: 60,
      onSite: false,
      minutesOnSite: 0,
      completedAt: null,
    });
  });

  it('takes the week in company time: late Sunday UTC is already Monday in Johannesburg', async () => {
    const actor = { id: users.TECHNICIAN.user.id, role: 'TECHNICIAN' as const };
    const sundayNight = await myDay({ db: t.database.db }, actor, new Date('2026-11-29T22:30:00Z'));
    expect(sundayNight.today).toBe('2026-11-30');
    expect(sundayNight.days.map((d) => d.date)).toEqual(restOfWeek('2026-11-30'));
    expect(sundayNight.days).toHaveLength(7);
    const sundayEvening = await myDay({ db: t.database.db }, actor, new Date('2026-11-29T21:30:00Z'));
    expect(sundayEvening.days.map((d) => d.date)).toEqual(['2026-11-29']);
  });

  it('answers an account with no person with an empty week and says so; every role may ask', async () => {
    for (const role of ['ADMIN', 'PROJECT_MANAGER', 'ENGINEER'] as const)
      expect((await api('GET', '/api/my-day', undefined, role)).statusCode).toBe(200);
    const unauthenticated = await t.app.inject({ method: 'GET', url: '/api/my-day' });
    expect(unauthenticated.statusCode).toBe(401);
    await t.database.db
      .updateTable('personnel')
      .set({ user_id: null })
      .where('user_id', '=', users.ADMIN.user.id)
      .execute();
    const none = await mine('ADMIN');
    expect(none.hasPerson).toBe(false);
    expect(none.personName).toBeNull();
    expect(none.days.map((d) => d.date)).toEqual(week);
    expect(none.days.every((d) => d.visits.length === 0)).toBe(true);
  });

  it('start, pause, resume and finish keep the stretches on site; replays change nothing', async () => {
    const start = await api('POST', `/api/visits/${early}/start`, undefined, 'TECHNICIAN');
    expect(start.statusCode, start.body).toBe(200);
    expect(start.json().status).toBe('IN_PROGRESS');
    expect((await api('POST', `/api/visits/${early}/start`, {}, 'TECHNICIAN')).statusCode).toBe(200);
    expect(await entries(early)).toEqual([{ started_at: expect.any(String), ended_at: null }]);
    expect((await mine()).days[0]?.visits[0]).toMatchObject({ onSite: true, status: 'IN_PROGRESS' });

    expect((await api('POST', `/api/visits/${early}/pause`, undefined, 'TECHNICIAN')).statusCode).toBe(200);
    expect((await api('POST', `/api/visits/${early}/pause`, {}, 'TECHNICIAN')).statusCode).toBe(200);
    const paused = await entries(early);
    expect(paused).toHaveLength(1);
    expect(paused[0]?.ended_at).not.toBeNull();
    expect((await mine()).days[0]?.visits[0]).toMatchObject({ onSite: false, status: 'IN_PROGRESS' });

    expect((await api('POST', `/api/visits/${early}/start`, {}, 'TECHNICIAN')).statusCode).toBe(200);
    expect(await entries(early)).toHaveLength(2);
    const done = await api('POST', `/api/visits/${early}/complete`, undefined, 'TECHNICIAN');
    expect(done.statusCode, done.body).toBe(200);
    const closed = await entries(early);
    expect(closed).toHaveLength(2);
    expect(closed.every((e) => e.ended_at !== null)).toBe(true);
    // Completed visits stay on My day; a closed visit takes no more Start or Pause.
    expect((await mine()).days[0]?.visits.find((v) => v.id === early)).toMatchObject({
      status: 'COMPLETED',
      onSite: false,
    });
    for (const path of ['start', 'pause']) {
      const refused = await api('POST', `/api/visits/${early}/${path}`, {}, 'TECHNICIAN');
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toBe(VISIT_STRINGS.closed);
    }
    const audited = await t.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity_id', '=', early)
      .execute();
    expect(audited.map((a) => a.action).sort()).toEqual(['create', 'pause', 'resume', 'start', 'update']);
  });

  it("takes the phone's time for offline taps within bounds, refuses others and writes nothing", async () => {
    const yesterdayNoon = new Date(Date.parse(`${addDays(today, -1)}T12:00:00+02:00`)).toISOString();
    const tooEarly = new Date(Date.parse(`${addDays(today, -2)}T12:00:00+02:00`)).toISOString();
    const future = new Date(Date.now() + 10 * 60_000).toISOString();
    for (const [at, message] of [
      [future, MY_DAY_STRINGS.atFuture],
      [tooEarly, MY_DAY_STRINGS.atTooEarly],
      ['yesterday', MY_DAY_STRINGS.atInvalid],
    ] as const) {
      const refused = await api('POST', `/api/visits/${late}/start`, { at }, 'TECHNICIAN');
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toContain(message);
    }
    expect(
      (await api('POST', `/api/visits/${late}/start`, { at: today, extra: 1 }, 'TECHNICIAN')).statusCode,
    ).toBe(400);
    expect(await entries(late)).toEqual([]);
    const status = await t.database.db
      .selectFrom('inspection_visits')
      .select('status')
      .where('id', '=', late)
      .executeTakeFirstOrThrow();
    expect(status.status).toBe('SCHEDULED');

    const started = await api('POST', `/api/visits/${late}/start`, { at: yesterdayNoon }, 'TECHNICIAN');
    expect(started.statusCode, started.body).toBe(200);
    const halfPast = new Date(Date.parse(yesterdayNoon) + 30 * 60_000).toISOString();
    // A pause before the stretch began is taken as its start (nothing negative).
    const before = new Date(Date.parse(yesterdayNoon) - 60 * 60_000).toISOString();
    expect((await api('POST', `/api/visits/${late}/pause`, { at: halfPast }, 'TECHNICIAN')).statusCode).toBe(
      200,
    );
    expect(await entries(late)).toEqual([{ started_at: yesterdayNoon, ended_at: halfPast }]);
    expect((await api('POST', `/api/visits/${late}/start`, { at: before }, 'TECHNICIAN')).statusCode).toBe(
      200,
    );
    expect((await entries(late))[1]).toEqual({ started_at: halfPast, ended_at: null });
    expect((await api('POST', `/api/visits/${late}/pause`, { at: before }, 'TECHNICIAN')).statusCode).toBe(
      200,
    );
    expect((await entries(late))[1]).toEqual({ started_at: halfPast, ended_at: halfPast });
    expect((await mine()).days[0]?.visits.find((v) => v.id === late)?.minutesOnSite).toBe(30);
  });

  it("holds Pause to the visit's own technician (404 for another's) and the field to visits.complete", async () => {
    const theirs = await booked(engineerPerson, today, 11 * 60, 'Not yours');
    const refused = await api('POST', `/api/visits/${theirs}/pause`, {}, 'TECHNICIAN');
    expect(refused.statusCode).toBe(404);
    expect((await api('POST', `/api/visits/${theirs}/start`, {}, 'TECHNICIAN')).statusCode).toBe(404);
    expect(await entries(theirs)).toEqual([]);
    // The office may (visits.complete for every role; owner rules only hold the field).
    expect((await api('POST', `/api/visits/${theirs}/start`, {})).statusCode).toBe(200);
  });
});

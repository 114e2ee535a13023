import {
  currentMonday,
  DEFAULT_WEEK_TEMPLATE,
  defaultWeekTemplate,
  WEEKDAYS,
  WEEKLY_PLAN_MESSAGES,
  type WeekTemplate,
} from '@firebreak/shared';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerUser } from '../../test/factories';
import { createTestApp, engines, type TestApp } from '../../test/test-app';

type Parsed = { uid: string; summary: string; start: string; end: string };

/** Parses with ical.js (an independent parser) and gives every event's UTC start and end. */
function parseIcs(text: string): { calendar: ICAL.Component; events: Parsed[] } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
    };
  });
  return { calendar, events };
}

const blockCount = WEEKDAYS.reduce((n, day) => n + DEFAULT_WEEK_TEMPLATE[day].length, 0);

describe.each(engines)('weekly plan on %s', (engine) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof registerUser>>;
  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await registerUser(t.app, { role: 'ADMIN', firstName: 'Ada', lastName: 'Admin' });
  });
  afterAll(async () => t?.close());

  const signUp = (overrides: Record<string, unknown> = {}) => registerUser(t.app, overrides);
  const get = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
  const put = (token: string, payload: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/weekly-plan',
      headers: bearer(token),
      payload: payload as object,
    });

  describe('reading a plan', () => {
    it('needs a token', async () => {
      expect((await get('/api/weekly-plan')).statusCode).toBe(401);
    });

    it('gives a new user the §9 template under their full name', async () => {
      const { token } = await signUp({ firstName: 'Zanele', lastName: 'Khumalo' });
      const response = await get('/api/weekly-plan', token);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        name: 'Zanele Khumalo',
        source: 'own',
        editable: true,
        customised: false,
        updatedAt: null,
        template: DEFAULT_WEEK_TEMPLATE,
      });
    });

    it('shows the standard template, read-only, for a name that is nobody’s', async () => {
      const { token } = await signUp();
      const response = await get('/api/weekly-plan?name=Team%20Alpha', token);
      expect(response.json()).toMatchObject({ name: 'Team Alpha', source: 'template', editable: false });
    });

    it('refuses a name longer than 120 characters', async () => {
      const { token } = await signUp();
      const response = await get(`/api/weekly-plan?name=${'n'.repeat(121)}`, token);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: `name: ${WEEKLY_PLAN_MESSAGES.nameTooLong}` });
    });
  });

  describe('saving and resetting', () => {
    it('saves edited, added, moved and deleted blocks and shows them to a colleague by name', async () => {
      const owner = await signUp({ firstName: 'Ayanda', lastName: 'Zulu' });
      const week = defaultWeekTemplate();
      week.Monday = week.Monday.filter((b) => b.title !== 'Inbox/triage'); // delete
      week.Monday[0]!.title = 'Weekly planning with site team'; // edit
      week.Tuesday[0]!.startHour = 7; // move
      week.Friday.push({
        id: 'site-visit',
        title: 'Site visit',
        startHour: 17,
        startMinute: 30,
        durationMinutes: 60,
      });
      const saved = await put(owner.token, { template: week });
      expect(saved.statusCode).toBe(200);
      const body = saved.json();
      expect(body).toMatchObject({ source: 'own', customised: true, editable: true });
      expect(body.updatedAt).toEqual(expect.any(String));
      expect(body.template.Monday).toHaveLength(7);
      expect(body.template.Monday[0].title).toBe('Weekly planning with site team');
      expect(body.template.Tuesday[0]).toMatchObject({ title: 'Exercise', startHour: 7, startMinute: 0 });
      expect(body.template.Friday.at(-1)).toMatchObject({ id: 'site-visit', startHour: 17, startMinute: 30 });

      const again = await get('/api/weekly-plan', owner.token);
      expect(again.json().template).toEqual(body.template);

      const colleague = await signUp();
      const shared = await get('/api/weekly-plan?name=ayanda%20%20ZULU', colleague.token);
      expect(shared.json()).toMatchObject({ name: 'ayanda ZULU', source: 'colleague', editable: false });
      expect(shared.json().template).toEqual(body.template);

      const reset = await t.app.inject({
        method: 'DELETE',
        url: '/api/weekly-plan',
        headers: bearer(owner.token),
      });
      expect(reset.statusCode).toBe(200);
      expect(reset.json()).toMatchObject({ customised: false, template: DEFAULT_WEEK_TEMPLATE });
      const afterReset = await get('/api/weekly-plan?name=Ayanda%20Zulu', colleague.token);
      expect(afterReset.json().source).toBe('template');
    });

    it('keeps an empty day empty', async () => {
      const { token } = await signUp();
      const week = defaultWeekTemplate();
      week.Wednesday = [];
      const response = await put(token, { template: week });
      expect(response.json().template.Wednesday).toEqual([]);
    });

    const withMonday = (blocks: unknown[]): { template: unknown } => ({
      template: { ...defaultWeekTemplate(), Monday: blocks },
    });
    const block = (overrides: Record<string, unknown>) => ({
      id: 'b1',
      title: 'Site visit',
      startHour: 9,
      startMinute: 0,
      durationMinutes: 60,
      ...overrides,
    });

    it.each([
      [
        'an overlap',
        withMonday([block({}), block({ id: 'b2', title: 'Call', startMinute: 30 })]),
        'Monday: "Site visit" (09:00–10:00) overlaps "Call" (09:30–10:30)',
      ],
      [
        'a negative duration',
        withMonday([block({ durationMinutes: -60 })]),
        WEEKLY_PLAN_MESSAGES.durationInvalid,
      ],
      ['a zero duration', withMonday([block({ durationMinutes: 0 })]), WEEKLY_PLAN_MESSAGES.durationInvalid],
      ['a negative hour', withMonday([block({ startHour: -2 })]), WEEKLY_PLAN_MESSAGES.timeInvalid],
      ['hour 24', withMonday([block({ startHour: 24 })]), WEEKLY_PLAN_MESSAGES.timeInvalid],
      [
        'a block past midnight',
        withMonday([block({ startHour: 23, durationMinutes: 120 })]),
        'Monday: "Site visit" must end by midnight',
      ],
      ['a blank title', withMonday([block({ title: '   ' })]), WEEKLY_PLAN_MESSAGES.titleRequired],
      [
        'a 121-character title',
        withMonday([block({ title: 't'.repeat(121) })]),
        WEEKLY_PLAN_MESSAGES.titleTooLong,
      ],
      [
        'a 100 kB title',
        withMonday([block({ title: 't'.repeat(100_000) })]),
        WEEKLY_PLAN_MESSAGES.titleTooLong,
      ],
      ['a text hour', withMonday([block({ startHour: '09' })]), WEEKLY_PLAN_MESSAGES.timeInvalid],
      ['a bad id', withMonday([block({ id: '../x' })]), WEEKLY_PLAN_MESSAGES.idInvalid],
      [
        'a missing day',
        { template: { Monday: [] } },
        'template.Tuesday: Invalid input: expected array, received undefined',
      ],
      ['no template', {}, 'template: Invalid input: expected object, received undefined'],
    ])('refuses %s with 400 and a clear message', async (_label, payload, message) => {
      const { token } = await signUp();
      const response = await put(token, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toContain(message);
      expect((await get('/api/weekly-plan', token)).json().customised).toBe(false);
    });

    it('refuses a 1 MB title as too large, not with a server error', async () => {
      const { token } = await signUp();
      const response = await put(token, withMonday([block({ title: 'x'.repeat(1_048_576) })]));
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ error: 'Request body is too large' });
    });
  });

  describe('export', () => {
    it('downloads the week as iCalendar 2.0 with one event per block at Johannesburg times', async () => {
      const { token } = await signUp({ firstName: 'Lindiwe', lastName: 'van Wyk' });
      const response = await get('/api/weekly-plan/export?start=2025-08-11', token);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(response.headers['content-disposition']).toContain(
        'filename="Lindiwe_van_Wyk_Weekly_Plan_2025-08-11.ics"',
      );
      const { calendar, events } = parseIcs(response.body);
      expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
      expect(events).toHaveLength(blockCount);
      expect(events[0]).toMatchObject({
        summary: 'Lindiwe van Wyk — Inbox/triage',
        start: '2025-08-11T06:30:00.000Z',
        end: '2025-08-11T07:00:00.000Z',
      });
      // Every event: the block's Johannesburg wall-clock time on its weekday's date.
      const expected = WEEKDAYS.flatMap((day, i) =>
        DEFAULT_WEEK_TEMPLATE[day].map((b) => {
          const date = `2025-08-${String(11 + i).padStart(2, '0')}`;
          const start =
            new Date(`${date}T00:00:00+02:00`).getTime() + (b.startHour * 60 + b.startMinute) * 60_000;
          return {
            summary: `Lindiwe van Wyk — ${b.title}`,
            start: new Date(start).toISOString(),
            end: new Date(start + b.durationMinutes * 60_000).toISOString(),
          };
        }),
      );
      expect(events.map(({ uid: _uid, ...rest }) => rest)).toEqual(expected);
      const uids = events.map((e) => e.uid);
      expect(new Set(uids).size).toBe(uids.length);
      const second = parseIcs((await get('/api/weekly-plan/export?start=2025-08-11', token)).body);
      expect(second.events.map((e) => e.uid)).toEqual(uids);
    });

    it('exports the plan of the name asked for and snaps a mid-week date to its Monday', async () => {
      const { token } = await signUp();
      const response = await get('/api/weekly-plan/export?start=2025-08-13&name=Crew%20B', token);
      expect(response.headers['content-disposition']).toContain(
        'filename="Crew_B_Weekly_Plan_2025-08-11.ics"',
      );
      const { events } = parseIcs(response.body);
      expect(events[0]!.summary).toBe('Crew B — Inbox/triage');
      expect(events[0]!.start).toBe('2025-08-11T06:30:00.000Z');
    });

    it.each(['2025-02-30', '11/08/2025', '2025-8-11', '', 'yesterday'])(
      'refuses the start %j with 400',
      async (start) => {
        const { token } = await signUp();
        const response = await get(`/api/weekly-plan/export?start=${encodeURIComponent(start)}`, token);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ error: `start: ${WEEKLY_PLAN_MESSAGES.startInvalid}` });
      },
    );
  });

  describe('calendar subscription', () => {
    const subscribe = (token: string) =>
      t.app.inject({ method: 'POST', url: '/api/weekly-plan/subscription', headers: bearer(token) });

    it('serves a live feed of the saved plan for five weeks, publicly by its secret URL', async () => {
      const owner = await signUp({ firstName: 'Pieter', lastName: 'Nel' });
      expect((await get('/api/weekly-plan/subscription', owner.token)).json()).toEqual({
        active: false,
        createdAt: null,
        lastUsedAt: null,
      });
      const created = await subscribe(owner.token);
      expect(created.statusCode).toBe(201);
      const { url } = created.json();
      expect(url).toMatch(/^http:\/\/localhost:\d+\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
      const path = new URL(url).pathname;

      const feed = await get(path);
      expect(feed.statusCode).toBe(200);
      expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
      const parsed = parseIcs(feed.body);
      expect(parsed.events).toHaveLength(blockCount * 5);
      const monday = currentMonday();
      expect(parsed.events[0]!.start).toBe(new Date(`${monday}T08:30:00+02:00`).toISOString());
      expect(parsed.events[0]!.summary).toBe('Pieter Nel — Inbox/triage');

      // The feed follows the saved plan.
      const week: WeekTemplate = defaultWeekTemplate();
      week.Monday[0]!.title = 'Toolbox talk';
      await put(owner.token, { template: week });
      const updated = parseIcs((await get(path)).body);
      expect(updated.events[0]!.summary).toBe('Pieter Nel — Toolbox talk');
      expect(updated.events[0]!.uid).toBe(parsed.events[0]!.uid);
      const status = (await get('/api/weekly-plan/subscription', owner.token)).json();
      expect(status).toMatchObject({
        active: true,
        createdAt: expect.any(String),
        lastUsedAt: expect.any(String),
      });

      // Regenerating retires the old URL; revoking retires the new one.
      const regenerated = (await subscribe(owner.token)).json().url as string;
      expect((await get(path)).statusCode).toBe(404);
      const newPath = new URL(regenerated).pathname;
      expect((await get(newPath)).statusCode).toBe(200);
      const revoked = await t.app.inject({
        method: 'DELETE',
        url: '/api/weekly-plan/subscription',
        headers: bearer(owner.token),
      });
      expect(revoked.statusCode).toBe(204);
      expect((await get(newPath)).statusCode).toBe(404);
    });

    it("stops serving a disabled person's feed, as an unknown token, and serves it again once enabled", async () => {
      const owner = await signUp({ firstName: 'Lerato', lastName: 'Dube' });
      const path = new URL((await subscribe(owner.token)).json().url).pathname;
      expect((await get(path)).statusCode).toBe(200);
      const account = (action: 'disable' | 'enable') =>
        t.app.inject({
          method: 'POST',
          url: `/api/admin/users/${owner.user.id}/${action}`,
          headers: bearer(admin.token),
        });
      expect((await account('disable')).statusCode).toBe(200);
      const refused = await get(path);
      const unknown = await get(`/api/calendar/${'A'.repeat(43)}.ics`);
      expect([refused.statusCode, refused.json()]).toEqual([unknown.statusCode, unknown.json()]);
      expect(refused.statusCode).toBe(404);
      expect((await account('enable')).statusCode).toBe(200);
      expect((await get(path)).statusCode).toBe(200);
    });

    it('stores only a hash of the token', async () => {
      const owner = await signUp();
      const { url } = (await subscribe(owner.token)).json();
      const token = /calendar\/(.+)\.ics$/.exec(url)![1]!;
      const row = await t.database.db
        .selectFrom('calendar_subscriptions')
        .selectAll()
        .where('user_id', '=', owner.user.id)
        .executeTakeFirstOrThrow();
      expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.token_hash).not.toContain(token);
    });

    it.each([
      '/api/calendar/unknown.ics',
      `/api/calendar/${'A'.repeat(43)}.ics`,
      `/api/calendar/${'x'.repeat(150)}.ics`,
      '/api/calendar/.ics',
    ])('answers the unknown token %s with 404 and a JSON error', async (path) => {
      const response = await get(path);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: expect.any(String) });
    });

    it('answers an absurdly long token with a 4xx JSON error, never a 5xx', async () => {
      const response = await get(`/api/calendar/${'x'.repeat(5000)}.ics`);
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      // Fastify's router answers this one itself (414, FST_ERR_MAX_PARAM_LENGTH), outside our error handler.
      expect(response.json()).toMatchObject({ error: expect.any(String) });
    });

    it('needs a session to create, read or revoke the subscription', async () => {
      expect((await get('/api/weekly-plan/subscription')).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'POST', url: '/api/weekly-plan/subscription' })).statusCode).toBe(
        401,
      );
    });
  });
});

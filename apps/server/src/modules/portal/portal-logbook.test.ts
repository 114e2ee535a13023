/**
 * The site's log book (SANS 10139; issue 31, decision 0092): a contact records events at their clients'
 * sites; a bad kind, a time to come or before 2000, or text too long is a 400 that stores nothing; the
 * office reads a site's entries, the technician those since the site's last completed visit, and a
 * contact never another client's.
 */
import {
  LOGBOOK_MESSAGES,
  logbookEntrySchema,
  PORTAL_LIMITS,
  PORTAL_MESSAGES,
  todayInSouthAfrica,
  visitDetailSchema,
} from '@firebreak/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createClient,
  type RegisteredUser,
  registerClientContact,
  registerEachRole,
  type TestRole,
} from '../../test/factories';
import { createTestApp, engines, type TestApp } from '../../test/test-app';

/** South African local time (UTC+2 all year) `minutes` from now, as the form sends it. */
const localIn = (minutes: number) =>
  new Date(Date.now() + (120 + minutes) * 60_000).toISOString().slice(0, 16);

describe.each(engines)('portal log book on %s', (engine) => {
  let t: TestApp;
  let users: Record<TestRole, RegisteredUser>;
  let office: string;
  let mine: { clientId: string; siteId: string };
  let theirs: { clientId: string; siteId: string };
  let contact: { token: string; user: { id: string } };
  let stranger: { token: string };
  const portalEvents: { clientId: string; what: string }[] = [];

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const entry = (overrides: Record<string, unknown> = {}) => ({
    siteId: mine.siteId,
    kind: 'CALL_POINT_TEST',
    occurredAt: localIn(-60),
    location: 'Ground floor, call point 3',
    description: 'Weekly test: sounders heard in every zone',
    ...overrides,
  });
  const stored = async () =>
    Number(
      (
        await t.database.db
          .selectFrom('logbook_entries')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const newSite = async (clientId: string, name: string) => {
    const site = await call('POST', `/api/clients/${clientId}/sites`, office, {
      name,
      address: '1 Test Street, Midrand, 1685',
      contactName: 'Thandi Mokoena',
      contactPhone: '011 555 0199',
      accessNotes: 'Reception',
    });
    expect(site.statusCode).toBe(201);
    return site.json().id as string;
  };

  beforeAll(async () => {
    t = await createTestApp(engine);
    users = await registerEachRole(t.app);
    office = users.PROJECT_MANAGER.token;
    const client = await createClient(t.app, office, 'Menlyn Offices');
    const other = await createClient(t.app, office, 'Hatfield Flats');
    mine = { clientId: client.id, siteId: await newSite(client.id, 'Menlyn Offices') };
    theirs = { clientId: other.id, siteId: await newSite(other.id, 'Hatfield Flats') };
    contact = await registerClientContact(t.app, office, client.id, { firstName: 'Anele', lastName: 'Zulu' });
    stranger = await registerClientContact(t.app, office, other.id);
    t.app.context.events.on('portal.changed', (change) => {
      portalEvents.push(change);
    });
  });
  afterAll(async () => t?.close());

  it('records an entry, audited, and the office reads it on the site', async () => {
    const response = await call('POST', '/api/portal/logbook', contact.token, entry());
    expect(response.statusCode).toBe(201);
    const created = logbookEntrySchema.parse(response.json());
    expect(created).toMatchObject({
      siteId: mine.siteId,
      siteName: 'Menlyn Offices',
      kind: 'CALL_POINT_TEST',
      location: 'Ground floor, call point 3',
      description: 'Weekly test: sounders heard in every zone',
      recordedBy: 'Anele Zulu',
    });
    // A minute or two ahead (a phone's clock) is taken.
    expect(
      (await call('POST', '/api/portal/logbook', contact.token, entry({ occurredAt: localIn(3) })))
        .statusCode,
    ).toBe(201);

    const read = await call('GET', `/api/sites/${mine.siteId}/logbook`, office);
    expect(read.statusCode).toBe(200);
    const entries = logbookEntrySchema.array().parse(read.json());
    expect(entries.map((e) => e.occurredAt)).toEqual([localIn(3), created.occurredAt]);
    expect((await call('GET', `/api/sites/${mine.siteId}/logbook`, users.TECHNICIAN.token)).statusCode).toBe(
      200,
    );
    expect((await call('GET', '/api/sites/no-such-site/logbook', office)).statusCode).toBe(404);
    expect((await call('GET', `/api/sites/${mine.siteId}/logbook`, contact.token)).statusCode).toBe(403);

    await t.app.context.events.settled();
    expect(portalEvents).toContainEqual({ clientId: mine.clientId, what: 'logbook' });
    const trail = await call(
      'GET',
      `/api/audit?entity=logbook-entry&entityId=${created.id}`,
      users.ADMIN.token,
    );
    expect(trail.json().items).toHaveLength(1);
    expect(trail.json().items[0].actor.id).toBe(contact.user.id);
  });

  it('refuses a bad kind, a time to come or before 2000, a bad date, text too long (400); stores nothing', async () => {
    const before = await stored();
    const refused: [Record<string, unknown>, string | null][] = [
      [entry({ kind: 'BURNT_TOAST' }), 'Choose what happened'],
      [entry({ occurredAt: localIn(10) }), LOGBOOK_MESSAGES.inFuture],
      [
        entry({ occurredAt: `${Number(todayInSouthAfrica().slice(0, 4)) + 1}-01-01T08:00` }),
        LOGBOOK_MESSAGES.inFuture,
      ],
      [entry({ occurredAt: '1999-12-31T23:59' }), LOGBOOK_MESSAGES.tooOld],
      [entry({ occurredAt: '2026-02-30T10:00' }), LOGBOOK_MESSAGES.notADate],
      [entry({ occurredAt: '2026-03-01T24:00' }), LOGBOOK_MESSAGES.notADate],
      [entry({ occurredAt: '2026-03-01 10:00' }), null],
      [entry({ description: 'x'.repeat(PORTAL_LIMITS.logbookDescriptionMax + 1) }), null],
      [entry({ location: 'x'.repeat(PORTAL_LIMITS.logbookLocationMax + 1) }), null],
      [entry({ recordedBy: 'Someone else' }), null],
      [{ kind: 'FIRE', occurredAt: localIn(-5) }, null],
    ];
    for (const [payload, error] of refused) {
      const response = await call('POST', '/api/portal/logbook', contact.token, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(typeof response.json().error).toBe('string');
      if (error) expect(response.json().error).toContain(error);
    }
    expect(await stored()).toBe(before);
  });

  it("answers 404 for another client's site, 403 to staff, and never shows another client's entries", async () => {
    const before = await stored();
    for (const siteId of [theirs.siteId, 'no-such-site']) {
      const response = await call('POST', '/api/portal/logbook', contact.token, entry({ siteId }));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: PORTAL_MESSAGES.siteNotFound });
    }
    for (const role of ['ADMIN', 'PROJECT_MANAGER', 'ENGINEER', 'TECHNICIAN'] as const) {
      expect((await call('POST', '/api/portal/logbook', users[role].token, entry())).statusCode).toBe(403);
      expect((await call('GET', '/api/portal/logbook', users[role].token)).statusCode).toBe(403);
    }
    expect(await stored()).toBe(before);

    const theirsMade = await call(
      'POST',
      '/api/portal/logbook',
      stranger.token,
      entry({ siteId: theirs.siteId, kind: 'FALSE_ALARM', description: 'Smoke from the kitchen' }),
    );
    expect(theirsMade.statusCode).toBe(201);
    const own = logbookEntrySchema
      .array()
      .parse((await call('GET', '/api/portal/logbook', contact.token)).json());
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((e) => e.siteId === mine.siteId)).toBe(true);
    const bySite = await call('GET', `/api/portal/logbook?siteId=${mine.siteId}`, contact.token);
    expect(logbookEntrySchema.array().parse(bySite.json())).toEqual(own);
    expect((await call('GET', `/api/portal/logbook?siteId=${theirs.siteId}`, contact.token)).statusCode).toBe(
      404,
    );
    const theirList = logbookEntrySchema
      .array()
      .parse((await call('GET', '/api/portal/logbook', stranger.token)).json());
    expect(theirList.map((e) => e.description)).toEqual(['Smoke from the kitchen']);
  });

  it("shows the technician the entries since the site's last completed visit on the visit's page", async () => {
    const siteId = await newSite(mine.clientId, 'Menlyn Annex');
    const at = (daysAgo: number) => localIn(-daysAgo * 24 * 60);
    for (const [daysAgo, description] of [
      [10, 'Before the last visit'],
      [1, 'After the last visit'],
    ] as const)
      expect(
        (
          await call(
            'POST',
            '/api/portal/logbook',
            contact.token,
            entry({ siteId, occurredAt: at(daysAgo), description }),
          )
        ).statusCode,
      ).toBe(201);
    const callOut = async () => {
      const response = await call('POST', `/api/sites/${siteId}/call-outs`, office, {
        reason: 'Check the panel',
        date: todayInSouthAfrica(),
      });
      expect(response.statusCode).toBe(201);
      return response.json().id as string;
    };
    const detail = async (id: string) =>
      visitDetailSchema.parse((await call('GET', `/api/visits/${id}`, office)).json());

    // No completed visit yet: every entry.
    const first = await callOut();
    expect((await detail(first)).work.logbookSinceLastVisit?.map((e) => e.description)).toEqual([
      'After the last visit',
      'Before the last visit',
    ]);
    expect((await detail(first)).request).toBeNull();
    // The first one done five days ago: only what came after it.
    await t.database.db
      .updateTable('inspection_visits')
      .set({ status: 'COMPLETED', completed_at: new Date(Date.now() - 5 * 86_400_000).toISOString() })
      .where('id', '=', first)
      .execute();
    const next = await callOut();
    expect((await detail(next)).work.logbookSinceLastVisit?.map((e) => e.description)).toEqual([
      'After the last visit',
    ]);
  });
});

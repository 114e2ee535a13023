/**
 * 'Report a fault' (issue 31, decision 0092): a contact's report opens an unassigned CALL_OUT visit the
 * office sees and works as any other; the request's status follows that visit; its photo is checked
 * and re-encoded as a visit photo is; another client's site or request is a 404 and staff get 403.
 */
import {
  PORTAL_MESSAGES,
  type PortalRequest,
  portalRequestSchema,
  REQUEST_URGENCY_DAYS,
  requestDueDate,
  todayInSouthAfrica,
  VISIT_WORK_STRINGS,
  visitDetailSchema,
  visitSchema,
} from '@firebreak/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createClient,
  personOf,
  qualify,
  type RegisteredUser,
  registerClientContact,
  registerEachRole,
  type TestRole,
} from '../../test/factories';
import { blankPng, manyPagePdf, officeZipBomb } from '../../test/hostile-files';
import { createTestApp, engines, type TestApp } from '../../test/test-app';
import { multipart, signatureBody } from '../../test/visit-kit';

type Form = ReturnType<typeof multipart>;

describe.each(engines)('portal fault reports on %s', (engine) => {
  let t: TestApp;
  let users: Record<TestRole, RegisteredUser>;
  let office: string;
  let person: string;
  let mine: { clientId: string; siteId: string; siteName: string };
  let theirs: { clientId: string; siteId: string };
  let contact: { token: string; user: { id: string } };
  let stranger: { token: string };
  let jpeg: Buffer;
  const portalEvents: { clientId: string; what: string }[] = [];

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const report = (token: string, form: Form) =>
    t.app.inject({
      method: 'POST',
      url: '/api/portal/requests',
      headers: { ...bearer(token), ...form.headers },
      payload: form.payload,
    });
  const fields = (overrides: Record<string, string> = {}) => ({
    siteId: mine.siteId,
    description: 'The panel in the lobby shows a zone 3 fault',
    urgency: 'URGENT',
    ...overrides,
  });
  const photo = (data: Buffer, name = 'fault.jpg', type = 'image/jpeg') => ({ name, type, data });
  const counts = async () => {
    const [requests, visits, photos] = await Promise.all(
      (['service_requests', 'inspection_visits', 'service_request_photos'] as const).map((table) =>
        t.database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ),
    );
    return { requests: Number(requests?.n), visits: Number(visits?.n), photos: Number(photos?.n) };
  };
  const requests = async (token = contact.token, query = '') => {
    const response = await call('GET', `/api/portal/requests${query}`, token);
    expect(response.statusCode).toBe(200);
    return portalRequestSchema.array().parse(response.json());
  };
  const statusOf = async (id: string) => (await requests()).find((r) => r.id === id);
  const visitOfRequest = async (id: string) =>
    (
      await t.database.db
        .selectFrom('service_requests')
        .select('visit_id')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).visit_id;
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
    person = await qualify(t.app, await personOf(t.app, users.TECHNICIAN));
    const client = await createClient(t.app, office, 'Sandton Towers Body Corporate');
    const other = await createClient(t.app, office, 'Rosebank Mall');
    mine = {
      clientId: client.id,
      siteId: await newSite(client.id, 'Sandton Towers'),
      siteName: 'Sandton Towers',
    };
    theirs = { clientId: other.id, siteId: await newSite(other.id, 'Rosebank Mall') };
    contact = await registerClientContact(t.app, office, client.id, {
      firstName: 'Lerato',
      lastName: 'Dlamini',
    });
    stranger = await registerClientContact(t.app, office, other.id, {
      firstName: 'Sipho',
      lastName: 'Nkosi',
    });
    jpeg = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#c33' } })
      .withMetadata({ exif: { IFD0: { Copyright: 'GPS 26.1 S 28.0 E' } } })
      .jpeg()
      .toBuffer();
    t.app.context.events.on('portal.changed', (change) => {
      portalEvents.push(change);
    });
  });
  afterAll(async () => t?.close());

  it('opens an unassigned call-out due by the urgency, which the office sees with the request', async () => {
    portalEvents.length = 0;
    const before = await counts();
    const response = await report(contact.token, multipart(fields(), photo(jpeg), 'photo'));
    expect(response.statusCode).toBe(201);
    const created = portalRequestSchema.parse(response.json());
    const year = todayInSouthAfrica().slice(0, 4);
    expect(created).toMatchObject({
      siteId: mine.siteId,
      siteName: mine.siteName,
      urgency: 'URGENT',
      status: 'RECEIVED',
      scheduledFor: null,
      reportedBy: 'Lerato Dlamini',
      photoUrl: `/api/portal/requests/${created.id}/photo`,
    });
    expect(created.reference).toMatch(new RegExp(`^FR-${year}-\\d{4}$`));
    expect(await counts()).toEqual({
      requests: before.requests + 1,
      visits: before.visits + 1,
      photos: before.photos + 1,
    });

    // The office's Visits page: a CALL_OUT, unassigned, due one working day on, with the reason.
    const due = requestDueDate(todayInSouthAfrica(), 'URGENT');
    const listed = await call('GET', `/api/visits?siteId=${mine.siteId}&from=${due}&to=${due}`, office);
    expect(listed.statusCode).toBe(200);
    const visitId = await visitOfRequest(created.id);
    const visit = visitSchema
      .array()
      .parse(listed.json())
      .find((v) => v.id === visitId);
    expect(visit).toMatchObject({
      kind: 'CALL_OUT',
      status: 'DUE',
      dueDate: due,
      technicianId: null,
      notes: `Fault reported by Lerato Dlamini (${created.reference}): The panel in the lobby shows a zone 3 fault`,
    });
    const detail = visitDetailSchema.parse((await call('GET', `/api/visits/${visit?.id}`, office)).json());
    expect(detail.request).toEqual({
      reference: created.reference,
      reportedBy: 'Lerato Dlamini',
      urgency: 'URGENT',
      description: 'The panel in the lobby shows a zone 3 fault',
      photoUrl: `/api/visits/${visit?.id}/request/photo`,
    });
    // The Dispatch board's Unassigned strip shows it.
    const board = await call('GET', `/api/dispatch/board?week=${due}`, office);
    expect(board.statusCode).toBe(200);
    expect(JSON.stringify(board.json())).toContain(visit?.id);

    // The photo: re-encoded as a visit photo is (within 1600 px, JPEG, no metadata), for both sides.
    for (const [url, token] of [
      [created.photoUrl as string, contact.token],
      [detail.request?.photoUrl as string, office],
    ] as const) {
      const served = await call('GET', url, token);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
      const meta = await sharp(served.rawPayload).metadata();
      expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(1600);
      expect(meta.exif).toBeUndefined();
    }
    await t.app.context.events.settled();
    expect(portalEvents).toContainEqual({ clientId: mine.clientId, what: 'requests' });

    // Audited with who reported it.
    const trail = await call(
      'GET',
      `/api/audit?entity=service-request&entityId=${created.id}`,
      users.ADMIN.token,
    );
    expect(trail.statusCode).toBe(200);
    expect(trail.json().items).toHaveLength(1);
    expect(trail.json().items[0].actor.id).toBe(contact.user.id);
  });

  it('sets the due date by urgency: emergency today, routine five working days on; a photo is optional', async () => {
    const today = todayInSouthAfrica();
    for (const urgency of ['EMERGENCY', 'ROUTINE'] as const) {
      const response = await report(contact.token, multipart(fields({ urgency }), null));
      expect(response.statusCode).toBe(201);
      const created = portalRequestSchema.parse(response.json());
      expect(created.photoUrl).toBeNull();
      const visit = await t.database.db
        .selectFrom('inspection_visits')
        .select(['due_date', 'kind', 'status'])
        .where('id', '=', await visitOfRequest(created.id))
        .executeTakeFirstOrThrow();
      expect(visit).toEqual({ due_date: requestDueDate(today, urgency), kind: 'CALL_OUT', status: 'DUE' });
      if (urgency === 'EMERGENCY') expect(visit.due_date).toBe(today);
      else expect(visit.due_date > today).toBe(true);
      expect(
        (await call('GET', created.photoUrl ?? `/api/portal/requests/${created.id}/photo`, contact.token))
          .statusCode,
      ).toBe(404);
    }
    expect(REQUEST_URGENCY_DAYS.ROUTINE).toBe(5);
  });

  it('follows the call-out: received, scheduled, on site, done; another one cancelled', async () => {
    const made = portalRequestSchema.parse((await report(contact.token, multipart(fields(), null))).json());
    const visitId = await visitOfRequest(made.id);
    expect(await statusOf(made.id)).toMatchObject({ status: 'RECEIVED', scheduledFor: null });

    // A date alone is no booking: still received.
    const later = requestDueDate(todayInSouthAfrica(), 'ROUTINE');
    expect((await call('PATCH', `/api/visits/${visitId}`, office, { scheduledFor: later })).statusCode).toBe(
      200,
    );
    expect(await statusOf(made.id)).toMatchObject({ status: 'RECEIVED', scheduledFor: null });

    portalEvents.length = 0;
    const booked = await call('PATCH', `/api/visits/${visitId}`, office, {
      scheduledFor: later,
      technicianId: person,
    });
    expect(booked.statusCode).toBe(200);
    expect(await statusOf(made.id)).toMatchObject({ status: 'SCHEDULED', scheduledFor: later });
    await t.app.context.events.settled();
    expect(portalEvents).toContainEqual({ clientId: mine.clientId, what: 'requests' });

    portalEvents.length = 0;
    const started = await call('POST', `/api/visits/${visitId}/start`, users.TECHNICIAN.token, {});
    expect(started.statusCode).toBe(200);
    expect(await statusOf(made.id)).toMatchObject({ status: 'ON_SITE', scheduledFor: later });
    await t.app.context.events.settled();
    expect(portalEvents).toContainEqual({ clientId: mine.clientId, what: 'requests' });

    const signature = await sharp({ create: { width: 300, height: 100, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const signed = await call(
      'PUT',
      `/api/visits/${visitId}/signature`,
      users.TECHNICIAN.token,
      signatureBody(signature),
    );
    expect(signed.statusCode).toBe(200);
    portalEvents.length = 0;
    const completed = await call('POST', `/api/visits/${visitId}/complete`, users.TECHNICIAN.token);
    expect(completed.statusCode).toBe(200);
    expect(await statusOf(made.id)).toMatchObject({ status: 'DONE', scheduledFor: later });
    await t.app.context.events.settled();
    expect(portalEvents).toContainEqual({ clientId: mine.clientId, what: 'requests' });

    const dropped = portalRequestSchema.parse(
      (await report(contact.token, multipart(fields(), null))).json(),
    );
    portalEvents.length = 0;
    const cancelled = await call('PATCH', `/api/visits/${await visitOfRequest(dropped.id)}`, office, {
      status: 'CANCELLED',
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await statusOf(dropped.id)).toMatchObject({ status: 'CANCELLED', scheduledFor: null });
    await t.app.context.events.settled();
    expect(portalEvents).toContainEqual({ clientId: mine.clientId, what: 'requests' });
  });

  it('refuses hostile photos (4xx) and creates nothing: no request, no visit, no photo', async () => {
    const before = await counts();
    const refused: [Buffer, number, string | null][] = [
      [manyPagePdf(2), 415, VISIT_WORK_STRINGS.photoNotImage],
      [Buffer.from('just some text, honestly a photo'), 415, VISIT_WORK_STRINGS.photoNotImage],
      [officeZipBomb('docx', 64), 415, VISIT_WORK_STRINGS.photoNotImage],
      // 12000 × 12000: 144 megapixels from a few hundred KB, refused from its header before decoding.
      [blankPng(12_000, 12_000), 400, VISIT_WORK_STRINGS.photoUnreadable],
      [Buffer.concat([jpeg, Buffer.alloc(21 * 1024 * 1024)]), 413, VISIT_WORK_STRINGS.photoTooLarge],
    ];
    for (const [data, status, error] of refused) {
      const response = await report(
        contact.token,
        multipart(fields(), photo(data, 'fault.png', 'image/png'), 'photo'),
      );
      expect(response.statusCode).toBe(status);
      expect(response.headers['content-type']).toContain('application/json');
      if (error) expect(response.json()).toEqual({ error });
    }
    // A file in another field, two photos, or not multipart at all.
    const wrongField = await report(contact.token, multipart(fields(), photo(jpeg), 'file'));
    expect(wrongField.statusCode).toBe(400);
    const json = await call('POST', '/api/portal/requests', contact.token, fields());
    expect(json.statusCode).toBeGreaterThanOrEqual(400);
    expect(json.statusCode).toBeLessThan(500);
    // Bad fields: no description, an urgency not offered, a description too long.
    for (const bad of [
      fields({ description: '   ' }),
      fields({ urgency: 'WHENEVER' }),
      fields({ description: 'x'.repeat(2001) }),
      { description: 'No site', urgency: 'URGENT' },
    ]) {
      const response = await report(contact.token, multipart(bad, photo(jpeg), 'photo'));
      expect(response.statusCode).toBe(400);
      expect(typeof response.json().error).toBe('string');
    }
    expect(await counts()).toEqual(before);
  });

  it("answers 404 for another client's site and creates nothing; staff get 403", async () => {
    const before = await counts();
    for (const siteId of [theirs.siteId, 'no-such-site']) {
      const response = await report(contact.token, multipart(fields({ siteId }), photo(jpeg), 'photo'));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: PORTAL_MESSAGES.siteNotFound });
    }
    expect(
      (await call('GET', `/api/portal/requests?siteId=${theirs.siteId}`, contact.token)).statusCode,
    ).toBe(404);
    for (const role of ['ADMIN', 'PROJECT_MANAGER', 'ENGINEER', 'TECHNICIAN'] as const) {
      const token = users[role].token;
      expect((await report(token, multipart(fields(), null))).statusCode).toBe(403);
      expect((await call('GET', '/api/portal/requests', token)).statusCode).toBe(403);
    }
    expect(await counts()).toEqual(before);
  });

  it("never shows a contact another client's requests or photos", async () => {
    const theirsMade = await report(
      stranger.token,
      multipart(
        fields({ siteId: theirs.siteId, description: 'Sprinkler head leaking' }),
        photo(jpeg),
        'photo',
      ),
    );
    expect(theirsMade.statusCode).toBe(201);
    const other = portalRequestSchema.parse(theirsMade.json());
    const seen = await requests();
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((r: PortalRequest) => r.siteId === mine.siteId)).toBe(true);
    expect(seen.map((r) => r.id)).not.toContain(other.id);
    expect((await requests(stranger.token)).map((r) => r.id)).toEqual([other.id]);
    expect((await call('GET', other.photoUrl as string, contact.token)).statusCode).toBe(404);
    expect((await call('GET', other.photoUrl as string, stranger.token)).statusCode).toBe(200);
    // Newest first.
    const times = seen.map((r) => r.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    // A technician reads a request's photo only on a visit of theirs.
    const theirVisit = await visitOfRequest(other.id);
    expect(
      (await call('GET', `/api/visits/${theirVisit}/request/photo`, users.TECHNICIAN.token)).statusCode,
    ).toBe(404);
    expect(
      (await call('GET', `/api/visits/${theirVisit}/request/photo`, users.ENGINEER.token)).statusCode,
    ).toBe(200);
    expect((await call('GET', `/api/visits/${theirVisit}/request/photo`, contact.token)).statusCode).toBe(
      403,
    );
  });
});

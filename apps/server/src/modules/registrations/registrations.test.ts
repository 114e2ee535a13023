/**
 * Registrations, their copy and expiry alerts, leave, working hours and a site's place and access
 * hours (issue 30 §2–§4), on both databases.
 */
import { addDays, registrationSchema, todayInSouthAfrica } from '@firebreak/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, personOf, type RegisteredUser, registerEachRole, type TestRole } from '../../test/factories';
import { manyPagePdf } from '../../test/hostile-files';
import { readPdfText } from '../../test/pdf-text';
import { createTestApp, engines, type TestApp } from '../../test/test-app';
import { finishVisit, multipart, visitFor } from '../../test/visit-kit';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

describe.each(engines)('registrations and leave on %s', (engine) => {
  let t: TestApp;
  let users: Record<TestRole, RegisteredUser>;
  let office: string;
  let technicianPerson: string;
  const today = todayInSouthAfrica();

  beforeAll(async () => {
    t = await createTestApp(engine);
    users = await registerEachRole(t.app);
    office = users.PROJECT_MANAGER.token;
    technicianPerson = await personOf(t.app, users.TECHNICIAN);
  });
  afterAll(async () => t?.close());

  const api = (method: Method, url: string, payload?: unknown, token = office) =>
    t.app.inject({
      method,
      url,
      headers: bearer(token),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const count = async (table: 'personnel_registrations' | 'personnel_leave' | 'documents') =>
    Number(
      (
        await t.database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const registration = (overrides: Record<string, unknown> = {}) => ({
    category: 'GAS_SUPPRESSION',
    level: 'TECHNICIAN',
    number: `GS-${Math.random().toString(36).slice(2, 8)}`,
    expiresOn: addDays(today, 400),
    ...overrides,
  });
  const openAlerts = async () =>
    t.database.db
      .selectFrom('alerts')
      .select(['cause_key', 'title', 'severity'])
      .where('type', '=', 'REGISTRATION')
      .where('resolved_at', 'is', null)
      .execute();

  it('adds, lists with standing, changes and deletes a registration, audited; bad input is 400 and writes nothing', async () => {
    const url = `/api/personnel/${technicianPerson}/registrations`;
    const before = await count('personnel_registrations');
    for (const bad of [
      registration({ category: 'PLUMBING' }),
      registration({ level: 'CABLER' }), // not a gas suppression level
      registration({ number: '' }),
      registration({ expiresOn: '2027-02-30' }),
    ]) {
      const response = await api('POST', url, bad);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBeTruthy();
    }
    expect(await count('personnel_registrations')).toBe(before);
    expect((await api('POST', url, registration({ level: 'CABLER' }))).json().error).toContain(
      'Level must be one of Installer, Technician, Designer',
    );

    const created = await api('POST', url, registration({ number: 'GS-1001' }));
    expect(created.statusCode).toBe(201);
    const saved = registrationSchema.parse(created.json());
    expect(saved).toMatchObject({ number: 'GS-1001', standing: 'CURRENT', documentId: null });

    const soon = registrationSchema.parse(
      (
        await api(
          'POST',
          url,
          registration({
            category: 'FIRE_DETECTION',
            level: 'INSTALLER',
            number: 'FD-7',
            expiresOn: addDays(today, 10),
          }),
        )
      ).json(),
    );
    expect(soon.standing).toBe('EXPIRING');
    const lapsed = registrationSchema.parse(
      (
        await api(
          'POST',
          url,
          registration({
            category: 'SPRINKLERS',
            level: 'INSTALLER',
            number: 'SP-3',
            expiresOn: addDays(today, -1),
          }),
        )
      ).json(),
    );
    expect(lapsed.standing).toBe('EXPIRED');

    const list = registrationSchema.array().parse((await api('GET', url)).json());
    expect(list.map((r) => r.number)).toEqual(['FD-7', 'GS-1001', 'SP-3']);

    const renewed = await api(
      'PUT',
      `${url}/${saved.id}`,
      registration({ number: 'GS-1001', level: 'DESIGNER' }),
    );
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json().level).toBe('DESIGNER');

    const removed = await api('DELETE', `${url}/${lapsed.id}`);
    expect(removed.statusCode).toBe(204);
    expect((await api('DELETE', `${url}/${lapsed.id}`)).statusCode).toBe(404);

    const trail = await t.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'personnel')
      .where('entity_id', '=', technicianPerson)
      .execute();
    expect(trail.map((r) => r.action)).toEqual(
      expect.arrayContaining(['registration-create', 'registration-update', 'registration-delete']),
    );
  });

  it('refuses the same category and number twice for a person (409), also on a change', async () => {
    const url = `/api/personnel/${technicianPerson}/registrations`;
    await api(
      'POST',
      url,
      registration({ category: 'PORTABLE_EXTINGUISHERS', level: 'SERVICEMAN', number: 'PE-55' }),
    );
    const before = await count('personnel_registrations');
    const again = await api(
      'POST',
      url,
      registration({ category: 'PORTABLE_EXTINGUISHERS', level: 'TRAINEE', number: 'pe-55' }),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toContain('already has a registration');
    expect(await count('personnel_registrations')).toBe(before);
    const other = registrationSchema.parse(
      (
        await api(
          'POST',
          url,
          registration({ category: 'PORTABLE_EXTINGUISHERS', level: 'SERVICEMAN', number: 'PE-56' }),
        )
      ).json(),
    );
    const clash = await api(
      'PUT',
      `${url}/${other.id}`,
      registration({ category: 'PORTABLE_EXTINGUISHERS', level: 'SERVICEMAN', number: 'PE-55' }),
    );
    expect(clash.statusCode).toBe(409);
    // Two at once: one is saved, the other refused (the unique index backs the check).
    const pair = await Promise.all(
      [1, 2].map(() =>
        api('POST', url, registration({ category: 'SPRINKLERS', level: 'TECHNICIAN', number: 'SP-TWIN' })),
      ),
    );
    expect(pair.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it('each role: all read, the office writes; an unknown person or registration is 404', async () => {
    const url = `/api/personnel/${technicianPerson}/registrations`;
    for (const role of ['ADMIN', 'PROJECT_MANAGER', 'ENGINEER', 'TECHNICIAN'] as const)
      expect((await api('GET', url, undefined, users[role].token)).statusCode).toBe(200);
    expect((await api('POST', url, registration(), users.TECHNICIAN.token)).statusCode).toBe(403);
    expect((await api('POST', url, registration(), users.ENGINEER.token)).statusCode).toBe(403);
    expect((await api('POST', url, registration(), users.ADMIN.token)).statusCode).toBe(201);
    expect((await api('GET', '/api/personnel/nobody/registrations')).statusCode).toBe(404);
    expect((await api('POST', '/api/personnel/nobody/registrations', registration())).statusCode).toBe(404);
    expect((await api('PUT', `${url}/nothing`, registration())).statusCode).toBe(404);
    expect(
      (await api('GET', `/api/personnel/${technicianPerson}/leave`, undefined, users.TECHNICIAN.token))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await api(
          'POST',
          `/api/personnel/${technicianPerson}/leave`,
          { startDate: today, endDate: today },
          users.TECHNICIAN.token,
        )
      ).statusCode,
    ).toBe(403);
  });

  it('stores an uploaded copy (PDF or image) in the library; a hostile or wrong file is refused and nothing kept', async () => {
    const url = `/api/personnel/${technicianPerson}/registrations`;
    const saved = registrationSchema.parse(
      (
        await api(
          'POST',
          url,
          registration({ category: 'SPRINKLERS', level: 'TECHNICIAN', number: 'SP-900' }),
        )
      ).json(),
    );
    const upload = (file: { name: string; type: string; data: Buffer }, token = office) => {
      const body = multipart({}, file);
      return t.app.inject({
        method: 'POST',
        url: `${url}/${saved.id}/copy`,
        headers: { ...bearer(token), ...body.headers },
        payload: body.payload,
      });
    };
    const documents = await count('documents');
    // A script named .pdf, an encrypted-looking PDF, a PDF with no pages, a text file, a broken image.
    const refused = [
      await upload({
        name: 'card.pdf',
        type: 'application/pdf',
        data: Buffer.from('<script>alert(1)</script>'),
      }),
      await upload({
        name: 'card.pdf',
        type: 'application/pdf',
        data: Buffer.from(
          manyPagePdf(1)
            .toString('latin1')
            .replace('trailer\n<< ', 'trailer\n<< /Encrypt << /Filter /Standard >> '),
          'latin1',
        ),
      }),
      await upload({ name: 'card.pdf', type: 'application/pdf', data: manyPagePdf(0) }),
      await upload({ name: 'card.txt', type: 'text/plain', data: Buffer.from('just text') }),
      await upload({
        name: 'card.png',
        type: 'image/png',
        data: Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(64, 7)]),
      }),
    ];
    expect(refused.map((r) => r.statusCode)).toEqual([415, 422, 400, 415, 400]);
    for (const r of refused) expect(r.json().error).toBeTruthy();
    expect(await count('documents')).toBe(documents);
    expect(
      (
        await upload(
          { name: 'card.pdf', type: 'application/pdf', data: manyPagePdf(1) },
          users.TECHNICIAN.token,
        )
      ).statusCode,
    ).toBe(403);

    const pdf = await upload({ name: 'sp-900.pdf', type: 'application/pdf', data: manyPagePdf(1) });
    expect(pdf.statusCode).toBe(200);
    const withCopy = registrationSchema.parse(pdf.json());
    expect(withCopy.documentId).toBeTruthy();
    const doc = await t.database.db
      .selectFrom('documents')
      .select(['name', 'extension', 'category'])
      .where('id', '=', withCopy.documentId ?? '')
      .executeTakeFirstOrThrow();
    expect(doc).toMatchObject({ extension: 'pdf', category: 'Human Resources' });
    expect(doc.name).toContain('SP-900');

    const photo = await sharp({ create: { width: 640, height: 400, channels: 3, background: '#c33' } })
      .jpeg()
      .toBuffer();
    const image = await upload({ name: 'card-photo.jpg', type: 'image/jpeg', data: photo });
    expect(image.statusCode).toBe(200);
    const fromImage = registrationSchema.parse(image.json());
    expect(fromImage.documentId).not.toBe(withCopy.documentId);
    const download = await api('GET', `/api/documents/download/${fromImage.documentId}`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await readPdfText(download.rawPayload)).toContain('SP-900');
  });

  it('raises an alert for a registration expiring within 30 days or expired, and clears it when renewed or deleted', async () => {
    const person = (
      await api('POST', '/api/resources/personnel', {
        name: 'Alert Person',
        role: 'Technician',
        status: 'Available',
      })
    ).json().id as string;
    const url = `/api/personnel/${person}/registrations`;
    const expiring = registrationSchema.parse(
      (await api('POST', url, registration({ number: 'GS-EXP', expiresOn: addDays(today, 20) }))).json(),
    );
    const expired = registrationSchema.parse(
      (
        await api(
          'POST',
          url,
          registration({
            category: 'FIRE_DETECTION',
            level: 'TECHNICIAN',
            number: 'FD-OLD',
            expiresOn: addDays(today, -3),
          }),
        )
      ).json(),
    );
    let alerts = await openAlerts();
    const mine = (id: string) => alerts.find((a) => a.cause_key === `REGISTRATION:${id}`);
    expect(mine(expiring.id)).toMatchObject({ severity: 'MEDIUM' });
    expect(mine(expiring.id)?.title).toContain('Alert Person');
    expect(mine(expired.id)).toMatchObject({ severity: 'HIGH', title: 'Registration expired: Alert Person' });
    // The alert shows on the dashboard's list of open alerts.
    const open = await api('GET', '/api/projects/alerts?page=1&pageSize=50');
    expect(open.statusCode).toBe(200);
    expect(JSON.stringify(open.json())).toContain('Registration expired: Alert Person');

    await api(
      'PUT',
      `${url}/${expiring.id}`,
      registration({ number: 'GS-EXP', expiresOn: addDays(today, 365) }),
    );
    await api('DELETE', `${url}/${expired.id}`);
    alerts = await openAlerts();
    expect(mine(expiring.id)).toBeUndefined();
    expect(mine(expired.id)).toBeUndefined();
    const after = await api('GET', '/api/projects/alerts?page=1&pageSize=50');
    expect(JSON.stringify(after.json())).not.toContain('Alert Person');
  });

  it('leave: add, list, delete, audited; the end before the start is 400', async () => {
    const url = `/api/personnel/${technicianPerson}/leave`;
    const before = await count('personnel_leave');
    const backwards = await api('POST', url, { startDate: addDays(today, 5), endDate: addDays(today, 4) });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error).toContain('End date must be on or after the start date');
    expect((await api('POST', url, { startDate: 'soon', endDate: addDays(today, 4) })).statusCode).toBe(400);
    expect(await count('personnel_leave')).toBe(before);
    const created = await api('POST', url, {
      startDate: addDays(today, 7),
      endDate: addDays(today, 9),
      reason: 'Annual leave',
    });
    expect(created.statusCode).toBe(201);
    const leave = created.json();
    expect(leave).toMatchObject({ personnelId: technicianPerson, reason: 'Annual leave' });
    expect((await api('GET', url)).json()).toEqual([leave]);
    expect((await api('DELETE', `${url}/${leave.id}`)).statusCode).toBe(204);
    expect((await api('DELETE', `${url}/${leave.id}`)).statusCode).toBe(404);
    expect((await api('GET', '/api/personnel/nobody/leave')).statusCode).toBe(404);
    const trail = await t.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity_id', '=', technicianPerson)
      .where('action', 'like', 'leave-%')
      .execute();
    expect(trail.map((r) => r.action).sort()).toEqual(['leave-create', 'leave-delete']);
  });

  it('working hours on a person: default, set, kept when left out, start before end', async () => {
    const created = (
      await api('POST', '/api/resources/personnel', {
        name: 'Hours Person',
        role: 'Technician',
        status: 'Available',
      })
    ).json();
    expect(created).toMatchObject({ workStart: '07:30', workEnd: '16:30' });
    const body = { name: 'Hours Person', role: 'Technician', status: 'Available' };
    const set = await api('PUT', `/api/resources/personnel/${created.id}`, {
      ...body,
      workStart: '06:45',
      workEnd: '15:15',
    });
    expect(set.json()).toMatchObject({ workStart: '06:45', workEnd: '15:15' });
    const kept = await api('PUT', `/api/resources/personnel/${created.id}`, {
      ...body,
      role: 'Senior Technician',
    });
    expect(kept.json()).toMatchObject({ workStart: '06:45', workEnd: '15:15', role: 'Senior Technician' });
    for (const bad of [
      { workStart: '16:00', workEnd: '08:00' },
      { workStart: '25:00', workEnd: '26:00' },
      { workStart: '08:00' },
    ]) {
      const response = await api('PUT', `/api/resources/personnel/${created.id}`, { ...body, ...bad });
      expect(response.statusCode).toBe(400);
    }
  });

  it("a site's area, place and access hours: both or neither, in range, from before to", async () => {
    const client = (
      await api('POST', '/api/clients', { name: 'Place Client', type: 'Commercial', status: 'Active' })
    ).json();
    const base = { name: 'Sandton Towers', address: '1 Rivonia Road, Sandton' };
    const sites = `/api/clients/${client.id}/sites`;
    for (const bad of [
      { latitude: -26.1 },
      { latitude: -91, longitude: 28 },
      { latitude: -26, longitude: 181 },
      { accessFrom: '07:00' },
      { accessFrom: '17:00', accessTo: '07:00' },
      { accessFrom: '7am', accessTo: '17:00' },
      { area: 'x'.repeat(81) },
    ])
      expect((await api('POST', sites, { ...base, ...bad })).statusCode).toBe(400);
    const site = (
      await api('POST', sites, {
        ...base,
        area: 'Sandton',
        latitude: -26.1076,
        longitude: 28.0567,
        accessFrom: '07:00',
        accessTo: '17:30',
      })
    ).json();
    expect(site).toMatchObject({
      area: 'Sandton',
      latitude: -26.1076,
      longitude: 28.0567,
      accessFrom: '07:00',
      accessTo: '17:30',
    });
    const plain = (await api('POST', sites, { ...base, name: 'No place' })).json();
    expect(plain).toMatchObject({
      area: '',
      latitude: null,
      longitude: null,
      accessFrom: null,
      accessTo: null,
    });
    // A change of one half is checked with the other half on record.
    expect((await api('PATCH', `/api/sites/${site.id}`, { accessTo: '06:00' })).statusCode).toBe(400);
    expect((await api('PATCH', `/api/sites/${site.id}`, { latitude: null })).statusCode).toBe(400);
    const cleared = await api('PATCH', `/api/sites/${site.id}`, {
      latitude: null,
      longitude: null,
      accessFrom: null,
      accessTo: null,
    });
    expect(cleared.json()).toMatchObject({
      latitude: null,
      longitude: null,
      accessFrom: null,
      accessTo: null,
      area: 'Sandton',
    });
  });

  it("the service report prints the technician's registration number, or that none is on record", async () => {
    const signature = await sharp({ create: { width: 300, height: 100, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    // The kit's visit is a DCP extinguisher: portable extinguishers, serviceman.
    await api(
      'POST',
      `/api/personnel/${technicianPerson}/registrations`,
      registration({ category: 'PORTABLE_EXTINGUISHERS', level: 'SERVICEMAN', number: 'PE-REPORT-42' }),
    );
    const { visitId } = await visitFor(t.app, office, technicianPerson);
    const { reportId } = await finishVisit(t.app, users.TECHNICIAN.token, visitId, signature);
    const text = await readPdfText((await api('GET', `/api/documents/download/${reportId}`)).rawPayload);
    expect(text).toContain('PE-REPORT-42');
    expect(text).toContain('Portable extinguishers');
    expect(text).not.toContain('GS-1001'); // gas suppression is not this visit's work

    const engineerPerson = await personOf(t.app, users.ENGINEER);
    const other = await visitFor(t.app, office, engineerPerson);
    const none = await finishVisit(t.app, users.ENGINEER.token, other.visitId, signature);
    const noneText = await readPdfText(
      (await api('GET', `/api/documents/download/${none.reportId}`)).rawPayload,
    );
    expect(noneText).toMatch(/SAQCC registration:?\s*None on record/);
  });
});

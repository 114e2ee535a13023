import { randomUUID } from 'node:crypto';
import { crc32 } from 'node:zlib';
import {
  addDays,
  assetResultSchema,
  defectSchema,
  todayInSouthAfrica,
  VISIT_STRINGS,
  VISIT_WORK_LIMITS,
  VISIT_WORK_STRINGS,
  visitDetailSchema,
  visitPhotoSchema,
  visitSchema,
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

const today = todayInSouthAfrica();

/** A multipart body as a phone's FormData sends it. */
function multipart(fields: Record<string, string>, file: { name: string; type: string; data: Buffer }) {
  const boundary = `----firebreak${randomUUID()}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    file.data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A PNG whose header claims 40,000 × 40,000 pixels: decoding it would take gigabytes. */
async function decompressionBomb(): Promise<Buffer> {
  const png = Buffer.from(
    await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } })
      .png()
      .toBuffer(),
  );
  // IHDR starts at byte 8: length (4), 'IHDR' (4), width (4), height (4), … then its CRC over type+data.
  png.writeUInt32BE(40_000, 16);
  png.writeUInt32BE(40_000, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

describe.each(engines)('visit work on %s', (engine) => {
  let t: TestApp;
  let users: Record<TestRole, RegisteredUser>;
  let manager: string;
  let technician: string;
  let siteId: string;
  let assetIds: string[];
  /** A: passes everything; B: a failed check and a defect; C: another person's. */
  let visitA: string;
  let visitB: string;
  let visitC: string;
  /** The service report numbers, in the order the tests complete visits. */
  const reportNumbers: string[] = [];
  let signaturePng: Buffer;

  const api = (
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    token = manager,
  ) =>
    t.app.inject({
      method,
      url,
      headers: bearer(token),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const detail = async (id: string, token = manager) => {
    const response = await api('GET', `/api/visits/${id}`, undefined, token);
    expect(response.statusCode).toBe(200);
    return visitDetailSchema.parse(response.json());
  };
  const putPhoto = (
    visitId: string,
    photoId: string,
    body: ReturnType<typeof multipart>,
    token = technician,
  ) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/visits/${visitId}/photos/${photoId}`,
      headers: { ...bearer(token), ...body.headers },
      payload: body.payload,
    });
  const count = async (table: 'visit_results' | 'visit_defects' | 'visit_photos', visitId: string) =>
    Number(
      (
        await t.database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('visit_id', '=', visitId)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const result = (
    checks: ('PASS' | 'FAIL' | 'NOT_TESTED')[],
    readings: { key: string; value: number }[] = [],
  ) => ({
    checks: checks.map((outcome, taskIndex) => ({ taskIndex, outcome })),
    readings,
    notes: 'Seal intact; hung on its bracket',
    recordedAt: '2026-03-02T08:15:00.000Z',
  });
  const sign = (visitId: string, png = signaturePng, token = technician) =>
    api(
      'PUT',
      `/api/visits/${visitId}/signature`,
      { signedBy: 'Thandi Mokoena', image: `data:image/png;base64,${png.toString('base64')}` },
      token,
    );

  beforeAll(async () => {
    t = await createTestApp(engine);
    users = await registerEachRole(t.app);
    manager = users.PROJECT_MANAGER.token;
    technician = users.TECHNICIAN.token;
    const technicianPerson = await qualify(t.app, await personOf(t.app, users.TECHNICIAN));
    const engineerPerson = await qualify(t.app, await personOf(t.app, users.ENGINEER));
    const client = await api('POST', '/api/clients', {
      name: 'Rosebank Mall Management',
      type: 'Commercial',
      status: 'Active',
    });
    const site = await api('POST', `/api/clients/${client.json().id}/sites`, {
      name: 'Rosebank Mall',
      address: '50 Bath Avenue, Rosebank, 2196',
      contactName: 'Thandi Mokoena',
      contactPhone: '011 555 0199',
      accessNotes: 'Centre management on level 1',
    });
    siteId = site.json().id;
    assetIds = [];
    for (const serial of ['DCP-1001', 'DCP-1002']) {
      const asset = await api('POST', `/api/sites/${siteId}/assets`, {
        type: 'EXTINGUISHER_DCP',
        make: 'Chubb',
        model: '4.5 kg DCP',
        serial,
        location: serial === 'DCP-1001' ? 'Food court' : 'Parking level P1',
        installedOn: addDays(today, -40),
      });
      expect(asset.statusCode).toBe(201);
      assetIds.push(asset.json().id);
    }
    const list = await api(
      'GET',
      `/api/visits?siteId=${siteId}&from=${addDays(today, -60)}&to=${addDays(today, 120)}`,
    );
    const visits = visitSchema.array().parse(list.json());
    const [a, b, c] = visits;
    if (!a || !b || !c) throw new Error('too few visits');
    [visitA, visitB, visitC] = [a.id, b.id, c.id];
    for (const [id, person] of [
      [visitA, technicianPerson],
      [visitB, technicianPerson],
      [visitC, engineerPerson],
    ] as const)
      expect(
        (await api('PATCH', `/api/visits/${id}`, { scheduledFor: addDays(today, 1), technicianId: person }))
          .statusCode,
      ).toBe(200);
    signaturePng = await sharp({ create: { width: 300, height: 100, channels: 4, background: '#ffffff00' } })
      .png()
      .toBuffer();
  });
  afterAll(async () => t?.close());

  it('starts a visit (idempotent); a technician cannot touch another person’s visit (404)', async () => {
    const started = await api('POST', `/api/visits/${visitA}/start`, undefined, technician);
    expect(started.statusCode).toBe(200);
    expect(started.json().status).toBe('IN_PROGRESS');
    const again = await api('POST', `/api/visits/${visitA}/start`, undefined, technician);
    expect(again.json()).toMatchObject({ status: 'IN_PROGRESS', updatedAt: started.json().updatedAt });

    const asset = assetIds[0];
    expect((await api('POST', `/api/visits/${visitC}/start`, undefined, technician)).statusCode).toBe(404);
    expect(
      (await api('PUT', `/api/visits/${visitC}/results/${asset}`, result(['PASS']), technician)).statusCode,
    ).toBe(404);
    expect((await sign(visitC)).statusCode).toBe(404);
    expect(
      (
        await api(
          'PUT',
          `/api/visits/${visitC}/defects/${randomUUID()}`,
          {
            assetId: null,
            severity: 'MINOR',
            description: 'Signage faded',
          },
          technician,
        )
      ).statusCode,
    ).toBe(404);
    expect((await api('GET', `/api/visits/${visitC}/signature.png`, undefined, technician)).statusCode).toBe(
      404,
    );
    expect((await api('POST', `/api/visits/${visitC}/complete`, undefined, technician)).statusCode).toBe(404);
    expect(await count('visit_results', visitC)).toBe(0);
    expect((await detail(visitC)).status).toBe('SCHEDULED');
  });

  it('refuses impossible results with a clear message and stores nothing', async () => {
    const visit = await detail(visitA, technician);
    const asset = visit.assets[0];
    if (!asset) throw new Error('no asset');
    expect(asset.readings.map((r) => r.key)).toEqual(['GAUGE_PRESSURE', 'GROSS_MASS']);
    const passes = asset.tasks.map(() => 'PASS' as const);
    const refusals: [unknown, string, string?][] = [
      [
        result(passes, [{ key: 'GAUGE_PRESSURE', value: 31 }]),
        VISIT_WORK_STRINGS.readingOutOfRange('Gauge pressure', 0, 30, 'bar'),
      ],
      [
        result(passes, [{ key: 'GROSS_MASS', value: -1 }]),
        VISIT_WORK_STRINGS.readingOutOfRange('Gross mass', 0, 150, 'kg'),
      ],
      [result(passes, [{ key: 'WATER_FLOW', value: 5 }]), VISIT_WORK_STRINGS.readingUnknown('WATER_FLOW')],
      [result([...passes, 'PASS']), VISIT_WORK_STRINGS.taskOutOfRange(asset.tasks.length)],
      [
        {
          ...result(passes),
          checks: [
            { taskIndex: 0, outcome: 'PASS' },
            { taskIndex: 0, outcome: 'FAIL' },
          ],
        },
        VISIT_WORK_STRINGS.taskRepeated(0),
      ],
      [result(passes), VISIT_WORK_STRINGS.assetNotOnVisit, 'not-an-asset'],
      [{ ...result(passes), recordedAt: 'yesterday' }, 'recordedAt must be an ISO date-time'],
    ];
    for (const [body, message, assetId = asset.id] of refusals) {
      const response = await api('PUT', `/api/visits/${visitA}/results/${assetId}`, body, technician);
      expect(response.statusCode, message).toBe(400);
      expect(response.json().error).toContain(message);
    }
    expect(await count('visit_results', visitA)).toBe(0);
  });

  it('stores a result once however often the phone replays it, and shows it on the visit', async () => {
    const visit = await detail(visitA, technician);
    const [first, second] = visit.assets;
    if (!first || !second) throw new Error('two assets expected');
    const body = result(
      first.tasks.map(() => 'PASS'),
      [
        { key: 'GAUGE_PRESSURE', value: 12.5 },
        { key: 'GROSS_MASS', value: 8.2 },
      ],
    );
    const one = await api('PUT', `/api/visits/${visitA}/results/${first.id}`, body, technician);
    expect(one.statusCode).toBe(200);
    expect(assetResultSchema.parse(one.json())).toMatchObject({ assetId: first.id, outcome: 'PASS' });
    const two = await api('PUT', `/api/visits/${visitA}/results/${first.id}`, body, technician);
    expect(two.json()).toEqual(one.json());
    expect(await count('visit_results', visitA)).toBe(1);
    // A changed result replaces the last one.
    const notTested = result(first.tasks.map((_, i) => (i === 0 ? 'NOT_TESTED' : 'PASS')));
    const changed = await api('PUT', `/api/visits/${visitA}/results/${first.id}`, notTested, technician);
    expect(changed.json().outcome).toBe('NOT_TESTED');
    await api('PUT', `/api/visits/${visitA}/results/${first.id}`, body, technician);
    // The office may record too.
    const office = await api(
      'PUT',
      `/api/visits/${visitA}/results/${second.id}`,
      result(second.tasks.map(() => 'PASS')),
    );
    expect(office.statusCode).toBe(200);
    expect(await count('visit_results', visitA)).toBe(2);
    const work = (await detail(visitA, technician)).work;
    expect(work.results.map((r) => r.assetId).sort()).toEqual([first.id, second.id].sort());
    expect(work.results.find((r) => r.assetId === first.id)?.readings).toEqual(body.readings);
  });

  it('records defects under the phone’s id: a replay is one row, another visit’s id is 409, delete is idempotent', async () => {
    const id = randomUUID();
    const body = { assetId: assetIds[0], severity: 'MINOR', description: 'Service label faded' };
    const created = await api('PUT', `/api/visits/${visitA}/defects/${id}`, body, technician);
    expect(created.statusCode).toBe(201);
    expect(defectSchema.parse(created.json())).toMatchObject({ id, status: 'OPEN', visitId: visitA });
    const replay = await api('PUT', `/api/visits/${visitA}/defects/${id}`, body, technician);
    expect(replay.statusCode).toBe(200);
    expect(await count('visit_defects', visitA)).toBe(1);
    const taken = await api('PUT', `/api/visits/${visitB}/defects/${id}`, body, technician);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe(VISIT_WORK_STRINGS.idTaken);
    expect(await count('visit_defects', visitB)).toBe(0);
    expect((await api('PUT', `/api/visits/${visitA}/defects/not-a-uuid`, body, technician)).statusCode).toBe(
      400,
    );
    expect(
      (
        await api(
          'PUT',
          `/api/visits/${visitA}/defects/${randomUUID()}`,
          { ...body, assetId: 'elsewhere' },
          technician,
        )
      ).statusCode,
    ).toBe(400);
    expect((await detail(visitA)).work.defects).toHaveLength(1);
    expect(
      (await api('DELETE', `/api/visits/${visitA}/defects/${id}`, undefined, technician)).statusCode,
    ).toBe(204);
    expect(
      (await api('DELETE', `/api/visits/${visitA}/defects/${id}`, undefined, technician)).statusCode,
    ).toBe(204);
    expect(await count('visit_defects', visitA)).toBe(0);
  });

  it('stores a photo upright, within 1600 px, as JPEG without its GPS data; a replay is one row', async () => {
    const taken = await sharp({ create: { width: 2400, height: 1800, channels: 3, background: '#c04020' } })
      .jpeg()
      .withExif({
        IFD0: { Make: 'PhoneCo', Model: 'Camera 9' },
        IFD3: {
          GPSLatitudeRef: 'S',
          GPSLatitude: '26/1 8/1 44/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '28/1 2/1 30/1',
        },
      })
      .toBuffer();
    const input = await sharp(taken).metadata();
    expect(input.exif?.includes(Buffer.from('PhoneCo'))).toBe(true);
    const photoId = randomUUID();
    const body = multipart(
      { assetId: assetIds[0] ?? '', caption: 'Gauge in the green' },
      {
        name: 'IMG_0001.jpg',
        type: 'image/jpeg',
        data: taken,
      },
    );
    const first = await putPhoto(visitA, photoId, body);
    expect(first.statusCode).toBe(201);
    const photo = visitPhotoSchema.parse(first.json());
    expect(photo).toMatchObject({
      width: 1600,
      height: 1200,
      caption: 'Gauge in the green',
      assetId: assetIds[0],
    });
    const replay = await putPhoto(visitA, photoId, body);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(first.json());
    expect(await count('visit_photos', visitA)).toBe(1);
    const elsewhere = await putPhoto(visitB, photoId, body);
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.json().error).toBe(VISIT_WORK_STRINGS.idTaken);
    expect(await count('visit_photos', visitB)).toBe(0);

    const stored = await api('GET', photo.url, undefined, technician);
    expect(stored.statusCode).toBe(200);
    expect(stored.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(stored.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1600, height: 1200 });
    expect(meta.exif).toBeUndefined();
    expect(stored.rawPayload.includes(Buffer.from('PhoneCo'))).toBe(false);
    // The report embeds a small copy, made from the same decode and as bare.
    const row = await t.database.db
      .selectFrom('visit_photos')
      .select('thumbnail')
      .where('id', '=', photoId)
      .executeTakeFirstOrThrow();
    const thumbnail = await sharp(Buffer.from(row.thumbnail)).metadata();
    expect(thumbnail).toMatchObject({ format: 'jpeg', width: 480, height: 360 });
    expect(thumbnail.exif).toBeUndefined();
    expect((await detail(visitA)).work.photos.map((p) => p.id)).toEqual([photoId]);
    expect((await api('GET', photo.url, undefined, users.ENGINEER.token)).statusCode).toBe(200);

    // A photo taken in error goes; removing it again is a no-op; another visit cannot remove it.
    const wrong = randomUUID();
    expect((await putPhoto(visitA, wrong, body)).statusCode).toBe(201);
    expect(await count('visit_photos', visitA)).toBe(2);
    expect(
      (await api('DELETE', `/api/visits/${visitB}/photos/${wrong}`, undefined, technician)).statusCode,
    ).toBe(409);
    for (let i = 0; i < 2; i++)
      expect(
        (await api('DELETE', `/api/visits/${visitA}/photos/${wrong}`, undefined, technician)).statusCode,
      ).toBe(204);
    expect((await detail(visitA)).work.photos.map((p) => p.id)).toEqual([photoId]);
  });

  it('refuses what is not a photo (415), over 20 MB (413, as JSON) and a decompression bomb (400)', async () => {
    const pdf = Buffer.from(
      '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
    );
    for (const data of [pdf, Buffer.from('just some text, honestly a photo')]) {
      const response = await putPhoto(
        visitA,
        randomUUID(),
        multipart({}, { name: 'photo.jpg', type: 'image/jpeg', data }),
      );
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({ error: VISIT_WORK_STRINGS.photoNotImage });
    }
    const huge = Buffer.concat([
      await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
        .jpeg()
        .toBuffer(),
      Buffer.alloc(21 * 1024 * 1024),
    ]);
    const tooLarge = await putPhoto(
      visitA,
      randomUUID(),
      multipart({}, { name: 'big.jpg', type: 'image/jpeg', data: huge }),
    );
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.headers['content-type']).toContain('application/json');
    expect(tooLarge.json()).toEqual({ error: VISIT_WORK_STRINGS.photoTooLarge });
    const bomb = await putPhoto(
      visitA,
      randomUUID(),
      multipart({}, { name: 'bomb.png', type: 'image/png', data: await decompressionBomb() }),
    );
    expect(bomb.statusCode).toBe(400);
    expect(bomb.json().error).toBe(VISIT_WORK_STRINGS.photoUnreadable);
    expect(await count('visit_photos', visitA)).toBe(1);
  });

  it('keeps the client’s signature once; refuses one that is not a PNG', async () => {
    const jpeg = await sharp({ create: { width: 30, height: 10, channels: 3, background: '#fff' } })
      .jpeg()
      .toBuffer();
    const wrong = await sign(visitA, jpeg);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe(VISIT_WORK_STRINGS.signatureInvalid);
    const tooBig = await sign(visitA, Buffer.concat([signaturePng, Buffer.alloc(600 * 1024)]));
    expect(tooBig.statusCode).toBe(400);
    expect((await detail(visitA)).work.signature).toBeNull();
    const first = await sign(visitA);
    expect(first.statusCode).toBe(200);
    const again = await sign(visitA);
    expect(again.json()).toEqual(first.json());
    expect((await detail(visitA)).work.signature).toEqual(first.json());
    const png = await api('GET', `/api/visits/${visitA}/signature.png`, undefined, technician);
    expect(png.headers['content-type']).toBe('image/png');
    // Kept as the parse pool re-encoded it (decision 0076): the same picture, on white, without alpha.
    const kept = await sharp(png.rawPayload).metadata();
    expect(kept).toMatchObject({ format: 'png', width: 300, height: 100, hasAlpha: false });
  });

  it('will not finish a visit without every result and the signature (400)', async () => {
    const visit = await detail(visitB, technician);
    const none = await api('POST', `/api/visits/${visitB}/complete`, undefined, technician);
    expect(none.statusCode).toBe(400);
    expect(none.json().error).toBe(VISIT_WORK_STRINGS.unrecorded(2));
    const [first, second] = visit.assets;
    if (!first || !second) throw new Error('two assets expected');
    // One check failed, and a major defect: a report, no certificate.
    await api(
      'PUT',
      `/api/visits/${visitB}/results/${first.id}`,
      result(first.tasks.map((_, i) => (i === 0 ? 'FAIL' : 'PASS'))),
      technician,
    );
    const one = await api('POST', `/api/visits/${visitB}/complete`, undefined, technician);
    expect(one.json().error).toBe(VISIT_WORK_STRINGS.unrecorded(1));
    await api(
      'PUT',
      `/api/visits/${visitB}/results/${second.id}`,
      result(second.tasks.map(() => 'PASS')),
      technician,
    );
    const unsigned = await api('POST', `/api/visits/${visitB}/complete`, undefined, technician);
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.json().error).toBe(VISIT_WORK_STRINGS.signatureNeeded);
    expect((await detail(visitB)).status).toBe('IN_PROGRESS');
  });

  it('completes with a searchable service report and, when everything passed, a certificate', async () => {
    const done = await api('POST', `/api/visits/${visitA}/complete`, undefined, technician);
    expect(done.statusCode).toBe(200);
    expect(done.json().status).toBe('COMPLETED');
    const { work } = await detail(visitA);
    expect(work.reportDocumentId).not.toBeNull();
    expect(work.certificateDocumentId).not.toBeNull();
    const docs = await t.database.db
      .selectFrom('documents')
      .select(['id', 'name', 'category', 'tags', 'searchable_content', 'text_status', 'extension'])
      .where('id', 'in', [work.reportDocumentId ?? '', work.certificateDocumentId ?? ''])
      .execute();
    const report = docs.find((d) => d.id === work.reportDocumentId);
    const certificate = docs.find((d) => d.id === work.certificateDocumentId);
    expect(report).toMatchObject({ category: 'Safety & Compliance', text_status: 'ready', extension: 'pdf' });
    expect(report?.tags).toContain('rosebank mall');
    for (const text of [
      'Rosebank Mall',
      'Rosebank Mall Management',
      'Gauge pressure: 12.5 bar',
      'DCP-1001',
      'Thandi Mokoena',
    ])
      expect(report?.searchable_content).toContain(text);
    expect(certificate?.searchable_content).toContain('SANS 1475');
    // Issue 27 item 12: a number a person can say (SR-YYYY-NNNN, the company's year), a summary, the
    // next service due and the technician's sign-off.
    const year = todayInSouthAfrica().slice(0, 4);
    const number = report?.searchable_content.match(/Report number: (SR-\d{4}-\d{4})/)?.[1];
    expect(number).toMatch(new RegExp(`^SR-${year}-\\d{4}$`));
    expect(report?.name).toContain(number);
    expect(certificate?.searchable_content).toContain(`Service report: ${number}`);
    expect(report?.searchable_content).toMatch(/Summary: \d+ assets?, 0 failed, 0 defects/);
    expect(report?.searchable_content).toContain('Next service due:');
    expect(report?.searchable_content).toContain('Technician sign-off');
    reportNumbers.push(number ?? '');
    // The library's search finds both by the site's name at once.
    const search = await api('GET', '/api/ai-search/keyword?q=Rosebank%20Mall&limit=10');
    expect(search.statusCode).toBe(200);
    const found = (search.json().results as { name: string }[]).map((r) => r.name);
    expect(found).toEqual(expect.arrayContaining([report?.name, certificate?.name]));
    const download = await api('GET', `/api/documents/download/${work.reportDocumentId}`);
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses every write after completion with 409 and changes nothing', async () => {
    const before = await detail(visitA);
    const asset = before.assets[0]?.id ?? '';
    const writes = [
      await api('POST', `/api/visits/${visitA}/complete`, undefined, technician),
      await api('POST', `/api/visits/${visitA}/start`, undefined, technician),
      await api('PUT', `/api/visits/${visitA}/results/${asset}`, result(['FAIL']), technician),
      await api(
        'PUT',
        `/api/visits/${visitA}/defects/${randomUUID()}`,
        { assetId: null, severity: 'CRITICAL', description: 'Late sync' },
        technician,
      ),
      await api('DELETE', `/api/visits/${visitA}/defects/${randomUUID()}`, undefined, technician),
      await api('DELETE', `/api/visits/${visitA}/photos/${randomUUID()}`, undefined, technician),
      await sign(visitA),
      await putPhoto(
        visitA,
        randomUUID(),
        multipart({}, { name: 'late.jpg', type: 'image/jpeg', data: signaturePng }),
      ),
      await api('PATCH', `/api/visits/${visitA}`, { notes: 'late' }),
    ];
    for (const response of writes) {
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toBe(VISIT_STRINGS.closed);
    }
    const after = await detail(visitA);
    expect(after.work).toEqual(before.work);
    expect(after.updatedAt).toBe(before.updatedAt);
  });

  it('a failed check or a defect gives a report without a certificate; the site lists its open defects', async () => {
    const defectId = randomUUID();
    await api(
      'PUT',
      `/api/visits/${visitB}/defects/${defectId}`,
      { assetId: assetIds[1], severity: 'MAJOR', description: 'Extinguisher discharged and not recharged' },
      technician,
    );
    expect((await sign(visitB)).statusCode).toBe(200);
    const done = await api('POST', `/api/visits/${visitB}/complete`, undefined, technician);
    expect(done.statusCode).toBe(200);
    const { work } = await detail(visitB);
    expect(work.reportDocumentId).not.toBeNull();
    expect(work.certificateDocumentId).toBeNull();
    const report = await t.database.db
      .selectFrom('documents')
      .select('searchable_content')
      .where('id', '=', work.reportDocumentId ?? '')
      .executeTakeFirstOrThrow();
    expect(report.searchable_content).toContain('Major — fix before the next visit');
    expect(report.searchable_content).toContain('Fail');
    expect(report.searchable_content).toMatch(
      /Summary: \d+ assets?, \d+ failed, (\d+ not tested, )?1 defect\b/,
    );
    // The next report takes the next number.
    const number = report.searchable_content.match(/Report number: (SR-(\d{4})-(\d{4}))/);
    const [, year, previous] = reportNumbers[0]?.match(/^SR-(\d{4})-(\d{4})$/) ?? [];
    expect(number?.[2]).toBe(year);
    expect(Number(number?.[3])).toBe(Number(previous) + 1);

    const open = await api('GET', `/api/sites/${siteId}/defects?status=OPEN`);
    expect(open.statusCode).toBe(200);
    expect(
      defectSchema
        .array()
        .parse(open.json())
        .map((d) => d.id),
    ).toEqual([defectId]);
    expect((await api('GET', `/api/sites/${siteId}/defects?status=RESOLVED`)).json()).toEqual([]);
    expect((await api('GET', `/api/sites/${siteId}/defects?status=maybe`)).statusCode).toBe(400);
    expect((await api('GET', '/api/sites/nowhere/defects')).statusCode).toBe(404);
  });

  it('holds at most 200 photos a visit', async () => {
    const stored = await t.database.db
      .selectFrom('visit_photos')
      .select(['data', 'thumbnail', 'width', 'height'])
      .where('visit_id', '=', visitA)
      .executeTakeFirstOrThrow();
    const now = new Date().toISOString();
    // Visit C is open; fill it to the limit directly (200 uploads would only test the loop).
    await t.database.db
      .insertInto('visit_photos')
      .values(
        Array.from({ length: VISIT_WORK_LIMITS.photosPerVisitMax }, () => ({
          id: randomUUID(),
          visit_id: visitC,
          asset_id: null,
          defect_id: null,
          caption: '',
          width: stored.width,
          height: stored.height,
          data: stored.data,
          thumbnail: stored.thumbnail,
          created_at: now,
        })),
      )
      .execute();
    const jpeg = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#888' } })
      .jpeg()
      .toBuffer();
    const over = await putPhoto(
      visitC,
      randomUUID(),
      multipart({}, { name: 'one-more.jpg', type: 'image/jpeg', data: jpeg }),
      manager,
    );
    expect(over.statusCode).toBe(400);
    expect(over.json().error).toBe(VISIT_WORK_STRINGS.photoLimit);
    await t.database.db.deleteFrom('visit_photos').where('visit_id', '=', visitC).execute();
  });

  it('two completions at once: one wins, the other is 409, and one report is filed', async () => {
    const visit = await detail(visitC);
    for (const asset of visit.assets)
      await api('PUT', `/api/visits/${visitC}/results/${asset.id}`, result(asset.tasks.map(() => 'PASS')));
    expect((await sign(visitC, signaturePng, manager)).statusCode).toBe(200);
    const before = await t.database.db
      .selectFrom('documents')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const answers = await Promise.all([
      api('POST', `/api/visits/${visitC}/complete`),
      api('POST', `/api/visits/${visitC}/complete`, undefined, users.ADMIN.token),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const after = await t.database.db
      .selectFrom('documents')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    // The report and, everything having passed, the certificate: once.
    expect(Number(after.n) - Number(before.n)).toBe(2);
    const { work } = await detail(visitC);
    expect(work.reportDocumentId).not.toBeNull();
    expect(work.certificateDocumentId).not.toBeNull();
  });

  it('a result racing a completion is either in the report or refused with 409, never lost', async () => {
    const list = await api(
      'GET',
      `/api/visits?siteId=${siteId}&from=${addDays(today, -60)}&to=${addDays(today, 120)}`,
    );
    const open = visitSchema
      .array()
      .parse(list.json())
      .find((v) => v.status === 'DUE' || v.status === 'SCHEDULED');
    if (!open) throw new Error('no open visit left');
    const visit = await detail(open.id);
    const [first, second] = visit.assets;
    if (!first || !second) throw new Error('two assets expected');
    await api('PUT', `/api/visits/${open.id}/results/${first.id}`, result(first.tasks.map(() => 'PASS')));
    await api('PUT', `/api/visits/${open.id}/results/${second.id}`, result(second.tasks.map(() => 'PASS')));
    expect((await sign(open.id, signaturePng, manager)).statusCode).toBe(200);
    const late = { ...result(first.tasks.map(() => 'PASS')), notes: 'Late note from the phone' };
    const [completed, written] = await Promise.all([
      api('POST', `/api/visits/${open.id}/complete`),
      api('PUT', `/api/visits/${open.id}/results/${first.id}`, late),
    ]);
    expect(completed.statusCode).toBe(200);
    const { work } = await detail(open.id);
    const report = await t.database.db
      .selectFrom('documents')
      .select('searchable_content')
      .where('id', '=', work.reportDocumentId ?? '')
      .executeTakeFirstOrThrow();
    if (written.statusCode === 200) expect(report.searchable_content).toContain('Late note from the phone');
    else {
      expect(written.statusCode).toBe(409);
      expect(report.searchable_content).not.toContain('Late note from the phone');
      expect(work.results.find((r) => r.assetId === first.id)?.notes).not.toBe('Late note from the phone');
    }
  });
});

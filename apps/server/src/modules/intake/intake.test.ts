/**
 * Paperwork intake (issue 32, decision 0094), end to end through the routes: a batch is stored in the
 * library linked to the site and read; a file that is not a document is refused on its own; the review's
 * answer writes assets, their records and the audit in one transaction; the schedule follows the paper's
 * service date; the same serial lands on the asset already there; a certificate read twice is a 409 that
 * writes nothing; who may add and who may accept.
 */
import {
  INTAKE_MESSAGES,
  type IntakeAcceptResult,
  type IntakeBatch,
  type IntakeFile,
  intakeBatchSchema,
  todayInSouthAfrica,
} from '@firebreak/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createClient,
  type RegisteredUser,
  registerEachRole,
  type TestRole,
} from '../../test/factories';
import { blankPng, manyPagePdf, pngWithTextBomb, smallDocx } from '../../test/hostile-files';
import { createTestApp, engines, type TestApp } from '../../test/test-app';
import { serviceCertificate } from './test-papers';

type Upload = { name: string; data: Buffer; type: string };

function batchBody(files: readonly Upload[]) {
  const boundary = `----intake${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const file of files)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe.each(engines)('paperwork intake on %s', (engine) => {
  let t: TestApp;
  let users: Record<TestRole, RegisteredUser>;
  let office: string;
  let siteId: string;

  const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const upload = (token: string, site: string, files: readonly Upload[]) => {
    const body = batchBody(files);
    return t.app.inject({
      method: 'POST',
      url: `/api/sites/${site}/intake`,
      headers: { ...bearer(token), ...body.headers },
      payload: body.payload,
    });
  };
  /** Reads the batch until no file waits (the test's own timeout is the only limit). */
  const settled = async (batchId: string): Promise<IntakeBatch> => {
    for (;;) {
      const response = await call('GET', `/api/intake/${batchId}`, office);
      expect(response.statusCode).toBe(200);
      const batch = intakeBatchSchema.parse(response.json());
      if (batch.counts.reading === 0) return batch;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const count = async (table: 'assets' | 'asset_records' | 'intake_batches' | 'documents') =>
    Number(
      (
        await t.database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const newSite = async (name: string) => {
    const client = await createClient(t.app, office);
    const response = await call('POST', `/api/clients/${client.id}/sites`, office, {
      name,
      address: '1 Rivonia Road, Sandton',
    });
    expect(response.statusCode).toBe(201);
    return (response.json() as { id: string }).id;
  };
  type Answer = { id: string; action: 'accept' | 'edit' | 'reject'; value?: string | undefined };
  const acceptAll = (file: IntakeFile, edits: Record<string, string> = {}) => ({
    fileId: file.id,
    action: 'accept' as const,
    fields: file.fields.map(
      (field): Answer =>
        field.id in edits
          ? { id: field.id, action: 'edit' as const, value: edits[field.id] }
          : { id: field.id, action: 'accept' as const },
    ),
  });
  const value = (file: IntakeFile, id: string) => file.fields.find((field) => field.id === id)?.value;

  beforeAll(async () => {
    t = await createTestApp(engine);
    users = await registerEachRole(t.app);
    office = users.PROJECT_MANAGER.token;
    siteId = await newSite('Sandton Towers');
  });
  afterAll(async () => t?.close());

  it('reads a certificate into proposals with their words and page; the review writes assets, records and the audit, and the schedule follows', async () => {
    const certificate = await serviceCertificate({
      certificate: 'FS-2026-00412',
      date: '12/03/2026',
      rows: [
        { serial: 'AB12345', type: '9 kg DCP', location: 'Ground floor lobby', pressure: '14 bar' },
        { serial: 'CD67890', type: '9 kg DCP', location: 'Parking level 1', pressure: '1400 kPa' },
      ],
    });
    const response = await upload(office, siteId, [
      { name: 'service-2026.pdf', data: certificate, type: 'application/pdf' },
      { name: 'notes.txt', data: Buffer.from('just words, not a document'), type: 'text/plain' },
    ]);
    expect(response.statusCode).toBe(201);
    const created = intakeBatchSchema.parse(response.json());
    expect(created.files.map((f) => f.fileName)).toEqual(['service-2026.pdf', 'notes.txt']);
    expect(created.files[1]).toMatchObject({ status: 'FAILED', error: INTAKE_MESSAGES.unsupported });

    const batch = await settled(created.id);
    const [file] = batch.files;
    expect(file?.status).toBe('PROPOSED');
    expect(file?.kind).toBe('SERVICE_CERTIFICATE');
    if (!file) throw new Error('no file');
    expect(value(file, 'document.certificateNumber')).toBe('FS-2026-00412');
    expect(value(file, 'document.serviceDate')).toBe('2026-03-12');
    const serial = file.fields.find((field) => field.key === 'serial' && field.value === 'AB12345');
    expect(serial).toMatchObject({ page: 1, words: 'AB12345' });
    expect(serial?.box?.[0]).toBeGreaterThan(0);
    // The library holds the file, linked to the site, with its text.
    const document = await call('GET', `/api/documents?siteId=${siteId}`, office);
    expect(JSON.stringify(document.json())).toContain('service-2026');

    // The office corrects the second serial and accepts the rest.
    const second = file.fields.find((field) => field.key === 'serial' && field.value === 'CD67890');
    if (!second) throw new Error('second serial not proposed');
    const accepted = await call('POST', `/api/intake/${batch.id}/accept`, office, {
      files: [acceptAll(file, { [second.id]: 'CD67891' })],
    });
    expect(accepted.statusCode).toBe(200);
    const result = accepted.json() as IntakeAcceptResult;
    expect(result.assetsCreated).toBe(2);
    expect(result.records).toBe(2);
    expect(result.batch.files[0]?.status).toBe('ACCEPTED');

    const assets = await t.database.db
      .selectFrom('assets')
      .select(['serial', 'asset_type', 'location', 'source_document_id'])
      .where('site_id', '=', siteId)
      .orderBy('serial')
      .execute();
    expect(assets.map((a) => a.serial)).toEqual(['AB12345', 'CD67891']);
    expect(
      assets.every((a) => a.asset_type === 'EXTINGUISHER_DCP' && a.source_document_id === file.documentId),
    ).toBe(true);
    const records = await t.database.db
      .selectFrom('asset_records')
      .select(['serviced_on', 'certificate_number', 'readings'])
      .where('site_id', '=', siteId)
      .execute();
    expect(records).toHaveLength(2);
    expect(
      records.every((r) => r.serviced_on === '2026-03-12' && r.certificate_number === 'FS-2026-00412'),
    ).toBe(true);
    expect(records.map((r) => JSON.parse(r.readings).GAUGE_PRESSURE).sort()).toEqual([14, 14]);

    // The annual service is next due a year after the paper's date, as the review said it would be.
    const annual = file.nextDue.find((due) => due.frequency === 'Annual');
    expect(annual?.date).toBe('2027-03-12');
    // The schedule starts from the paper, not from the day the site was set up: the monthly check is owed
    // since a month after the service, and no annual visit comes before a year after it.
    const visits = await t.database.db
      .selectFrom('inspection_visits')
      .select(['due_date', 'frequencies'])
      .where('site_id', '=', siteId)
      .execute();
    expect(visits.some((v) => v.due_date === '2026-04-12' && v.frequencies.includes('MONTHLY'))).toBe(true);
    expect(
      visits.filter((v) => v.frequencies.includes('ANNUAL')).every((v) => v.due_date >= '2027-03-12'),
    ).toBe(true);
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['entity', 'action'])
      .where('entity', 'in', ['intake-file', 'asset-record', 'asset'])
      .execute();
    expect(audit.filter((a) => a.entity === 'intake-file' && a.action === 'accept')).toHaveLength(1);
    expect(audit.filter((a) => a.entity === 'asset-record')).toHaveLength(2);
    expect(audit.filter((a) => a.entity === 'asset' && a.action === 'create').length).toBeGreaterThanOrEqual(
      2,
    );
  });

  it('catches the same serial (recorded onto the asset there) and the same certificate twice (409, nothing written)', async () => {
    const again = await serviceCertificate({
      certificate: 'FS-2026-00412',
      date: '12/03/2026',
      rows: [{ serial: 'AB12345', type: '9 kg DCP', location: 'Ground floor lobby', pressure: '14 bar' }],
    });
    const created = intakeBatchSchema.parse(
      (await upload(office, siteId, [{ name: 'copy.pdf', data: again, type: 'application/pdf' }])).json(),
    );
    const batch = await settled(created.id);
    const file = batch.files[0];
    if (!file) throw new Error('no file');
    const messages = file.duplicates.map((d) => d.message);
    expect(messages.some((m) => m.includes('AB12345'))).toBe(true);
    expect(messages.some((m) => m.includes('FS-2026-00412'))).toBe(true);

    const before = { assets: await count('assets'), records: await count('asset_records') };
    const clash = await call('POST', `/api/intake/${batch.id}/accept`, office, { files: [acceptAll(file)] });
    expect(clash.statusCode).toBe(409);
    expect((clash.json() as { conflicts: unknown[] }).conflicts.length).toBeGreaterThan(0);
    expect({ assets: await count('assets'), records: await count('asset_records') }).toEqual(before);

    // Without the certificate number, the record lands on the asset already holding the serial.
    const certificateField = file.fields.find((f) => f.id === 'document.certificateNumber');
    const answer = acceptAll(file);
    answer.fields = answer.fields.map((f) =>
      f.id === certificateField?.id ? { id: f.id, action: 'reject' as const } : f,
    );
    const ok = await call('POST', `/api/intake/${batch.id}/accept`, office, { files: [answer] });
    expect(ok.statusCode).toBe(200);
    expect((ok.json() as IntakeAcceptResult).assetsCreated).toBe(0);
    expect(await count('assets')).toBe(before.assets);
    expect(await count('asset_records')).toBe(before.records + 1);
    // Decided once: a second answer is a 409.
    const twice = await call('POST', `/api/intake/${batch.id}/accept`, office, { files: [answer] });
    expect(twice.statusCode).toBe(409);
  });

  it('refuses bad answers with a 400 that writes nothing', async () => {
    const paper = await serviceCertificate({
      certificate: 'FS-2026-00999',
      date: '01/02/2026',
      rows: [{ serial: 'ZZ00001', type: '9 kg DCP', location: 'Kitchen', pressure: '14 bar' }],
    });
    const created = intakeBatchSchema.parse(
      (await upload(office, siteId, [{ name: 'other.pdf', data: paper, type: 'application/pdf' }])).json(),
    );
    const file = (await settled(created.id)).files[0];
    if (!file) throw new Error('no file');
    const before = await count('assets');
    const dateField = file.fields.find((f) => f.id === 'document.serviceDate');
    for (const body of [
      { files: [{ fileId: file.id, action: 'accept', fields: [{ id: 'asset:0.nope', action: 'accept' }] }] },
      {
        files: [
          { ...acceptAll(file), fields: [{ id: dateField?.id ?? '', action: 'edit', value: '2026-02-30' }] },
        ],
      },
      { files: [{ fileId: file.id, action: 'maybe' }] },
      { files: [] },
    ]) {
      const response = await call('POST', `/api/intake/${created.id}/accept`, office, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toHaveProperty('error');
    }
    expect(await count('assets')).toBe(before);
    const other = await call('POST', `/api/intake/${created.id}/accept`, office, {
      files: [{ fileId: 'not-in-batch', action: 'reject' }],
    });
    expect(other.statusCode).toBe(404);
  });

  it('refuses hostile files one by one, as the library does, and reads the rest of the batch', async () => {
    const good = await serviceCertificate({
      certificate: 'FS-2026-07777',
      date: '03/04/2026',
      rows: [{ serial: 'HX-1', type: '9 kg DCP', location: 'Foyer', pressure: '14 bar' }],
    });
    const encrypted = Buffer.from(
      good.toString('latin1').replace('trailer\n<<', 'trailer\n<< /Encrypt << /Filter /Standard >>'),
      'latin1',
    );
    const response = await upload(office, siteId, [
      { name: 'docx-as-paper.docx', data: smallDocx('not paperwork'), type: 'application/octet-stream' },
      { name: 'huge-photo.png', data: blankPng(8000, 7500), type: 'image/png' },
      { name: 'bomb.png', data: pngWithTextBomb(blankPng(100, 100), 64), type: 'image/png' },
      { name: 'locked.pdf', data: encrypted, type: 'application/pdf' },
      { name: 'ten-thousand-pages.pdf', data: manyPagePdf(10_000), type: 'application/pdf' },
      { name: 'good.pdf', data: good, type: 'application/pdf' },
    ]);
    expect(response.statusCode).toBe(201);
    const batch = await settled(intakeBatchSchema.parse(response.json()).id);
    const byName = new Map(batch.files.map((file) => [file.fileName, file]));
    expect(byName.get('docx-as-paper.docx')).toMatchObject({
      status: 'FAILED',
      error: INTAKE_MESSAGES.unsupported,
    });
    expect(byName.get('huge-photo.png')).toMatchObject({
      status: 'FAILED',
      error: INTAKE_MESSAGES.photoTooLarge,
    });
    expect(byName.get('locked.pdf')?.status).toBe('FAILED');
    expect(byName.get('locked.pdf')?.error).toMatch(/password|encrypt/i);
    // A 10,000-page PDF is read as far as paperwork goes (its first pages), not refused whole.
    expect(['PROPOSED', 'FAILED']).toContain(byName.get('ten-thousand-pages.pdf')?.status);
    expect(['PROPOSED', 'FAILED']).toContain(byName.get('bomb.png')?.status);
    const read = byName.get('good.pdf');
    expect(read?.status).toBe('PROPOSED');
    expect(read?.fields.some((field) => field.value === 'HX-1')).toBe(true);
    // The server still answers.
    expect((await call('GET', `/api/intake/${batch.id}`, office)).statusCode).toBe(200);
  });

  it('reads at the next start a batch a restart cut short between storing its files and reading them', async () => {
    const paper = await serviceCertificate({
      certificate: 'FS-2026-05555',
      date: '03/04/2026',
      rows: [{ serial: 'RS-1', type: '9 kg DCP', location: 'Plant room', pressure: '14 bar' }],
    });
    const created = intakeBatchSchema.parse(
      (await upload(office, siteId, [{ name: 'restart.pdf', data: paper, type: 'application/pdf' }])).json(),
    );
    await settled(created.id);
    // As the server would have left it had it stopped after storing the file: no job, nothing read.
    const file = created.files[0];
    if (!file) throw new Error('no file');
    await t.database.db
      .updateTable('intake_files')
      .set({ status: 'QUEUED', job_id: null, kind: null, fields: '[]', pages: '[]' })
      .where('id', '=', file.id)
      .execute();
    const next = await createTestApp(engine, { DATA_DIR: t.config.dataDir }, { shareDatabaseWith: t });
    try {
      for (;;) {
        const response = await next.app.inject({
          method: 'GET',
          url: `/api/intake/${created.id}`,
          headers: bearer(office),
        });
        const batch = intakeBatchSchema.parse(response.json());
        if (batch.counts.reading === 0) {
          expect(batch.files[0]?.status).toBe('PROPOSED');
          expect(batch.files[0]?.fields.some((field) => field.value === 'RS-1')).toBe(true);
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    } finally {
      await next.close();
    }
  });

  it('lets the office add to any site, a technician only where visiting; only the office accepts', async () => {
    const paper = await serviceCertificate({
      certificate: 'FS-1',
      date: '01/02/2026',
      rows: [{ serial: 'T1', type: '9 kg DCP', location: 'Gate', pressure: '14 bar' }],
    });
    const files = [{ name: 'p.pdf', data: paper, type: 'application/pdf' }];
    const technician = users.TECHNICIAN.token;
    const batches = await count('intake_batches');
    const refused = await upload(technician, siteId, files);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: INTAKE_MESSAGES.noPermission });
    expect(await count('intake_batches')).toBe(batches);

    // Booked there today: the technician may add.
    const person = await t.database.db
      .selectFrom('personnel')
      .select('id')
      .where('user_id', '=', users.TECHNICIAN.user.id)
      .executeTakeFirstOrThrow();
    const visit = await t.database.db
      .selectFrom('inspection_visits')
      .select('id')
      .where('site_id', '=', siteId)
      .where('status', '=', 'DUE')
      .executeTakeFirstOrThrow();
    await t.database.db
      .updateTable('inspection_visits')
      .set({ status: 'SCHEDULED', technician_id: person.id, scheduled_for: todayInSouthAfrica() })
      .where('id', '=', visit.id)
      .execute();
    const added = await upload(technician, siteId, files);
    expect(added.statusCode).toBe(201);
    const batchId = (added.json() as IntakeBatch).id;
    expect((await call('GET', `/api/intake/${batchId}`, technician)).statusCode).toBe(200);
    const accept = await call('POST', `/api/intake/${batchId}/accept`, technician, {
      files: [{ fileId: (added.json() as IntakeBatch).files[0]?.id, action: 'reject' }],
    });
    expect(accept.statusCode).toBe(403);
    // Another technician's batch is not theirs to see.
    expect((await call('GET', `/api/intake/${batchId}`, users.ENGINEER.token)).statusCode).toBe(404);
    const nothing = await t.app.inject({
      method: 'POST',
      url: `/api/sites/${siteId}/intake`,
      headers: { ...bearer(office), 'content-type': 'application/json' },
      payload: {},
    });
    expect(nothing.statusCode).toBe(400);
    expect((await upload(office, 'no-such-site', files)).statusCode).toBe(404);
  });
});

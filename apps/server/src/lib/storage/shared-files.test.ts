/**
 * Issue 25 §9: two instances with their own DATA_DIRs share one database and one S3 bucket (a real
 * S3 protocol server, s3rver, started here). What one stores the other reads, and a lost local disk
 * loses nothing: a third instance with an empty DATA_DIR serves every file.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import {
  addDays,
  type HandbookData,
  todayInSouthAfrica,
  visitDetailSchema,
  visitSchema,
} from '@firebreak/shared';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FULL, processPdf, waitForJob } from '../../modules/document-processing/test-helpers';
import { makePdf, multipartBody } from '../../modules/handbook/test-pdfs';
import {
  bearer,
  personOf,
  qualify,
  type RegisteredUser,
  registerEachRole,
  type TestRole,
  waitForText,
} from '../../test/factories';
import { startS3Server, type TestS3 } from '../../test/s3-server';
import { createTestApp, engines, type TestApp } from '../../test/test-app';
import { createS3FileStore } from './s3-file-store';

const today = todayInSouthAfrica();

/** What is left in a DATA_DIR besides the SQLite database (which is not a stored file). */
const localFiles = (dataDir: string) => readdirSync(dataDir).filter((name) => !name.startsWith('app.db'));

describe.each(engines)('files shared by two instances through S3 on %s', (engine) => {
  let s3: TestS3;
  let a: TestApp;
  let b: TestApp;
  let users: Record<TestRole, RegisteredUser>;
  const stored: { documentId: string; data: Buffer }[] = [];
  let photoUrl = '';
  let photo: Buffer;
  let handbookTitle = '';

  const call = (
    app: FastifyInstance,
    method: 'GET' | 'POST' | 'PATCH' | 'PUT',
    url: string,
    token: string,
    payload?: unknown,
  ) =>
    app.inject({
      method,
      url,
      headers: bearer(token),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const download = async (app: FastifyInstance, documentId: string) => {
    const response = await call(app, 'GET', `/api/documents/download/${documentId}`, users.ENGINEER.token);
    expect(response.statusCode).toBe(200);
    return response.rawPayload;
  };

  beforeAll(async () => {
    s3 = await startS3Server();
    a = await createTestApp(engine, s3.env);
    b = await createTestApp(engine, s3.env, { shareDatabaseWith: a });
    users = await registerEachRole(a.app);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await s3?.stop();
  });

  it('a document uploaded through A downloads through B; its text is read; nothing is kept on A’s disk', async () => {
    const pdf = await makePdf({
      pages: ['Deluge valve trip test: the zebrafinch procedure.'],
      title: 'Deluge',
    });
    const body = multipartBody(
      { name: 'Deluge valve.pdf', data: pdf },
      { category: 'Operations', department: 'Operations', name: 'Deluge valve trip test' },
    );
    const uploaded = await a.app.inject({
      method: 'POST',
      url: '/api/documents',
      headers: { ...bearer(users.PROJECT_MANAGER.token), ...body.headers },
      payload: body.payload,
    });
    expect(uploaded.statusCode).toBe(201);
    const document = uploaded.json();
    stored.push({ documentId: document.uuid, data: pdf });
    expect((await download(b.app, document.uuid)).equals(pdf)).toBe(true);
    // The parse child read it from the bucket (a temporary copy): its words are searchable.
    const text = await waitForText(a.app, users.PROJECT_MANAGER.token, document.uuid);
    expect(text.searchableContent).toContain('zebrafinch');
    expect(localFiles(a.config.dataDir).filter((name) => name !== 'tmp')).toEqual([]);
    const scratch = path.join(a.config.dataDir, 'tmp');
    expect(existsSync(scratch) ? readdirSync(scratch) : []).toEqual([]);
  });

  it('a visit’s photo, signature and service report written through A are read through B', async () => {
    const manager = users.PROJECT_MANAGER.token;
    const technician = users.TECHNICIAN.token;
    const client = await call(a.app, 'POST', '/api/clients', manager, {
      name: 'Sandton Towers Body Corporate',
      type: 'Commercial',
      status: 'Active',
    });
    const site = await call(a.app, 'POST', `/api/clients/${client.json().id}/sites`, manager, {
      name: 'Sandton Towers',
      address: '1 Rivonia Road, Sandton, 2196',
      contactName: 'Lerato Dube',
      contactPhone: '011 555 0100',
      accessNotes: 'Security desk at the main entrance',
    });
    const siteId = site.json().id;
    const asset = await call(a.app, 'POST', `/api/sites/${siteId}/assets`, manager, {
      type: 'EXTINGUISHER_DCP',
      make: 'Chubb',
      model: '4.5 kg DCP',
      serial: 'DCP-2001',
      location: 'Lobby',
      installedOn: addDays(today, -40),
    });
    expect(asset.statusCode).toBe(201);
    const list = await call(
      a.app,
      'GET',
      `/api/visits?siteId=${siteId}&from=${addDays(today, -60)}&to=${addDays(today, 120)}`,
      manager,
    );
    const visitId = visitSchema.array().parse(list.json())[0]?.id ?? '';
    const person = await qualify(a.app, await personOf(a.app, users.TECHNICIAN));
    expect(
      (
        await call(a.app, 'PATCH', `/api/visits/${visitId}`, manager, {
          scheduledFor: today,
          technicianId: person,
        })
      ).statusCode,
    ).toBe(200);
    expect((await call(a.app, 'POST', `/api/visits/${visitId}/start`, technician)).statusCode).toBe(200);
    const detail = visitDetailSchema.parse(
      (await call(a.app, 'GET', `/api/visits/${visitId}`, technician)).json(),
    );
    for (const covered of detail.assets) {
      const result = await call(a.app, 'PUT', `/api/visits/${visitId}/results/${covered.id}`, technician, {
        checks: covered.tasks.map((_task, taskIndex) => ({ taskIndex, outcome: 'PASS' })),
        readings: [{ key: 'GAUGE_PRESSURE', value: 12.5 }],
        notes: 'Seal intact',
        recordedAt: new Date().toISOString(),
      });
      expect(result.statusCode, result.body).toBeLessThan(300);
    }
    const signature = await sharp({
      create: { width: 300, height: 100, channels: 4, background: '#ffffff00' },
    })
      .png()
      .toBuffer();
    const signed = await call(a.app, 'PUT', `/api/visits/${visitId}/signature`, technician, {
      signedBy: 'Lerato Dube',
      image: `data:image/png;base64,${signature.toString('base64')}`,
    });
    expect(signed.statusCode).toBe(200);
    const taken = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#c04020' } })
      .jpeg()
      .toBuffer();
    const boundary = `----firebreak${randomUUID()}`;
    const photoBody = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="lobby.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      taken,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    photoUrl = `/api/visits/${visitId}/photos/${randomUUID()}`;
    const put = await a.app.inject({
      method: 'PUT',
      url: photoUrl,
      headers: { ...bearer(technician), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: photoBody,
    });
    expect(put.statusCode).toBe(201);
    const done = await call(a.app, 'POST', `/api/visits/${visitId}/complete`, technician);
    expect(done.statusCode).toBe(200);

    const fromB = visitDetailSchema.parse(
      (await call(b.app, 'GET', `/api/visits/${visitId}`, manager)).json(),
    );
    const reportId = fromB.work.reportDocumentId ?? '';
    const report = await download(b.app, reportId);
    expect(report.subarray(0, 5).toString()).toBe('%PDF-');
    stored.push({ documentId: reportId, data: report });
    // What is kept is the parse pool's re-encoding (decision 0076): the same bytes through either.
    const png = await call(b.app, 'GET', `/api/visits/${visitId}/signature.png`, manager);
    const pngFromA = await call(a.app, 'GET', `/api/visits/${visitId}/signature.png`, manager);
    expect(png.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect(png.rawPayload.equals(pngFromA.rawPayload)).toBe(true);
    const seen = await call(b.app, 'GET', photoUrl, manager);
    expect(seen.statusCode).toBe(200);
    photo = seen.rawPayload;
    expect(photo.subarray(0, 2).toString('hex')).toBe('ffd8');
  });

  it('a processing run kept by A is added to the library through B', async () => {
    const pdf = await makePdf({ pages: ['Hydrant flow test: the marmosetvalve reading.'], title: 'Hydrant' });
    const token = users.ADMIN.token;
    const submitted = await processPdf(a.app, token, pdf, { ...FULL, useOCR: 'false' }, 'hydrant-flow.pdf');
    expect(submitted.statusCode).toBeLessThan(300);
    const jobId = submitted.statusCode === 202 ? submitted.json().jobId : submitted.json().jobId;
    const job = await waitForJob(a.app, token, jobId);
    expect(job.status).toBe('completed');
    const added = await call(b.app, 'POST', `/api/document-processing/jobs/${job.id}/add-to-library`, token, {
      category: 'Safety & Compliance',
      department: 'Operations',
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().searchableContent).toContain('marmosetvalve');
    const documentId = added.json().uuid;
    expect((await download(b.app, documentId)).equals(pdf)).toBe(true);
    stored.push({ documentId, data: pdf });
  });

  it('a handbook uploaded through A is served by B, and B can roll it back and forward', async () => {
    handbookTitle = `Company handbook ${randomUUID().slice(0, 6)}`;
    const pdf = await makePdf({
      title: handbookTitle,
      pages: ['Sprinkler head spacing for ordinary hazard.', 'Pump test procedure for diesel pumps.'],
    });
    const body = multipartBody({ name: 'company-handbook.pdf', data: pdf });
    const uploaded = await a.app.inject({
      method: 'POST',
      url: '/api/handbook',
      headers: { ...bearer(users.ADMIN.token), ...body.headers },
      payload: body.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const served = await call(b.app, 'GET', '/searchable_content.json', users.ENGINEER.token);
    expect((served.json() as HandbookData).document_info.title).toBe(handbookTitle);
    expect((await call(b.app, 'POST', '/api/handbook/rollback', users.ADMIN.token)).json().source).toBe(
      'builtin',
    );
    expect((await call(a.app, 'GET', '/api/handbook', users.ENGINEER.token)).json().source).toBe('builtin');
    expect((await call(a.app, 'POST', '/api/handbook/rollback', users.ADMIN.token)).json().title).toBe(
      handbookTitle,
    );
  });

  it('loses nothing when both local disks are lost: a third instance on an empty DATA_DIR serves it all', async () => {
    expect(stored).toHaveLength(3);
    for (const app of [a, b])
      for (const name of localFiles(app.config.dataDir))
        rmSync(path.join(app.config.dataDir, name), { recursive: true, force: true });
    const c = await createTestApp(engine, s3.env, { shareDatabaseWith: a });
    try {
      for (const app of [c.app, a.app])
        for (const file of stored)
          expect((await download(app, file.documentId)).equals(file.data)).toBe(true);
      const served = await call(c.app, 'GET', '/searchable_content.json', users.ENGINEER.token);
      expect((served.json() as HandbookData).document_info.title).toBe(handbookTitle);
      expect((await call(c.app, 'GET', photoUrl, users.PROJECT_MANAGER.token)).rawPayload.equals(photo)).toBe(
        true,
      );
    } finally {
      await c.close();
    }
    // Every file is in the bucket under its own folder, content-addressed by its SHA-256.
    const bucket = createS3FileStore(
      {
        endpoint: s3.env.S3_ENDPOINT,
        bucket: s3.bucket,
        region: 'us-east-1',
        credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
        forcePathStyle: true,
      },
      { scratchDir: a.config.dataDir },
    );
    const names: string[] = [];
    for await (const file of bucket.list('')) names.push(file.name);
    await bucket.close();
    // The uploaded document, the report, the certificate and the processed PDF.
    expect(names.filter((name) => name.startsWith('files/'))).toHaveLength(4);
    expect(names.filter((name) => name.startsWith('processing/'))).toHaveLength(1);
    expect(names).toContain('handbook/current.json');
  });
});

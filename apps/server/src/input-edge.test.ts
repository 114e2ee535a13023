/**
 * The defects found from outside, one by one, on both engines: each bad input gets a clear 400 and
 * changes nothing (the fuzz test covers the rest of the space).
 */
import { NUL_MESSAGE } from '@firebreak/shared';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePdf, multipartBody } from './modules/handbook/test-pdfs';
import { bearer, registerUser } from './test/factories';
import { createTestApp, engines, type TestApp } from './test/test-app';

const truncatedUpload = (boundary: string) =>
  Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="log.pdf"\r\n` +
      'Content-Type: application/pdf\r\n\r\n%PDF-1.4\n1 0 obj',
  );

describe.each(engines)('input refused at the edge (%s)', (engine) => {
  let t: TestApp;
  let token = '';
  let email = '';

  beforeAll(async () => {
    t = await createTestApp(engine);
    const admin = await registerUser(t.app, { role: 'ADMIN' });
    token = admin.token;
    email = admin.email;
  });
  afterAll(async () => t?.close());

  const send = (options: InjectOptions) =>
    t.app.inject({ ...options, headers: { ...bearer(token), ...(options.headers ?? {}) } });

  it.each(['/api/documents', '/api/handbook'])(
    'answers a truncated or boundary-less upload to %s with 400',
    async (url) => {
      const truncated = await send({
        method: 'POST',
        url,
        headers: { 'content-type': 'multipart/form-data; boundary=XyZ' },
        payload: truncatedUpload('XyZ'),
      });
      expect(truncated.statusCode).toBe(400);
      expect(truncated.json()).toEqual({ error: expect.stringContaining('incomplete or malformed') });
      const noBoundary = await send({
        method: 'POST',
        url,
        headers: { 'content-type': 'multipart/form-data' },
        payload: truncatedUpload('XyZ'),
      });
      expect(noBoundary.statusCode).toBe(400);
      const documents = await t.database.db.selectFrom('documents').select('id').execute();
      expect(documents).toHaveLength(0);
    },
  );

  it('answers truncated uploads over a connection with 400 on every multipart route, one and 12 at once, and stays healthy', async () => {
    // Over a socket busboy reports the cut through the file's stream ('Part terminated early …'),
    // which app.inject's whole-body delivery does not: this found 500s that inject never showed.
    const supplier = await send({
      method: 'POST',
      url: '/api/price-list/suppliers',
      payload: { name: 'Cut Short' },
    });
    expect(supplier.statusCode).toBe(201);
    const routes: [string, string][] = [
      ['POST', '/api/documents'],
      ['POST', '/api/handbook'],
      ['POST', '/api/document-processing/upload-and-process'],
      ['POST', `/api/price-list/suppliers/${supplier.json().id}/import`],
      ['PUT', `/api/visits/${crypto.randomUUID()}/photos/${crypto.randomUUID()}`],
    ];
    const base = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const post = (method: string, url: string, body: Buffer, type = 'multipart/form-data; boundary=XyZ') =>
      fetch(`${base}${url}`, { method, headers: { ...bearer(token), 'content-type': type }, body });
    for (const [method, url] of routes) {
      const once = await post(method, url, truncatedUpload('XyZ'));
      expect([url, once.status]).toEqual([url, 400]);
      expect(await once.json()).toEqual({ error: expect.any(String) });
      const many = await Promise.all(
        Array.from({ length: 12 }, () => post(method, url, truncatedUpload('XyZ')).then((r) => r.status)),
      );
      expect([url, many]).toEqual([url, Array(12).fill(400)]);
    }
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
    const good = multipartBody(
      { name: 'pump-log.pdf', data: await makePdf() },
      { category: 'Operations', department: 'Operations' },
    );
    const stored = await post('POST', '/api/documents', good.payload, good.headers['content-type']);
    expect(stored.status).toBe(201);
    expect(await t.database.db.selectFrom('documents').select('id').execute()).toHaveLength(1);
    await t.database.db.deleteFrom('documents').execute();
  });

  it.each(['2026-13-45', '2026-00-10', '2026-02-30', '0000-00-00'])(
    'refuses the quote date %s',
    async (date) => {
      for (const name of ['from', 'to']) {
        const response = await send({ url: `/api/quotes?${name}=${date}` });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ error: expect.stringMatching(/date as YYYY-MM-DD/) });
      }
    },
  );

  it.each(['1e308', '-1', 'Infinity', '1e999', '1000000000001'])(
    'refuses the quote amount %s',
    async (amount) => {
      const response = await send({ url: `/api/quotes?maxTotal=${amount}` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: expect.stringMatching(/^Maximum total must be a number of rand/),
      });
    },
  );

  it('refuses a number too large for JSON to hold (1e999 is Infinity)', async () => {
    const response = await send({
      method: 'POST',
      url: '/api/projects/00000000-0000-0000-0000-000000000000/payments',
      headers: { 'content-type': 'application/json' },
      payload: '{"amount":1e999,"date":"2026-11-20"}',
    });
    expect(response.statusCode).toBe(400);
  });

  it('refuses NUL in a sign-in, a path id, a search, a JSON field and a CSV cell, and writes nothing', async () => {
    const cases = [
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: `${email}\u0000`, password: 'x\u0000' },
      }),
      send({ url: '/api/projects/%00' }),
      send({ url: '/api/clients/a%00b/meetings' }),
      send({ url: '/api/ai-search/hybrid?q=fire%00pump' }),
      send({ url: '/api/quotes?search=%00' }),
      send({
        method: 'POST',
        url: '/api/clients',
        payload: { name: 'Nul\u0000 Trading', type: 'Commercial', status: 'Active' },
      }),
      send({
        method: 'PUT',
        url: '/api/weekly-plan',
        payload: { template: { monday: [{ id: 'a\u0000' }] } },
      }),
      send({
        method: 'POST',
        url: '/api/resources/inventory/import',
        headers: { 'content-type': 'text/csv' },
        payload: 'item,quantity,minStock\r\nValve\u0000 set,4,2\r\n',
      }),
    ];
    for (const response of await Promise.all(cases)) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: NUL_MESSAGE });
    }
    const clients = await t.database.db.selectFrom('clients').select('id').execute();
    const stock = await t.database.db.selectFrom('inventory_items').select('id').execute();
    expect([clients.length, stock.length]).toEqual([0, 0]);
  });

  it('refuses NUL in the fields of a multipart upload', async () => {
    const boundary = 'XyZ';
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nPump\u0000 log\r\n`),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="category"\r\n\r\nTechnical\r\n`),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="department"\r\n\r\nEngineering\r\n`,
      ),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="log.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n%%EOF\r\n--${boundary}--\r\n`,
      ),
    ]);
    const response = await send({
      method: 'POST',
      url: '/api/documents',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: body,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: NUL_MESSAGE });
  });
});

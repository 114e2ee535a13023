/**
 * The library's search index across instances (document-index.ts, syncIndexAcrossInstances): two apps
 * on one PostgreSQL schema and one Redis, as a scaled-out deployment runs. A change made through A is
 * published on 'firebreak:documents:index'; B re-reads the row from the shared database and updates
 * its own in-process index. Needs TEST_DATABASE_URL (PostgreSQL) and REDIS_URL; skipped without them.
 */
import { Redis, type RedisOptions } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderPdf } from '../../db/seeders/demo-document-generators/render';
import { bearer, registerUser, waitForText } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;
const REDIS_URL = process.env.REDIS_URL;
const CHANNEL = 'firebreak:documents:index';

const missing = [
  TEST_DATABASE_URL ? null : 'TEST_DATABASE_URL (PostgreSQL)',
  REDIS_URL ? null : 'REDIS_URL',
].filter(Boolean);
const title =
  missing.length > 0
    ? `search index sync across instances — skipped: needs ${missing.join(' and ')}`
    : 'search index sync across two instances (shared PostgreSQL + Redis)';

/** Retry until B has caught up; generous because this waits for a condition, it does not time anything. */
const eventually = { timeout: 15_000, interval: 50 };

type SearchResult = { id: string; name: string; description: string };

/** A multipart body by hand (app.inject has no form-data helper), as in documents.test.ts. */
function multipart(fields: Record<string, string>, file: { name: string; data: Buffer; type: string }) {
  const boundary = `----firebreak${Date.now()}`;
  const parts: Buffer[] = [];
  for (const [key, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`),
    );
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    file.data,
    Buffer.from('\r\n'),
    Buffer.from(`--${boundary}--\r\n`),
  );
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe.skipIf(missing.length > 0)(title, () => {
  const redisUrl = REDIS_URL as string;
  const clients: Redis[] = [];
  const connect = (options: RedisOptions = {}) => {
    const client = new Redis(redisUrl, options);
    client.on('error', () => {});
    clients.push(client);
    return client;
  };
  const apps: TestApp[] = [];
  let a: TestApp;
  let b: TestApp;
  let token: string;

  const upload = async (on: TestApp, name: string, description: string, line: string) => {
    // The name and description stay out of the file, so a search for them hits those fields only.
    const data = await renderPdf({
      title: 'Inspection record',
      subtitle: 'Operations',
      sections: [{ heading: 'Findings', lines: [line] }],
    });
    const fields = { name, description, category: 'Operations', department: 'Operations', tags: 'valve' };
    const form = multipart(
      { ...fields, revision: 'Rev 1' },
      { name: 'inspection.pdf', data, type: 'application/pdf' },
    );
    const response = await on.app.inject({
      method: 'POST',
      url: '/api/documents',
      headers: { ...bearer(token), ...form.headers },
      payload: form.payload,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: string; name: string };
  };
  const keyword = async (on: TestApp, q: string) => {
    const response = await on.app.inject({
      method: 'GET',
      url: `/api/ai-search/keyword?q=${encodeURIComponent(q)}&limit=5`,
      headers: bearer(token),
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { results: SearchResult[] }).results;
  };
  const ids = async (on: TestApp, q: string) => (await keyword(on, q)).map((result) => result.id);

  beforeAll(async () => {
    // A on a fresh schema of its own (createTestApp isolates each PostgreSQL app in one); B on that same
    // schema with its own pool, data directory, index and Redis connection.
    a = await createTestApp('postgres', {}, { redis: connect() });
    apps.push(a);
    b = await createTestApp('postgres', {}, { redis: connect(), shareDatabaseWith: a });
    apps.push(b);
    // Both instances sign with the same test JWT secret and read the same sessions.
    token = (await registerUser(a.app)).token;
  });

  afterAll(async () => {
    // The instances that share A's schema first: A's close drops it.
    for (const t of apps.reverse()) await t.close();
    for (const client of clients) client.disconnect();
  });

  it('carries an upload, a rename and a delete made on A to the index of B', async () => {
    expect(await ids(b, 'quokka')).toEqual([]);

    const doc = await upload(
      a,
      'Wallaby Valve Test Record',
      'Weekly kookaburra alarm valve test',
      'Quokka deluge valve tripped at 3.1 bar',
    );
    // The upload answers before its text is read; when A's parse pool has read it, A indexes it directly.
    await waitForText(a.app, token, doc.id);
    expect(await ids(a, 'quokka')).toContain(doc.id);
    await vi.waitFor(async () => expect(await ids(b, 'quokka')).toContain(doc.id), eventually);
    expect((await keyword(b, 'wallaby')).find((result) => result.id === doc.id)).toMatchObject({
      name: 'Wallaby Valve Test Record',
      description: 'Weekly kookaburra alarm valve test',
    });

    const patched = await a.app.inject({
      method: 'PATCH',
      url: `/api/documents/${doc.id}`,
      headers: bearer(token),
      payload: { name: 'Numbat Deluge Valve Record', description: 'Monthly bilby pump inspection' },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    await vi.waitFor(async () => {
      expect((await keyword(b, 'numbat')).find((result) => result.id === doc.id)).toMatchObject({
        name: 'Numbat Deluge Valve Record',
        description: 'Monthly bilby pump inspection',
      });
    }, eventually);
    expect(await ids(b, 'bilby')).toContain(doc.id);
    // The old name and description are gone from B's index, not just shadowed.
    expect(await ids(b, 'wallaby')).not.toContain(doc.id);
    expect(await ids(b, 'kookaburra')).not.toContain(doc.id);
    expect(await ids(b, 'quokka')).toContain(doc.id); // the content is unchanged

    const deleted = await a.app.inject({
      method: 'DELETE',
      url: `/api/documents/${doc.id}`,
      headers: bearer(token),
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    await vi.waitFor(async () => expect(await ids(b, 'quokka')).not.toContain(doc.id), eventually);
    expect(await ids(b, 'numbat')).not.toContain(doc.id);
    const gone = await b.app.inject({
      method: 'GET',
      url: `/api/documents/${doc.id}`,
      headers: bearer(token),
    });
    expect(gone.statusCode).toBe(404);
  });

  it('survives malformed messages on the channel and keeps syncing afterwards', async () => {
    const problems: unknown[] = [];
    const record = (error: unknown) => problems.push(error);
    process.on('unhandledRejection', record);
    process.on('uncaughtException', record);
    try {
      const kept = await upload(a, 'Dingo Hydrant Test', 'Hydrant flow figures', 'Echidna flowed');
      await vi.waitFor(async () => expect(await ids(b, 'echidna')).toContain(kept.id), eventually);

      const malformed = [
        'not json',
        '',
        'null',
        '42',
        '[]',
        '{}',
        '{"op":"upsert"}',
        JSON.stringify({ origin: 'forged', op: 'upsert', id: 42 }),
        JSON.stringify({ origin: 'forged', op: 'explode', id: 'no-such-document' }),
        // An unknown op on a real document: B re-reads the database, so the document stays.
        JSON.stringify({ origin: 'forged', op: 'explode', id: kept.id }),
      ];
      const publisher = connect();
      for (const message of malformed) await publisher.publish(CHANNEL, message);

      // Published after the malformed messages, so B handles it after them.
      const later = await upload(a, 'Platypus Pump Record', 'Fire pump churn test', 'Platypus pump churned');
      await vi.waitFor(async () => expect(await ids(b, 'platypus')).toContain(later.id), eventually);

      expect(await ids(b, 'echidna')).toContain(kept.id);
      expect((await b.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      expect(problems).toEqual([]);
    } finally {
      process.off('unhandledRejection', record);
      process.off('uncaughtException', record);
    }
  });

  // main.ts creates its client with { maxRetriesPerRequest: 2, enableOfflineQueue: false }; a
  // duplicate inheriting that refused SUBSCRIBE while still connecting, so sync silently never ran.
  describe('with the Redis client options main.ts uses', () => {
    let c: TestApp;
    let doc: { id: string };
    beforeAll(async () => {
      const redis = connect({ maxRetriesPerRequest: 2, enableOfflineQueue: false });
      c = await createTestApp('postgres', {}, { redis, shareDatabaseWith: a });
      apps.push(c);
      doc = await upload(a, 'Bandicoot Riser Record', 'Dry riser test', 'Bandicoot riser held');
      expect(await ids(a, 'bandicoot')).toContain(doc.id);
      // C reads the shared database (the row is there); only its index depends on the channel.
      const url = `/api/documents/${doc.id}`;
      expect((await c.app.inject({ method: 'GET', url, headers: bearer(token) })).statusCode).toBe(200);
    });

    it('carries a change made on A to the index of C', async () => {
      await vi.waitFor(async () => expect(await ids(c, 'bandicoot')).toContain(doc.id), eventually);
    });
  });
});

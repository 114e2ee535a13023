/**
 * Cached project pages across instances: two apps on one PostgreSQL schema and one Redis. A project
 * made through A must show in B's list at once, although B cached that page a moment before.
 * Needs TEST_DATABASE_URL (PostgreSQL) and REDIS_URL; skipped without them.
 */
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createProject, registerUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

const ready = Boolean(process.env.TEST_DATABASE_URL && process.env.REDIS_URL);
/** Waits for a condition (the message crossing Redis); it times nothing. */
const eventually = { timeout: 15_000, interval: 50 };

describe.skipIf(!ready)('project read cache across two instances (shared PostgreSQL + Redis)', () => {
  const clients: Redis[] = [];
  let a: TestApp;
  let b: TestApp;
  let token = '';
  const connect = () => {
    const client = new Redis(process.env.REDIS_URL as string);
    client.on('error', () => {});
    clients.push(client);
    return client;
  };

  beforeAll(async () => {
    // Pages kept for ten minutes: only the message from A can make B read again within the test.
    const env = { READ_CACHE_SECONDS: '600' };
    a = await createTestApp('postgres', env, { redis: connect() });
    b = await createTestApp('postgres', env, { redis: connect(), shareDatabaseWith: a });
    token = (await registerUser(a.app, { role: 'PROJECT_MANAGER' })).token;
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    for (const client of clients) client.disconnect();
  });

  const listOn = async (app: TestApp) =>
    (await app.app.inject({ url: '/api/projects?pageSize=100', headers: bearer(token) })).json() as {
      total: number;
      items: { title: string }[];
    };

  it("drops B's cached page when a project is made through A", async () => {
    await b.app.inject({ url: '/api/projects/metrics', headers: bearer(token) });
    const before = await listOn(b); // cached on B now
    const project = await createProject(a.app, token, { title: 'Made on instance A' });
    await expect
      .poll(async () => (await listOn(b)).items.map((item) => item.title), eventually)
      .toContain(project.title);
    expect((await listOn(b)).total).toBe(before.total + 1);
  });
});

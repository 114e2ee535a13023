/**
 * Redis going away and coming back (docs/decisions/0052): the server starts without it, limits
 * sign-in per instance meanwhile, says so on /api/health, and goes back to Redis when it returns.
 * Uses a redis-server of the test's own on a spare port, killed and restarted by the test.
 */
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, createProject, registerUser } from '../test/factories';
import { createTestRedisServer, hasRedisServer, sparePort, type TestRedisServer } from '../test/redis-server';
import { createTestApp, engines, type TestApp } from '../test/test-app';
import { createRedisClient } from './redis';

/** Waits for a condition; generous because nothing here is timed. */
const eventually = { timeout: 20_000, interval: 50 };

const health = async (t: TestApp) => (await t.app.inject({ url: '/api/health' })).json();

/** Sign-in attempts with a wrong password from one address; the status codes in order. */
async function attempts(t: TestApp, ip: string, count: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: ip,
      payload: { email: `nobody.${i}@example.co.za`, password: 'Wrong-passw0rd' },
    });
    statuses.push(response.statusCode);
  }
  return statuses;
}

describe.skipIf(!hasRedisServer).each(engines)('Redis outage on %s', (engine) => {
  const clients: Redis[] = [];
  const apps: TestApp[] = [];
  const sockets: Socket[] = [];
  afterEach(async () => {
    for (const socket of sockets.splice(0)) socket.close();
    for (const t of apps.splice(0).reverse()) await t.close();
    for (const client of clients.splice(0)) client.disconnect();
  });
  const redisClient = (url: string) => {
    const client = createRedisClient(url);
    clients.push(client);
    return client;
  };
  const app = async (redis: Redis, share?: TestApp) => {
    const t = await createTestApp(
      engine,
      { LOGIN_RATE_LIMIT_PER_MINUTE: '3' },
      { redis, shareDatabaseWith: share },
    );
    apps.push(t);
    return t;
  };

  it('starts with REDIS_URL at a closed port, reports Redis down and still limits sign-in', async () => {
    const closed = await sparePort();
    const t = await app(redisClient(`redis://127.0.0.1:${closed}`));
    expect(await health(t)).toMatchObject({ status: 'ok', redis: 'down' });
    expect(await attempts(t, '10.1.0.1', 4)).toEqual([401, 401, 401, 429]);
    const limited = await attempts(t, '10.1.0.1', 21);
    expect(limited.every((status) => status === 429)).toBe(true);
    // Another address has its own allowance.
    expect(await attempts(t, '10.1.0.2', 1)).toEqual([401]);
  });

  it('reports "not configured" without REDIS_URL', async () => {
    const t = await createTestApp(engine);
    apps.push(t);
    expect(await health(t)).toMatchObject({ status: 'ok', redis: 'not configured' });
  });

  describe('with a redis-server that stops and comes back', () => {
    let server: TestRedisServer;
    beforeAll(async () => {
      server = await createTestRedisServer();
      await server.start();
    });
    afterAll(async () => server?.kill());

    const keysFor = async (ip: string) => {
      const probe = new Redis(server.url, { lazyConnect: true });
      try {
        await probe.connect();
        const keys = await probe.keys(`firebreak-rl-*${ip}`);
        return Promise.all(keys.map(async (key) => Number(await probe.get(key))));
      } finally {
        probe.disconnect();
      }
    };

    it('limits sign-in in Redis, then in the process while Redis is down, then in Redis again', async () => {
      const t = await app(redisClient(server.url));
      await vi.waitFor(async () => expect((await health(t)).redis).toBe('ok'), eventually);
      expect(await attempts(t, '10.2.0.1', 2)).toEqual([401, 401]);
      expect(await keysFor('10.2.0.1')).toEqual([2]);

      await server.kill();
      await vi.waitFor(async () => expect((await health(t)).redis).toBe('down'), eventually);
      const whileDown = await attempts(t, '10.2.0.2', 25);
      expect(whileDown.slice(0, 3)).toEqual([401, 401, 401]);
      expect(whileDown.slice(3).every((status) => status === 429)).toBe(true);

      await server.start(); // empty: nothing was saved
      await vi.waitFor(async () => expect((await health(t)).redis).toBe('ok'), eventually);
      expect(await attempts(t, '10.2.0.3', 4)).toEqual([401, 401, 401, 429]);
      expect(await keysFor('10.2.0.3')).toEqual([4]);
    });

    it('delivers realtime events locally while Redis is down and across instances once it is back', async () => {
      const a = await app(redisClient(server.url));
      const b = await app(redisClient(server.url), a);
      await a.app.listen({ port: 0, host: '127.0.0.1' });
      await b.app.listen({ port: 0, host: '127.0.0.1' });
      const { token } = await registerUser(a.app);
      const open = (t: TestApp) =>
        new Promise<Socket>((resolve, reject) => {
          const url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
          const socket = connect(url, { auth: { token }, transports: ['websocket'], forceNew: true });
          sockets.push(socket);
          socket.once('connect', () => resolve(socket));
          socket.once('connect_error', reject);
        });
      const onA = await open(a);
      const onB = await open(b);
      const heard = (socket: Socket) => {
        const titles: string[] = [];
        socket.on('project_update', (event: { project: { title: string } }) =>
          titles.push(event.project.title),
        );
        return titles;
      };
      const heardOnA = heard(onA);
      const heardOnB = heard(onB);

      await server.kill();
      await vi.waitFor(async () => expect((await health(a)).redis).toBe('down'), eventually);
      await createProject(a.app, token, { title: 'Outage hospital' });
      await vi.waitFor(() => expect(heardOnA).toContain('Outage hospital'), eventually);
      expect((await health(a)).status).toBe('ok');

      await server.start();
      await vi.waitFor(async () => {
        expect((await health(a)).redis).toBe('ok');
        expect((await health(b)).redis).toBe('ok');
      }, eventually);
      // B's subscriber reconnects on its own schedule: keep creating until one reaches B.
      await vi.waitFor(async () => {
        const { title } = await createProject(a.app, token, { title: `Back again ${randomUUID()}` });
        await new Promise((resolve) => setTimeout(resolve, 200));
        expect(heardOnB).toContain(title);
      }, eventually);
      expect(heardOnB).not.toContain('Outage hospital');
    });

    it('rebuilds the search index from the database once Redis is back, catching changes it missed', async () => {
      const a = await app(redisClient(server.url));
      const b = await app(redisClient(server.url), a);
      const { token } = await registerUser(a.app);
      const search = async (t: TestApp, q: string) => {
        const response = await t.app.inject({
          url: `/api/ai-search/keyword?q=${encodeURIComponent(q)}&limit=5`,
          headers: bearer(token),
        });
        expect(response.statusCode, response.body).toBe(200);
        return (response.json() as { results: { id: string }[] }).results.map((result) => result.id);
      };
      await vi.waitFor(async () => expect((await health(b)).redis).toBe('ok'), eventually);

      await server.kill();
      await vi.waitFor(async () => expect((await health(b)).redis).toBe('down'), eventually);
      // A document written meanwhile by another instance, whose message nobody could hear.
      const slug = `outage-${randomUUID()}`;
      const now = new Date().toISOString();
      await a.database.db
        .insertInto('documents')
        .values({
          id: randomUUID(),
          slug,
          name: 'Pangolin sprinkler valve record',
          file_name: 'pangolin.pdf',
          type: 'pdf',
          extension: 'pdf',
          content_type: 'application/pdf',
          file_size: 1024,
          sha256: 'a'.repeat(64),
          last_modified: now.slice(0, 10),
          category: 'Operations',
          subcategory: '',
          department: 'Operations',
          document_type: 'Record',
          revision: 'Rev 1',
          tags: '[]',
          description: 'Written while Redis was away',
          searchable_content: 'pangolin valve',
          uploaded_by: null,
          created_at: now,
        })
        .execute();
      expect(await search(b, 'pangolin')).toEqual([]);

      await server.start();
      await vi.waitFor(async () => expect(await search(b, 'pangolin')).toContain(slug), eventually);
    });
  });
});

/**
 * One budget per address across the public routes (issue 25): an address that spent it on the approval
 * page's GET is refused on its POST too, and on every other public route, while other addresses and
 * signed-in routes go on; with Redis, instances share the count.
 */
import { randomInt } from 'node:crypto';
import type { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createRedisClient } from '../lib/redis';
import { bearer, makeRegistration, quoteForm, registerUser } from '../test/factories';
import { createTestRedisServer, hasRedisServer, type TestRedisServer } from '../test/redis-server';
import { createTestApp, engines, type TestApp } from '../test/test-app';
import { isBudgetedRoute, PUBLIC_RATE_MESSAGE } from './public-rate-limit';

const BUDGET = 6;
/** An address of this run's own, so a count left in a shared store by an earlier run cannot meet it. */
const address = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/** The links and tokens the public routes take: an approval link, a set-password link, a calendar feed. */
async function publicLinks(t: TestApp) {
  const admin = await registerUser(t.app, { role: 'ADMIN' });
  const as = (url: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: bearer(admin.token), ...(payload ? { payload } : {}) });
  const quote = (await as('/api/quick-quote/save', quoteForm())).json().quote;
  const approval = (await as(`/api/quotes/${quote.id}/approval-links`)).json().token as string;
  const { password: _unused, ...person } = makeRegistration({ role: 'ENGINEER' });
  const invite = (await as('/api/admin/users', person)).json().link.token as string;
  const feed = new URL((await as('/api/weekly-plan/subscription')).json().url).pathname;
  return { admin, quote, approval, invite, feed };
}

describe.each(engines)('the public routes’ shared budget on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { PUBLIC_RATE_LIMIT_PER_MINUTE: String(BUDGET) });
  });
  afterAll(async () => t?.close());

  it('counts every public route that takes no session, and no other', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { 'x-public'?: boolean; 'x-permission'?: string }>>;
    };
    const counted: string[] = [];
    for (const [route, methods] of Object.entries(doc.paths))
      for (const [method, operation] of Object.entries(methods)) {
        const url = route.replace(/\{(\w+)\}/g, ':$1');
        const config = { public: operation['x-public'], permission: operation['x-permission'] };
        if (isBudgetedRoute(config, url)) counted.push(`${method.toUpperCase()} ${url}`);
      }
    expect(counted).toEqual(
      expect.arrayContaining([
        'POST /api/auth/register',
        'POST /api/auth/login',
        'GET /api/auth/invites/:token',
        'POST /api/auth/invites/:token',
        'GET /api/public/quote-approval/:token',
        'GET /api/public/quote-approval/:token/pdf',
        'POST /api/public/quote-approval/:token/decision',
      ]),
    );
    expect(counted.some((route) => route.startsWith('GET /api/calendar/'))).toBe(true);
    expect(counted).not.toContain('GET /api/health');
    expect(counted).not.toContain('GET /api/config');
    expect(counted).not.toContain('POST /api/weather-alerts');
    expect(counted.filter((route) => !/\/(auth|public|calendar)\//.test(route))).toEqual([]);
  });

  it('refuses the approval POST, and every other public route, once the page’s GETs spent the budget', async () => {
    const { admin, quote, approval, invite, feed } = await publicLinks(t);
    const client = address();
    const send = (method: 'GET' | 'POST', url: string, payload?: object, from = client) =>
      t.app.inject({ method, url, remoteAddress: from, ...(payload ? { payload } : {}) });
    for (let i = 0; i < BUDGET; i += 1)
      expect((await send('GET', `/api/public/quote-approval/${approval}`)).statusCode).toBe(200);
    const page = await send('GET', `/api/public/quote-approval/${approval}`);
    expect(page.statusCode).toBe(429);
    expect(page.json()).toEqual({ error: PUBLIC_RATE_MESSAGE });
    expect(Number(page.headers['retry-after'])).toBeGreaterThan(0);

    const decision = { decision: 'APPROVED', name: 'Thandi Mokoena' };
    const refused = [
      await send('POST', `/api/public/quote-approval/${approval}/decision`, decision),
      await send('GET', `/api/public/quote-approval/${approval}/pdf`),
      await send('GET', `/api/auth/invites/${invite}`),
      await send('POST', `/api/auth/invites/${invite}`, { password: 'Hydr4ntValve' }),
      await send('GET', feed),
      await send('POST', '/api/auth/login', { email: admin.email, password: admin.password }),
      await send('POST', '/api/auth/register', makeRegistration()),
    ];
    expect(refused.map((response) => response.statusCode)).toEqual(refused.map(() => 429));
    const status = await t.app.inject({ url: `/api/quotes/${quote.id}`, headers: bearer(admin.token) });
    expect(status.json().status).toBe('Sent');

    // Signed-in routes, the health check and other addresses are not held up.
    const signedIn = await t.app.inject({
      url: '/api/auth/me',
      headers: bearer(admin.token),
      remoteAddress: client,
    });
    expect(signedIn.statusCode).toBe(200);
    expect((await send('GET', '/api/health')).statusCode).toBe(200);
    const elsewhere = await send(
      'POST',
      `/api/public/quote-approval/${approval}/decision`,
      decision,
      address(),
    );
    expect(elsewhere.statusCode).toBe(200);
  });

  it('counts an IPv6 /64 as one address', async () => {
    const prefix = `2001:db8:${randomInt(65536).toString(16)}:${randomInt(65536).toString(16)}`;
    const statuses: number[] = [];
    for (let i = 0; i <= BUDGET; i += 1) {
      const response = await t.app.inject({
        url: '/api/auth/invites/unknown',
        remoteAddress: `${prefix}::${i + 1}`,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, BUDGET).every((status) => status === 404)).toBe(true);
    expect(statuses[BUDGET]).toBe(429);
  });
});

describe.skipIf(!hasRedisServer).each(engines)('the shared budget across instances on %s', (engine) => {
  let server: TestRedisServer;
  const clients: Redis[] = [];
  const apps: TestApp[] = [];
  beforeAll(async () => {
    server = await createTestRedisServer();
    await server.start();
  });
  afterEach(async () => {
    for (const t of apps.splice(0).reverse()) await t.close();
    for (const client of clients.splice(0)) client.disconnect();
  });
  afterAll(async () => server?.kill());

  it('is counted in Redis, so one address gets one budget whichever instance it reaches', async () => {
    const start = async (share?: TestApp) => {
      const redis = createRedisClient(server.url);
      clients.push(redis);
      if (redis.status !== 'ready') await new Promise((resolve) => redis.once('ready', resolve));
      const t = await createTestApp(
        engine,
        { PUBLIC_RATE_LIMIT_PER_MINUTE: String(BUDGET) },
        { redis, shareDatabaseWith: share },
      );
      apps.push(t);
      return t;
    };
    const a = await start();
    const b = await start(a);
    const client = address();
    const statuses: number[] = [];
    for (let i = 0; i <= BUDGET; i += 1) {
      const instance = i % 2 === 0 ? a : b;
      statuses.push(
        (await instance.app.inject({ url: '/api/auth/invites/unknown', remoteAddress: client })).statusCode,
      );
    }
    expect(statuses).toEqual([...Array(BUDGET).fill(404), 429]);
    const stored = await clients[0]?.keys('firebreak-public-budget-*');
    expect(stored).toEqual([`firebreak-public-budget-${client}`]);
  });
});

// The client portal (issue 31, decision 0092) for a managing agent with 200 sites.
// 1. The sites page's route, GET /api/portal/sites (each site's standing as the dashboard counts it,
//    next and last visit, worst open defect), through HTTP one request at a time, on SQLite and, when
//    BENCH_DATABASE_URL, TEST_DATABASE_URL or DATABASE_URL is set, PostgreSQL. Peer in the same run: a
//    bare Fastify route in this process answering the same JSON, so the difference is what the
//    database, the scoping and the standings cost.
// 2. The portal's first load on a 390 px phone (Chromium, DevTools' Slow 3G through CDP), cold and warm
//    (service worker), against the app started as a user starts it; peer: the sign-in page.
// Run: npm run build && node --import tsx bench/portal.mjs   (REQUESTS=100 SITES=200 RUNS=3 PHONE=0 to skip 2)
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { launchChromium, measureLoads, PHONE, SLOW_3G } from './support/phone-load.mjs';
import { latencySummary, startApp, timedRequests } from './support/processes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const REQUESTS = Number(process.env.REQUESTS ?? 100);
const SITES = Number(process.env.SITES ?? 200);
const RUNS = Number(process.env.RUNS ?? 3);
const PG_URL =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? '';
if (PG_URL) process.env.TEST_DATABASE_URL = PG_URL;

const { createTestApp } = await import('../apps/server/src/test/test-app.ts');
const { createClient, registerClientContact, registerUser } = await import(
  '../apps/server/src/test/factories.ts'
);
const { addDays, ASSET_TYPE_KEYS, todayInSouthAfrica } = await import('../packages/shared/src/index.ts');
const today = todayInSouthAfrica();

/** Sites of one client, 4 assets each, a completed visit on most, an open one (some overdue), defects. */
async function fill(db, clientId) {
  const stamp = new Date().toISOString();
  const rows = { sites: [], assets: [], inspection_visits: [], visit_results: [], visit_defects: [] };
  for (let i = 0; i < SITES; i++) {
    const site = {
      id: randomUUID(),
      client_id: clientId,
      name: `Tower ${String(i + 1).padStart(3, '0')}`,
      address: `${i + 1} Rivonia Road, Sandton`,
      contact_name: '',
      contact_phone: '',
      access_notes: '',
      created_at: stamp,
      updated_at: stamp,
    };
    rows.sites.push(site);
    const assets = Array.from({ length: 4 }, (_, k) => ({
      id: randomUUID(),
      site_id: site.id,
      asset_type: ASSET_TYPE_KEYS[(i + k) % ASSET_TYPE_KEYS.length],
      make: 'Make',
      model: 'Model',
      serial: `P-${i}-${k}`,
      serial_key: `p-${i}-${k}`,
      location: 'Plant room',
      installed_on: '2024-01-01',
      standard: '',
      notes: '',
      created_at: stamp,
      updated_at: stamp,
    }));
    rows.assets.push(...assets);
    const covers = JSON.stringify(assets.map((a) => ({ assetId: a.id, frequencies: ['MONTHLY'] })));
    const visit = (status, due, completed) => ({
      id: randomUUID(),
      site_id: site.id,
      due_date: due,
      frequency: 'MONTHLY',
      frequencies: '["MONTHLY"]',
      covers,
      status,
      kind: 'ROUTINE',
      scheduled_for: null,
      technician_id: null,
      vehicle_id: null,
      notes: '',
      completed_at: completed,
      created_at: stamp,
      updated_at: stamp,
    });
    if (i % 10 !== 0) {
      const done = visit('COMPLETED', addDays(today, -30), `${addDays(today, -28)}T09:00:00.000Z`);
      rows.inspection_visits.push(done);
      for (const asset of assets)
        rows.visit_results.push({
          visit_id: done.id,
          asset_id: asset.id,
          checks: '[]',
          readings: '[]',
          notes: '',
          outcome: i % 7 === 0 && asset === assets[0] ? 'FAIL' : 'PASS',
          recorded_at: stamp,
          updated_at: stamp,
        });
      if (i % 5 === 0)
        rows.visit_defects.push({
          id: randomUUID(),
          visit_id: done.id,
          site_id: site.id,
          asset_id: assets[1].id,
          severity: ['CRITICAL', 'MAJOR', 'MINOR'][i % 3],
          description: 'Pressure gauge reads low',
          status: 'OPEN',
          created_at: stamp,
          updated_at: stamp,
          quote_id: null,
          resolved_at: null,
        });
    }
    rows.inspection_visits.push(visit('DUE', addDays(today, i % 9 === 0 ? -5 : 10 + (i % 20)), null));
  }
  await db.transaction().execute(async (trx) => {
    for (const [table, list] of Object.entries(rows))
      for (let i = 0; i < list.length; i += 200)
        await trx
          .insertInto(table)
          .values(list.slice(i, i + 200))
          .execute();
  });
}

async function routeRun(engine) {
  const t = await createTestApp(engine);
  const bare = Fastify({ logger: false });
  try {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${t.app.server.address().port}`;
    const admin = await registerUser(t.app, { role: 'ADMIN', firstName: 'Bench' });
    const client = await createClient(t.app, admin.token, 'Bench Managing Agents');
    await fill(t.database.db, client.id);
    if (engine === 'postgres') await sql`analyze`.execute(t.database.db);
    const contact = await registerClientContact(t.app, admin.token, client.id);
    const headers = { authorization: `Bearer ${contact.token}` };
    const first = await fetch(`${base}/api/portal/sites`, { headers });
    if (first.status !== 200) throw new Error(`portal sites: ${first.status} ${await first.text()}`);
    const text = await first.text();
    const body = JSON.parse(text);
    bare.get('/sites', async () => body);
    await bare.listen({ port: 0, host: '127.0.0.1' });
    const bareBase = `http://127.0.0.1:${bare.server.address().port}`;
    const route = await timedRequests(REQUESTS, () =>
      fetch(`${base}/api/portal/sites`, { headers }).then((r) => r.text()),
    );
    const peer = await timedRequests(REQUESTS, () => fetch(`${bareBase}/sites`).then((r) => r.text()));
    return {
      engine,
      sites: body.sites.length,
      summary: body.summary,
      bytes: text.length,
      portalSites: latencySummary(route),
      bareFastifyPeer: latencySummary(peer),
    };
  } finally {
    await bare.close();
    await t.close();
  }
}

async function api(base, method, url, token, payload) {
  const response = await fetch(`${base}/api${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: payload ? JSON.stringify(payload) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return response.json();
}

async function phoneRun() {
  const port = Number(process.env.BENCH_PORT ?? 3231);
  const base = `http://localhost:${port}`;
  const app = await startApp({ root, port, name: 'portal', env: { SIGNUP_MODE: 'open' } });
  try {
    const admin = await api(base, 'POST', '/auth/register', null, {
      firstName: 'Bench',
      lastName: 'Admin',
      email: 'bench.admin@example.co.za',
      password: 'Sprinkl3r!',
      role: 'ADMIN',
    });
    const client = await api(base, 'POST', '/clients', admin.token, {
      name: 'Bench Managing Agents',
      type: 'Commercial',
      status: 'Active',
    });
    for (let i = 0; i < SITES; i++)
      await api(base, 'POST', `/clients/${client.id}/sites`, admin.token, {
        name: `Tower ${String(i + 1).padStart(3, '0')}`,
        address: `${i + 1} Rivonia Road, Sandton`,
      });
    const email = 'agent@bench.example.co.za';
    const password = 'P0rtal-pass';
    const invited = await api(base, 'POST', `/clients/${client.id}/contacts/invite`, admin.token, {
      firstName: 'Lerato',
      lastName: 'Dlamini',
      email,
    });
    await api(base, 'POST', `/auth/invites/${invited.link.token}`, null, { password });
    const browser = await launchChromium();
    const firstSite = (page) => page.getByText('Tower 001').first();
    const signInButton = (page) => page.getByRole('button', { name: 'Sign In' });
    async function contactPhone(warm) {
      const context = await browser.newContext({ ...PHONE, serviceWorkers: warm ? 'allow' : 'block' });
      const page = await context.newPage();
      await page.goto(`${base}/login`);
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill(password);
      await signInButton(page).click();
      await firstSite(page).waitFor({ timeout: 60_000 });
      if (warm) {
        await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
        await page.reload();
        await firstSite(page).waitFor();
      }
      return { context, page, cdp: await context.newCDPSession(page) };
    }
    async function guestPhone(warm) {
      const context = await browser.newContext({ ...PHONE, serviceWorkers: warm ? 'allow' : 'block' });
      const page = await context.newPage();
      if (warm) {
        await page.goto(`${base}/login`);
        await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
        await page.reload();
        await signInButton(page).waitFor();
      }
      return { context, page, cdp: await context.newCDPSession(page) };
    }
    const open = (fn, warm) => Object.assign(() => fn(warm), { warm });
    const measure = (label, opener, url, ready) =>
      measureLoads({ label, open: opener, url, conditions: SLOW_3G, ready, runs: RUNS });
    const result = {
      portalSlow3GCold: await measure(
        'Portal, Slow 3G, cold',
        open(contactPhone, false),
        `${base}/portal`,
        firstSite,
      ),
      portalSlow3GWarm: await measure(
        'Portal, Slow 3G, warm',
        open(contactPhone, true),
        `${base}/portal`,
        firstSite,
      ),
      peerSignInSlow3GCold: await measure(
        'Sign in, Slow 3G, cold',
        open(guestPhone, false),
        `${base}/login`,
        signInButton,
      ),
      peerSignInSlow3GWarm: await measure(
        'Sign in, Slow 3G, warm',
        open(guestPhone, true),
        `${base}/login`,
        signInButton,
      ),
    };
    await browser.close();
    return result;
  } finally {
    await app.stop();
  }
}

const results = { date: new Date().toISOString(), requests: REQUESTS, sites: SITES, route: [], phone: null };
for (const engine of PG_URL ? ['sqlite', 'postgres'] : ['sqlite']) {
  console.error(`portal sites route on ${engine}...`);
  results.route.push(await routeRun(engine));
}
if (process.env.PHONE !== '0') results.phone = { network: SLOW_3G, runs: RUNS, ...(await phoneRun()) };
console.log(JSON.stringify(results, null, 2));
mkdirSync(path.join(root, 'bench/results'), { recursive: true });
writeFileSync(path.join(root, 'bench/results/portal.json'), `${JSON.stringify(results, null, 2)}\n`);

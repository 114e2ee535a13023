// My day's first paint on a 390 px phone (issue 30 §1), beside its peer, the plain sign-in page: each
// loaded in Chromium against `npm start` with the network throttled to DevTools' Slow 3G profile
// (CDP Network.emulateNetworkConditions: 2 s latency, 50 kB/s each way) and with no network at all.
// "First paint" is the time from navigation start to the screen's content: My day's first visit card,
// the sign-in page's Sign In button; the browser's first-contentful-paint is given beside it.
// Slow 3G is measured cold (nothing cached, no service worker) and warm (the phone opened it before:
// the service worker holds the shell and the assets, the data comes from the network or IndexedDB);
// offline is warm only (cold, nothing can open). Median of RUNS loads each.
// Run: node bench/my-day-first-paint.mjs
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium, measureLoads, OFFLINE, PHONE, SLOW_3G } from './support/phone-load.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORT = Number(process.env.BENCH_PORT ?? 3230);
const BASE = `http://localhost:${PORT}`;
const RUNS = Number(process.env.RUNS ?? 5);

/** Today in the company's time zone, and a day moved by whole days (YYYY-MM-DD). */
const todayInSouthAfrica = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Africa/Johannesburg',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
const addDays = (date, days) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function api(method, url, token, body) {
  const response = await fetch(`${BASE}/api${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return response.status === 204 ? null : response.json();
}

async function account(role, firstName, token) {
  const user = {
    firstName,
    lastName: 'Bench',
    email: `${firstName.toLowerCase()}@bench.test`,
    password: 'Hydr4nt!Bench',
  };
  const answer = await fetch(`${BASE}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...user, role }),
  });
  if (answer.status === 202) {
    const { users } = await api('GET', '/admin/users', token);
    const waiting = users.find((u) => u.email === user.email);
    await api('POST', `/admin/users/${waiting.id}/approve`, token, { role });
  } else if (!answer.ok) throw new Error(`register ${role}: ${answer.status}`);
  const { token: own, user: signedIn } = await api('POST', '/auth/login', null, user);
  return { ...user, token: own, id: signedIn.id };
}

const myDayCard = (page) => page.getByRole('article').first();
const signInButton = (page) => page.getByRole('button', { name: 'Sign In' });

spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'ignore' });
const dataDir = mkdtempSync(path.join(tmpdir(), 'firebreak-bench-my-day-'));
const server = spawn('npm', ['start'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(PORT),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    REDIS_URL: '',
    SIGNUP_MODE: 'open',
    LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
  },
  stdio: 'ignore',
  detached: true,
});
try {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) break;
    } catch {}
    if (i > 600) throw new Error('server did not start');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  // The office books a technician three call-outs today and one tomorrow.
  const admin = await account('ADMIN', 'Ayanda');
  const tech = await account('TECHNICIAN', 'Palesa', admin.token);
  const person = (await api('GET', '/resources/personnel', admin.token)).find((p) => p.userId === tech.id);
  const client = await api('POST', '/clients', admin.token, {
    name: 'Bench Properties',
    type: 'Commercial',
    status: 'Active',
  });
  const today = todayInSouthAfrica();
  for (const [i, date] of [today, today, today, addDays(today, 1)].entries()) {
    const site = await api('POST', `/clients/${client.id}/sites`, admin.token, {
      name: `Bench Site ${i + 1}`,
      address: `${10 + i} Loop Street, Cape Town, 8001`,
      contactName: 'Anele Jacobs',
      contactPhone: '021 555 0199',
      accessNotes: 'Plant room key at the security desk',
    });
    await api('POST', `/sites/${site.id}/call-outs`, admin.token, {
      reason: 'Sprinkler head leaking in the basement',
      date,
      technicianId: person.id,
    });
  }

  const browser = await launchChromium();
  const phone = PHONE;
  /** A signed-in technician's phone; warm: its service worker installed and My day opened once. */
  async function techPhone(warm) {
    const context = await browser.newContext({ ...phone, serviceWorkers: warm ? 'allow' : 'block' });
    const page = await context.newPage();
    await page.goto(`${BASE}/login`);
    await page.getByLabel('Email').fill(tech.email);
    await page.getByLabel('Password', { exact: true }).fill(tech.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await myDayCard(page).waitFor({ timeout: 60_000 });
    if (warm) {
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      await page.reload();
      await myDayCard(page).waitFor();
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
    }
    return { context, page, cdp: await context.newCDPSession(page) };
  }
  async function guestPhone(warm) {
    const context = await browser.newContext({ ...phone, serviceWorkers: warm ? 'allow' : 'block' });
    const page = await context.newPage();
    if (warm) {
      await page.goto(`${BASE}/login`);
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      await page.reload();
      await signInButton(page).waitFor();
    }
    return { context, page, cdp: await context.newCDPSession(page) };
  }

  const measure = (label, open, url, conditions, ready) =>
    measureLoads({ label, open, url, conditions, ready, runs: RUNS });
  const cold = Object.assign(() => techPhone(false), { warm: false });
  const warm = Object.assign(() => techPhone(true), { warm: true });
  const guestCold = Object.assign(() => guestPhone(false), { warm: false });
  const guestWarm = Object.assign(() => guestPhone(true), { warm: true });

  const result = {
    benchmark: "My day's first paint on a 390 px phone (Slow 3G and offline), beside the sign-in page",
    network: { slow3G: SLOW_3G, offline: true },
    runs: RUNS,
    myDay: {
      slow3GCold: await measure('My day, Slow 3G, cold', cold, `${BASE}/my-day`, SLOW_3G, myDayCard),
      slow3GWarm: await measure('My day, Slow 3G, warm', warm, `${BASE}/my-day`, SLOW_3G, myDayCard),
      offlineWarm: await measure('My day, offline, warm', warm, `${BASE}/my-day`, OFFLINE, myDayCard),
    },
    peerSignIn: {
      slow3GCold: await measure('Sign in, Slow 3G, cold', guestCold, `${BASE}/login`, SLOW_3G, signInButton),
      slow3GWarm: await measure('Sign in, Slow 3G, warm', guestWarm, `${BASE}/login`, SLOW_3G, signInButton),
      offlineWarm: await measure('Sign in, offline, warm', guestWarm, `${BASE}/login`, OFFLINE, signInButton),
    },
    note: "contentMs: navigation start to the first visit card (My day) or the Sign In button (peer). Warm: the service worker serves the shell and assets; CDP throttling applies to the page, so the service worker's own network-first fetch of the page itself is not throttled.",
  };
  await browser.close();
  writeFileSync(
    path.join(root, 'bench/results/my-day-first-paint.json'),
    `${JSON.stringify(result, null, 2)}\n`,
  );
  console.log(JSON.stringify(result, null, 2));
} finally {
  process.kill(-server.pid, 'SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}

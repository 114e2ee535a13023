// Visit reports and /api/health (issue 25 §6, decision 0076). The server built as `npm start` builds it
// (apps/server/dist) runs on an empty SQLite database; beside it, in a process of its own, a bare
// Fastify route answers GET /api/health (the peer: what the machine alone costs a request). Both are
// asked every 10 ms, one request at a time, all through the run, and their latencies are split by phase:
//   idle        nothing else happening;
//   field work  each visit's results, camera photos (4000 × 3000 JPEG, re-encoded in the parse pool)
//               and the client's signature (re-encoded there too); the review's hostile signature
//               (a 390 KB, 10000 × 10000 transparent PNG) is sent to each visit as well and refused;
//   reports     each visit completed one after another: the service report (and the certificate) drawn
//               from the re-encoded images only, in a child of the parse pool, then stored.
// Budget (DESIGN.md, issue 25): /api/health p99 <= 100 ms while reports are drawn.
// Also, in a child process of its own (RAW_PEER=0 leaves it out): pdfkit drawing the hostile PNG
// itself, as the server did before this change (its time and peak memory: the stall that is avoided).
// Run: node --import tsx bench/visit-reports.mjs   (VISITS=12 ASSETS=8 PHOTOS=6 BASELINE_SECONDS=8)
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { blankPng } from '../apps/server/src/test/hostile-files.ts';
import { benchAdminToken, childrenOf, latencySummary, rssMb, untilHealthy } from './support/processes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const VISITS = Number(process.env.VISITS ?? 12);
const ASSETS = Number(process.env.ASSETS ?? 8);
const PHOTOS = Number(process.env.PHOTOS ?? 6);
const BASELINE_SECONDS = Number(process.env.BASELINE_SECONDS ?? 8);
const APP_PORT = 3293;
const BARE_PORT = 3294;
const APP = `http://127.0.0.1:${APP_PORT}`;
const BARE = `http://127.0.0.1:${BARE_PORT}`;
const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// The raw-drawing peer runs in a child: `node --import tsx bench/visit-reports.mjs draw-raw`.
if (process.argv[2] === 'draw-raw') {
  const { renderServiceReport } = await import('../apps/server/src/modules/visits/visit-report.ts');
  const started = performance.now();
  const pdf = await renderServiceReport(
    {
      reference: 'VR-RAW',
      visitDate: '2026-11-28',
      siteName: 'Raw',
      siteAddress: '-',
      clientName: 'Raw',
      technicianName: 'Raw',
      vehicleRegistration: null,
      frequencies: ['MONTHLY'],
      assets: [],
      defects: [],
      photos: [],
      signature: { signedBy: 'Raw', signedAt: new Date().toISOString(), png: blankPng(10_000, 10_000) },
      nextDue: null,
    },
    { name: 'Bench', address: '-', vatNumber: '4123456789', phone: '', email: '' },
  );
  const ms = Math.round(performance.now() - started);
  const peak = Math.round(process.resourceUsage().maxRSS / 1024);
  console.log(JSON.stringify({ drawMs: ms, peakRssMb: peak, pdfBytes: pdf.length }));
  process.exit(0);
}

async function api(method, url, token, body) {
  const response = await fetch(`${APP}${url}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body && !(body instanceof FormData) ? { 'content-type': 'application/json' } : {}),
    },
    body: body instanceof FormData ? body : body ? JSON.stringify(body) : undefined,
  });
  const json = await response.json().catch(() => null);
  if (response.status >= 500) throw new Error(`${method} ${url}: ${response.status} ${JSON.stringify(json)}`);
  return { status: response.status, json };
}

/** GET /api/health of `base` every 10 ms, one at a time, each latency with when it was asked. */
function probe(base) {
  const samples = [];
  let running = true;
  const done = (async () => {
    while (running) {
      const at = performance.now();
      const response = await fetch(`${base}/api/health`);
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${base}/api/health answered ${response.status}`);
      const ms = performance.now() - at;
      samples.push({ at, ms });
      await wait(Math.max(0, 10 - ms));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await done;
      return samples;
    },
  };
}

const between = (samples, [from, to]) =>
  latencySummary(samples.filter((s) => s.at >= from && s.at < to).map((s) => s.ms));

async function cameraPhoto(seed) {
  return sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: { r: 90 + seed * 20, g: 110, b: 130 },
      noise: { type: 'gaussian', mean: 120, sigma: 40 },
    },
  })
    .jpeg({ quality: 88 })
    .toBuffer();
}

const signature = await sharp({ create: { width: 600, height: 220, channels: 4, background: '#ffffff00' } })
  .composite([
    {
      input: Buffer.from(
        '<svg width="600" height="220"><path d="M20 150 C 120 20, 220 200, 580 60" stroke="#111" stroke-width="4" fill="none"/></svg>',
      ),
    },
  ])
  .png()
  .toBuffer();
const hostile = blankPng(10_000, 10_000);
const photos = await Promise.all([0, 1, 2, 3].map(cameraPhoto));

const build = spawnSync('npm', ['run', 'build', '-w', 'apps/server'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
const dataDir = mkdtempSync(path.join(tmpdir(), 'firebreak-bench-visits-'));
const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(APP_PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'error',
    DATABASE_URL: '',
    REDIS_URL: '',
    SEED_DEMO: 'false',
    ALERT_CHECK_MINUTES: '0',
    LOGIN_RATE_LIMIT_PER_MINUTE: '100000',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const bare = spawn(process.execPath, ['bench/support/bare-health.mjs'], {
  cwd: root,
  env: { ...process.env, PORT: String(BARE_PORT) },
  stdio: 'ignore',
});
const results = {
  benchmark: 'visit reports: /api/health latency while visits are worked and their reports drawn',
  node: process.version,
  visits: VISITS,
  assetsPerVisit: ASSETS,
  photosPerVisit: PHOTOS,
};
try {
  await Promise.all([untilHealthy(APP), untilHealthy(BARE)]);
  const token = await benchAdminToken(APP);
  const visits = [];
  for (let v = 0; v < VISITS; v++) {
    const client = await api('POST', '/api/clients', token, {
      name: `Bench client ${v}`,
      type: 'Commercial',
      status: 'Active',
    });
    const site = await api('POST', `/api/clients/${client.json.id}/sites`, token, {
      name: `Bench site ${v}`,
      address: `${v + 1} Hydrant Road, Midrand, 1685`,
      contactName: 'Thandi Mokoena',
      contactPhone: '011 555 0199',
      accessNotes: 'Reception',
    });
    for (let a = 0; a < ASSETS; a++)
      await api('POST', `/api/sites/${site.json.id}/assets`, token, {
        type: 'EXTINGUISHER_DCP',
        make: 'Chubb',
        model: '4.5 kg DCP',
        serial: `DCP-${v}-${a}`,
        location: `Floor ${a}`,
        installedOn: new Date(Date.now() - 40 * 86_400_000).toISOString().slice(0, 10),
      });
    const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const list = await api(
      'GET',
      `/api/visits?siteId=${site.json.id}&from=${day(-60)}&to=${day(120)}`,
      token,
    );
    if (!list.json?.[0]) throw new Error(`no visit for site ${v}: ${JSON.stringify(list.json)}`);
    visits.push(list.json[0].id);
  }

  results.serverRssMbBefore = rssMb(server.pid);
  const appProbe = probe(APP);
  const bareProbe = probe(BARE);
  let childPeakMb = 0;
  const sampler = setInterval(() => {
    for (const pid of childrenOf(server.pid)) childPeakMb = Math.max(childPeakMb, rssMb(pid));
  }, 100);
  const phases = {};
  let from = performance.now();
  await wait(BASELINE_SECONDS * 1000);
  phases.idle = [from, performance.now()];

  from = performance.now();
  const hostileAnswers = [];
  for (const id of visits) {
    const detail = (await api('GET', `/api/visits/${id}`, token)).json;
    for (const asset of detail.assets)
      await api('PUT', `/api/visits/${id}/results/${asset.id}`, token, {
        checks: asset.tasks.map((_, taskIndex) => ({ taskIndex, outcome: 'PASS' })),
        readings: [],
        notes: 'Seal intact; hung on its bracket',
        recordedAt: new Date().toISOString(),
      });
    for (let p = 0; p < PHOTOS; p++) {
      const form = new FormData();
      form.set('caption', `Photo ${p + 1}`);
      form.set('file', new Blob([photos[p % photos.length]], { type: 'image/jpeg' }), 'photo.jpg');
      const put = await api('PUT', `/api/visits/${id}/photos/${crypto.randomUUID()}`, token, form);
      if (put.status !== 201) throw new Error(`photo: ${put.status} ${JSON.stringify(put.json)}`);
    }
    const t = performance.now();
    const refused = await api('PUT', `/api/visits/${id}/signature`, token, {
      signedBy: 'Thandi Mokoena',
      image: `data:image/png;base64,${hostile.toString('base64')}`,
    });
    hostileAnswers.push({
      status: refused.status,
      ms: Math.round(performance.now() - t),
      error: refused.json?.error,
    });
    const signed = await api('PUT', `/api/visits/${id}/signature`, token, {
      signedBy: 'Thandi Mokoena',
      image: `data:image/png;base64,${signature.toString('base64')}`,
    });
    if (signed.status !== 200) throw new Error(`signature: ${signed.status}`);
  }
  phases.fieldWork = [from, performance.now()];

  from = performance.now();
  const completions = [];
  for (const id of visits) {
    const t = performance.now();
    const done = await api('POST', `/api/visits/${id}/complete`, token);
    if (done.status !== 200) throw new Error(`complete: ${done.status} ${JSON.stringify(done.json)}`);
    completions.push(Math.round(performance.now() - t));
  }
  phases.reports = [from, performance.now()];
  clearInterval(sampler);
  const [appSamples, bareSamples] = await Promise.all([appProbe.stop(), bareProbe.stop()]);

  results.health = Object.fromEntries(
    Object.entries(phases).map(([phase, window]) => [
      phase,
      { app: between(appSamples, window), bareFastify: between(bareSamples, window) },
    ]),
  );
  results.completeMs = latencySummary(completions);
  results.hostileSignature = {
    bytes: hostile.length,
    pixels: '10000 x 10000',
    answers: hostileAnswers,
  };
  results.serverRssMbAfter = rssMb(server.pid);
  results.parseChildPeakRssMb = childPeakMb;
  results.budgetHealthP99Ms = 100;
  results.withinHealthBudget = results.health.reports.app.p99Ms <= 100;
} finally {
  server.kill('SIGTERM');
  bare.kill('SIGTERM');
  await Promise.all([server, bare].map((child) => new Promise((resolve) => child.on('exit', resolve))));
  rmSync(dataDir, { recursive: true, force: true });
}

if (process.env.RAW_PEER !== '0') {
  const raw = spawnSync(process.execPath, ['--import', 'tsx', 'bench/visit-reports.mjs', 'draw-raw'], {
    cwd: root,
    encoding: 'utf8',
  });
  results.rawHostileDrawnByPdfkit =
    raw.status === 0 ? JSON.parse(raw.stdout.trim().split('\n').pop()) : raw.stderr;
}

writeFileSync(path.join(root, 'bench/results/visit-reports.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log(JSON.stringify(results, null, 2));

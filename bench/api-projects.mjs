// API latency at scale on the embedded database, 50 connections: GET /api/projects/metrics, the
// first page of open alerts, and projects pages of 25 and 100 rows (first and deep), at 1,000 and
// 10,000 projects. Peers in the same run (bench/peers/projects-sql.mjs): a bare Fastify route, and
// the same SQL served by a bare Fastify route straight from better-sqlite3.
// Budgets (DESIGN.md): p99 <= 25 ms; list pages >= 50% of the same-SQL peer's requests/s, metrics
// and alerts >= 40% of the bare route's.
// Run: node bench/api-projects.mjs   (DURATION=10 seconds per target; SIZES=1000,10000)
import { spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SIZES = (process.env.SIZES ?? '1000,10000').split(',').map(Number);
const DURATION = Number(process.env.DURATION ?? 10);
const CONNECTIONS = 50;
const PORT = 3230;
const PEER_PORT = 3231;

const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
async function untilHealthy(url) {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await wait(50);
  }
  throw new Error(`${url} never became healthy`);
}
function startServer(dataDir) {
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      SEED_DEMO: 'false',
      DATABASE_URL: '',
      REDIS_URL: '',
      LOGIN_RATE_LIMIT_PER_MINUTE: '100000',
    },
    stdio: 'ignore',
    detached: true,
  });
  return child;
}
async function stop(child) {
  const exited = new Promise((resolve) => child.on('exit', resolve));
  process.kill(-child.pid, 'SIGTERM');
  await exited;
}

function fill(dataDir, PROJECTS) {
  const db = new Database(path.join(dataDir, 'app.db'));
  const statuses = ['TENDER', 'ACTIVE', 'ACTIVE', 'ACTIVE', 'ON_HOLD', 'COMPLETED', 'CANCELLED'];
  const types = ['SPRINKLER_SYSTEM', 'FIRE_ALARM', 'FIRE_SUPPRESSION'];
  const clientTypes = ['COMMERCIAL', 'INDUSTRIAL', 'RESIDENTIAL', 'HEALTHCARE', 'EDUCATIONAL', 'GOVERNMENT'];
  const insertProject =
    db.prepare(`insert into projects (id, title, client_name, client_type, type, urgency, location, area,
    budget_cents, spent_cents, due_date, start_date, description, status, tender_outcome, progress, health, compliance_status,
    created_by, created_at, updated_at) values (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)`);
  const insertMilestone =
    db.prepare(`insert into milestones (id, project_id, title, kind, due_date, completed_at, position, created_at)
    values (?,?,?,?,?,?,?,?)`);
  const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  db.transaction(() => {
    for (let i = 0; i < PROJECTS; i++) {
      const id = randomUUID();
      const status = statuses[i % statuses.length];
      const budget = 100_000 + (i % 97) * 25_000;
      const progress = (i * 7) % 100;
      const spent = Math.round(budget * ((progress + (i % 5 === 0 ? 30 : -10)) / 100));
      const now = new Date(Date.now() - i * 60_000).toISOString();
      insertProject.run(
        id,
        `Project ${i} sprinkler works`,
        `Client ${i % 800}`,
        clientTypes[i % 6],
        types[i % 3],
        'STANDARD',
        'Johannesburg',
        1000 + i,
        budget * 100,
        Math.max(0, spent) * 100,
        day(30 + (i % 200)),
        day(-(i % 300)),
        'Synthetic project for the benchmark',
        status,
        status === 'TENDER' ? null : status === 'CANCELLED' ? 'LOST' : 'WON',
        progress,
        ['GOOD', 'AT_RISK', 'CRITICAL'][i % 3],
        ['PENDING', 'COMPLIANT', 'NON_COMPLIANT'][i % 3],
        null,
        now,
        now,
      );
      for (let m = 0; m < 3; m++) {
        insertMilestone.run(
          randomUUID(),
          id,
          `Milestone ${m}`,
          ['WORK', 'COMPLIANCE', 'SITE_VISIT'][m],
          day(((i + m * 11) % 120) - 60),
          (i + m) % 4 === 0 ? now : null,
          m,
          now,
        );
      }
    }
  })();
  db.close();
}

async function measure(url, headers) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
    bytesPerResponse: Math.round(result.throughput.total / Math.max(1, result.requests.total)),
  };
}

spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'ignore' });

async function runSize(projects) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'firebreak-bench-api-'));
  let server = startServer(dataDir);
  let peer;
  try {
    await untilHealthy(`http://127.0.0.1:${PORT}/api/health`);
    await stop(server);
    console.log(`filling ${projects} projects...`);
    fill(dataDir, projects);
    server = startServer(dataDir); // its start-up alert check runs over the full portfolio
    await untilHealthy(`http://127.0.0.1:${PORT}/api/health`);
    const registered = await fetch(`http://127.0.0.1:${PORT}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        firstName: 'Bench',
        lastName: 'User',
        email: 'bench@example.com',
        password: 'Bench1234',
        role: 'ENGINEER',
      }),
    });
    const { token } = await registered.json();
    const headers = { authorization: `Bearer ${token}` };
    await wait(8000); // let the start-up alert check over the whole portfolio finish
    peer = spawn(
      process.execPath,
      ['bench/peers/projects-sql.mjs', String(PEER_PORT), path.join(dataDir, 'app.db')],
      {
        cwd: root,
        stdio: 'ignore',
        detached: true,
      },
    );
    await untilHealthy(`http://127.0.0.1:${PEER_PORT}/bare`);
    const app = (url) => measure(`http://127.0.0.1:${PORT}/api${url}`, headers);
    const sqlPeer = (query) => measure(`http://127.0.0.1:${PEER_PORT}/projects?${query}`, {});
    const page25 = 'pageSize=25&status=ACTIVE&sort=dueDate&order=asc';
    const page100 = 'pageSize=100';
    const deep100 = `pageSize=100&page=${Math.max(1, Math.floor(projects / 200))}`;
    const results = {
      projects,
      peerBareFastify: await measure(`http://127.0.0.1:${PEER_PORT}/bare`, {}),
      peerSqlPage25: await sqlPeer(page25),
      peerSqlPage100: await sqlPeer(page100),
      peerSqlDeepPage100: await sqlPeer(deep100),
      metrics: await app('/projects/metrics'),
      alerts: await app('/projects/alerts'),
      projectsPage25: await app(`/projects?${page25}`),
      projectsPage100: await app(`/projects?${page100}`),
      projectsDeepPage100: await app(`/projects?${deep100}`),
    };
    const ratio = (key, peerKey) => {
      results[key].peer = peerKey;
      results[key].ratioToPeer =
        Math.round((results[key].requestsPerSecond / results[peerKey].requestsPerSecond) * 1000) / 10;
      results[key].withinP99Budget = results[key].p99Ms <= 25;
    };
    ratio('metrics', 'peerBareFastify');
    ratio('alerts', 'peerBareFastify');
    ratio('projectsPage25', 'peerSqlPage25');
    ratio('projectsPage100', 'peerSqlPage100');
    ratio('projectsDeepPage100', 'peerSqlDeepPage100');
    return results;
  } finally {
    await stop(server).catch(() => {});
    if (peer) await stop(peer).catch(() => {});
    if (process.env.KEEP) console.log(`kept ${dataDir}`);
    else rmSync(dataDir, { recursive: true, force: true });
  }
}

const report = {
  benchmark: `projects API on SQLite, ${CONNECTIONS} connections, ${DURATION} s per target`,
  node: process.version,
  sizes: [],
};
for (const size of SIZES) report.sizes.push(await runSize(size));
writeFileSync(path.join(root, 'bench/results/api-projects.json'), `${JSON.stringify(report, null, 2)}\n`);
console.log(JSON.stringify(report, null, 2));

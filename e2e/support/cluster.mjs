// Two app instances sharing one fresh PostgreSQL database and Redis, as a scaled-out deployment runs,
// for the cross-instance realtime browser test. Needs TEST_DATABASE_URL and REDIS_URL.
// Usage: node e2e/support/cluster.mjs PORT_A PORT_B
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const [portA = '3110', portB = '3111'] = process.argv.slice(2);
const baseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
if (!baseUrl || !redisUrl) {
  console.error('cluster: TEST_DATABASE_URL and REDIS_URL are required');
  process.exit(1);
}

// Named by port, so a run that was killed before it could clean up is replaced by the next one.
const database = `firebreak_e2e_cluster_${portA}`;
const admin = new pg.Client({ connectionString: baseUrl });
await admin.connect();
await admin.query(`drop database if exists ${database} with (force)`);
await admin.query(`create database ${database}`);
await admin.end();
const url = new URL(baseUrl);
url.pathname = `/${database}`;

const children = [];
function start(port) {
  const dataDir = path.join(root, `.tmp/e2e-cluster-${port}`);
  rmSync(dataDir, { recursive: true, force: true });
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: port,
      PUBLIC_URL: `http://localhost:${port}`,
      DATA_DIR: dataDir,
      DATABASE_URL: url.href,
      REDIS_URL: redisUrl,
      JWT_SECRET: 'e2e-cluster-shared-secret-0123456789abcdef',
      LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
      PUBLIC_RATE_LIMIT_PER_MINUTE: '1000',
      LOG_LEVEL: 'warn',
    },
  });
  children.push(child);
  return child;
}
async function healthy(port) {
  for (let i = 0; i < 1200; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`instance on ${port} did not start`);
}

let stopping = false;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  await Promise.all(
    children.map((child) =>
      child.exitCode !== null ? null : new Promise((resolve) => child.on('exit', resolve)),
    ),
  );
  const cleanup = new pg.Client({ connectionString: baseUrl });
  await cleanup.connect();
  await cleanup.query(`drop database if exists ${database} with (force)`);
  await cleanup.end();
  process.exit(code);
}
process.on('SIGTERM', () => void stop(0));
process.on('SIGINT', () => void stop(0));

try {
  // One after the other: the first applies the migrations and the demo seed (and builds if needed).
  start(portA);
  await healthy(portA);
  start(portB);
  await healthy(portB);
  console.log(`cluster up on ${portA} and ${portB}`);
  for (const child of children) child.on('exit', () => void stop(1));
} catch (error) {
  console.error(error);
  await stop(1);
}

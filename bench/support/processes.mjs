// What the benchmarks read about processes and latencies: resident memory from /proc, a process's
// children, a latency summary (p50/p99/max), and the app started as a user starts it.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** VmRSS of a process in MiB (0 once it has gone). */
export function rssMb(pid) {
  try {
    const match = /^VmRSS:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Math.round(Number(match[1]) / 1024) : 0;
  } catch {
    return 0;
  }
}

/** The pids whose parent is `pid`. */
export function childrenOf(pid) {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        return readFileSync(`/proc/${name}/stat`, 'utf8').split(') ')[1]?.split(' ')[1] === String(pid);
      } catch {
        return false;
      }
    })
    .map(Number);
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** Requests, p50, p95, p99 and max of a list of latencies in ms. */
export function latencySummary(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const round = (x) => Math.round(x * 10) / 10;
  return {
    requests: sorted.length,
    p50Ms: round(percentile(sorted, 50)),
    p95Ms: round(percentile(sorted, 95)),
    p99Ms: round(percentile(sorted, 99)),
    maxMs: round(sorted.at(-1)),
  };
}

/** `count` requests one after another (after 5 not counted), their latencies in ms. */
export async function timedRequests(count, send) {
  for (let i = 0; i < 5; i++) await send(i);
  const took = [];
  for (let i = 0; i < count; i++) {
    const start = performance.now();
    await send(i);
    took.push(performance.now() - start);
  }
  return took;
}

const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until the app at `base` answers /api/health (at most two minutes). */
export async function untilHealthy(base) {
  for (let i = 0; i < 1200; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {}
    await wait(100);
  }
  throw new Error('the server never became healthy');
}

/** Requests /api/health every `everyMs` (one at a time) until stopped; stop() gives the latencies. */
export function healthStream(base, everyMs = 20) {
  const latencies = [];
  let running = true;
  const done = (async () => {
    while (running) {
      const started = performance.now();
      const response = await fetch(`${base}/api/health`);
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`/api/health answered ${response.status}`);
      const took = performance.now() - started;
      latencies.push(took);
      await wait(Math.max(0, everyMs - took));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await done;
      return latencies;
    },
  };
}

/** Signs up an administrator on the app at `base` and answers its token. */
export async function benchAdminToken(base) {
  const response = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Bench',
      lastName: 'Admin',
      email: 'bench.admin@example.co.za',
      password: 'Sprinkl3r!',
      role: 'ADMIN',
    }),
  });
  return (await response.json()).token;
}

/**
 * Starts the app as a user does (scripts/start.mjs, built beforehand) on an empty embedded database in
 * a temporary data directory, with limits that a benchmark's request rate would otherwise trip, and
 * waits until it answers. `env` adds or overrides settings. stop() ends it and removes the directory.
 */
export async function startApp({ root, port, name, env = {} }) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `firebreak-bench-${name}-`));
  const server = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      DATABASE_URL: '',
      REDIS_URL: '',
      LOGIN_RATE_LIMIT_PER_MINUTE: '100000',
      ...env,
    },
    stdio: 'ignore',
  });
  await untilHealthy(`http://localhost:${port}`);
  return {
    server,
    stop: async () => {
      if (server.exitCode === null) {
        const exited = new Promise((resolve) => server.on('exit', resolve));
        server.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

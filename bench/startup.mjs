// Start-up time: `npm start` on an existing data directory until the first 200 from /api/health,
// beside a bare Fastify server's time to its first 200 in the same run. Budget (DESIGN.md): <= 3 s.
// Run: node bench/startup.mjs   (builds first if needed; writes bench/results/startup.json)
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Number(process.env.RUNS ?? 5);
const PORT = 3210;

async function timeToHealthy(command, args, env, url) {
  const started = performance.now();
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: 'ignore',
    detached: true,
  });
  try {
    for (;;) {
      try {
        const response = await fetch(url);
        if (response.status === 200) return performance.now() - started;
      } catch {}
      if (child.exitCode !== null) throw new Error(`${command} exited with ${child.exitCode}`);
      if (performance.now() - started > 60_000) throw new Error('not healthy within 60 s');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } finally {
    // npm does not pass the signal on to the server: stop the whole process group.
    const exited = new Promise((resolve) =>
      child.exitCode !== null ? resolve() : child.on('exit', resolve),
    );
    process.kill(-child.pid, 'SIGTERM');
    await exited;
    await waitForPortFree(url);
  }
}

async function waitForPortFree(url) {
  for (let i = 0; i < 500; i++) {
    try {
      await fetch(url);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`${url} still answers after the server was stopped`);
}

const stats = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    min: Math.round(sorted[0]),
    median: Math.round(sorted[Math.floor(sorted.length / 2)]),
    max: Math.round(sorted.at(-1)),
  };
};

spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'ignore' });
const dataDir = mkdtempSync(path.join(tmpdir(), 'firebreak-bench-start-'));
const env = { PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '', REDIS_URL: '' };
// The first start creates and seeds the database; the measured starts reuse it, as a user's restart does.
await timeToHealthy('npm', ['start'], env, `http://127.0.0.1:${PORT}/api/health`);

const app = [];
const peer = [];
const bare = `import Fastify from 'fastify'; const app = Fastify(); app.get('/health', async () => ({ ok: true }));
await app.listen({ port: ${PORT + 1}, host: '127.0.0.1' });`;
for (let i = 0; i < RUNS; i++) {
  app.push(await timeToHealthy('npm', ['start'], env, `http://127.0.0.1:${PORT}/api/health`));
  peer.push(
    await timeToHealthy(
      process.execPath,
      ['--input-type=module', '-e', bare],
      {},
      `http://127.0.0.1:${PORT + 1}/health`,
    ),
  );
}
rmSync(dataDir, { recursive: true, force: true });

const result = {
  benchmark: 'startup to first 200 from the health check',
  runs: RUNS,
  node: process.version,
  appNpmStartMs: stats(app),
  peerBareFastifyMs: stats(peer),
  budgetMs: 3000,
  withinBudget: stats(app).median <= 3000,
};
writeFileSync(path.join(root, 'bench/results/startup.json'), `${JSON.stringify(result, null, 2)}\n`);
console.log(JSON.stringify(result, null, 2));

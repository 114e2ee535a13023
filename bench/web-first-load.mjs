// The first route's JavaScript: loads /login in Chromium against `npm start` and adds up the bytes of
// every script transferred (compressed, as a browser receives them), beside the uncompressed size.
// Budget (DESIGN.md): <= 250 KB gzip. Run: node bench/web-first-load.mjs
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORT = 3220;
spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'ignore' });
const dataDir = mkdtempSync(path.join(tmpdir(), 'firebreak-bench-web-'));
const server = spawn('npm', ['start'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(PORT),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    REDIS_URL: '',
  },
  stdio: 'ignore',
  detached: true,
});
try {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/api/health`)).ok) break;
    } catch {}
    if (i > 600) throw new Error('server did not start');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const results = {};
  for (const encoding of ['gzip', 'br']) {
    const context = await browser.newContext({ extraHTTPHeaders: { 'accept-encoding': encoding } });
    const page = await context.newPage();
    const scripts = [];
    page.on('requestfinished', async (request) => {
      if (request.resourceType() !== 'script') return;
      const sizes = await request.sizes();
      const response = await request.response();
      scripts.push({
        url: new URL(request.url()).pathname,
        transferred: sizes.responseBodySize,
        raw: (await response.body()).length,
      });
    });
    await page.goto(`http://localhost:${PORT}/login`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    results[encoding] = {
      files: scripts.length,
      transferredKB: Math.round(scripts.reduce((sum, s) => sum + s.transferred, 0) / 102.4) / 10,
      rawKB: Math.round(scripts.reduce((sum, s) => sum + s.raw, 0) / 102.4) / 10,
    };
    await context.close();
  }
  await browser.close();
  const result = {
    benchmark: 'JavaScript for the first route (/login)',
    ...results,
    budgetKBGzip: 250,
    withinBudget: results.gzip.transferredKB <= 250,
  };
  writeFileSync(path.join(root, 'bench/results/web-first-load.json'), `${JSON.stringify(result, null, 2)}\n`);
  console.log(JSON.stringify(result, null, 2));
} finally {
  process.kill(-server.pid, 'SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}

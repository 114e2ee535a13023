// `npm test`: every Vitest project (shared, server on SQLite and PostgreSQL, web components), then the
// Playwright browser tests against the app started with `npm start`. Ends with one summary line.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, '.tmp/reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

const run = (command, args, env = {}) =>
  spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

const totals = { passed: 0, failed: 0, skipped: 0 };
let failedSteps = [];

/** Runs a command with its output shown as it comes and kept, to repeat its end after the browser tests. */
const runKept = (command, args) =>
  new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ['inherit', 'pipe', 'pipe'], env: process.env });
    const kept = [];
    const keep = (stream, out) =>
      stream.on('data', (chunk) => {
        out.write(chunk);
        kept.push(chunk.toString());
        if (kept.length > 4000) kept.splice(0, kept.length - 4000);
      });
    keep(child.stdout, process.stdout);
    keep(child.stderr, process.stderr);
    child.on('close', (code) => resolve({ status: code ?? 1, output: kept.join('') }));
  });

const vitestJson = path.join(reports, 'vitest.json');
const { status: unitStatus, output: unitOutput } = await runKept('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson}`,
]);
if (existsSync(vitestJson)) {
  const report = JSON.parse(readFileSync(vitestJson, 'utf8'));
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}
if (unitStatus !== 0) failedSteps.push('vitest');

if (process.env.SKIP_E2E === '1') {
  console.log('\nBrowser tests skipped (SKIP_E2E=1).');
} else if (!existsSync(chromium)) {
  console.error(
    `\nBrowser tests need Chromium at ${chromium}: apt-get install -y chromium (or set CHROMIUM_PATH).`,
  );
  failedSteps.push('browser tests could not run');
} else {
  const playwrightJson = path.join(reports, 'playwright.json');
  const e2eStatus = run('npx', ['playwright', 'test', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson,
  });
  if (existsSync(playwrightJson)) {
    const { stats } = JSON.parse(readFileSync(playwrightJson, 'utf8'));
    totals.passed += (stats?.expected ?? 0) + (stats?.flaky ?? 0);
    totals.failed += stats?.unexpected ?? 0;
    totals.skipped += stats?.skipped ?? 0;
    if ((stats?.expected ?? 0) === 0) failedSteps.push('no browser test ran');
  }
  if (e2eStatus !== 0) failedSteps.push('playwright');
}

if (unitStatus !== 0) {
  // CI shows only the end of the log: say again why Vitest failed (failed tests, suites, unhandled errors).
  const plain = unitOutput.replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '');
  const lines = plain.split('\n').filter((line) => !line.includes('Not implemented: HTMLCanvasElement'));
  const start = lines.findIndex((line) => /⎯{3,} (Failed|Unhandled)/.test(line));
  console.error('\n== Vitest failed; its report again:');
  console.error(
    lines
      .slice(start >= 0 ? start : -120)
      .slice(0, 300)
      .join('\n'),
  );
}

failedSteps = [...new Set(failedSteps)];
if (failedSteps.length > 0) console.error(`\nFailed: ${failedSteps.join(', ')}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps.length > 0 ? 1 : 0);

// Paperwork intake (issue 32), judged from outside: the evaluation set (bench/intake-eval/generate.mjs)
// uploaded as one batch to a site through the public API, read to the end, and every proposal scored
// against the truth (bench/intake-eval/score.mjs): per field key, per level (text, clean, mild, heavy,
// photo), kind accuracy, and the share of files whose proposals needed no edit.
// Run: node bench/intake-eval/generate.mjs && npm run build && node bench/intake-eval.mjs
//   --only-level mild     only files of one level        --limit 10     only the first N files
//   --base http://…       use a running app (with --email/--password of an office user) instead of
//                         starting one on a fresh data directory
//   --from FILE           score a saved batch answer (e.g. .tmp/intake-eval/batch.json) without a server
//   --batch-size N        upload in batches of N files (default: all in one)
// Writes .tmp/intake-eval/score.json (and the batch answers to .tmp/intake-eval/batch.json).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatReport, scoreBatch } from './intake-eval/score.mjs';
import { benchAdminToken, startApp } from './support/processes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const DIR = path.resolve(root, arg('dir', '.tmp/intake-eval'));
const ONLY_LEVEL = arg('only-level', null);
const LIMIT = Number(arg('limit', 0));
const FROM = arg('from', null);
const BASE = arg('base', null);
const BATCH_SIZE = Number(arg('batch-size', 0));
const PORT = Number(process.env.BENCH_PORT ?? 3241);
const POLL_MS = 2000;
/** A bench, not a test: give up on a batch that has not finished reading after this long. */
const GIVE_UP_MS = Number(arg('give-up-minutes', 45)) * 60_000;

const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function api(base, method, url, token, payload) {
  const isForm = payload instanceof FormData;
  const response = await fetch(`${base}/api${url}`, {
    method,
    headers: {
      ...(payload && !isForm ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: isForm ? payload : payload ? JSON.stringify(payload) : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text.slice(0, 500)}`);
  return text ? JSON.parse(text) : null;
}

function selectTruth() {
  const truthPath = path.join(DIR, 'truth.json');
  if (!existsSync(truthPath))
    throw new Error(`${truthPath} is missing: run node bench/intake-eval/generate.mjs first`);
  let files = JSON.parse(readFileSync(truthPath, 'utf8')).files;
  if (ONLY_LEVEL) files = files.filter((f) => f.level === ONLY_LEVEL);
  if (LIMIT > 0) files = files.slice(0, LIMIT);
  if (!files.length) throw new Error('no files selected');
  return files;
}

const contentType = (name) =>
  name.endsWith('.pdf') ? 'application/pdf' : name.endsWith('.png') ? 'image/png' : 'image/jpeg';

async function upload(base, token, siteId, names) {
  const form = new FormData();
  for (const name of names)
    form.append('files', new Blob([readFileSync(path.join(DIR, name))], { type: contentType(name) }), name);
  try {
    return await api(base, 'POST', `/sites/${siteId}/intake`, token, form);
  } catch (error) {
    if (/: 404 /.test(error.message))
      throw new Error(
        `POST /api/sites/:id/intake answered 404: the intake routes are not in this build (${error.message})`,
      );
    throw error;
  }
}

/** Polls a batch until no file is waiting or being read; answers the last batch seen. */
async function untilRead(base, token, batchId, started) {
  let last = '';
  for (;;) {
    const batch = await api(base, 'GET', `/intake/${batchId}`, token);
    const busy = batch.files.filter((f) => f.status === 'QUEUED' || f.status === 'READING');
    const line = `  batch ${batchId.slice(0, 8)}: ${batch.files.length - busy.length}/${batch.files.length} read`;
    if (line !== last) {
      process.stdout.write(`${line}  (${((performance.now() - started) / 1000).toFixed(0)} s)\n`);
      last = line;
    }
    if (!busy.length) return batch;
    if (performance.now() - started > GIVE_UP_MS) {
      console.warn(`  giving up on ${busy.length} files still ${busy.map((f) => f.status).join(', ')}`);
      return batch;
    }
    await wait(POLL_MS);
  }
}

async function runAgainst(base, token, truth) {
  const client = await api(base, 'POST', '/clients', token, {
    name: 'Mabena Property Holdings',
    type: 'Commercial',
    status: 'Active',
  });
  const site = await api(base, 'POST', `/clients/${client.id}/sites`, token, {
    name: 'Rosebank Towers',
    address: '19 Biermann Avenue, Rosebank, Johannesburg, 2196',
  });
  const names = truth.map((t) => t.file);
  const size = BATCH_SIZE > 0 ? BATCH_SIZE : names.length;
  const batches = [];
  const started = performance.now();
  for (let i = 0; i < names.length; i += size) {
    const slice = names.slice(i, i + size);
    const created = await upload(base, token, site.id, slice);
    const batchId = created.id ?? created.batch?.id;
    console.log(`uploaded ${slice.length} files as batch ${batchId}`);
    batches.push(await untilRead(base, token, batchId, started));
  }
  const seconds = (performance.now() - started) / 1000;
  return { batches, seconds };
}

async function main() {
  const truth = selectTruth();
  console.log(
    `${truth.length} files from ${path.relative(root, DIR)}${ONLY_LEVEL ? ` (level ${ONLY_LEVEL})` : ''}`,
  );
  let batches;
  let seconds = null;
  if (FROM) {
    const saved = JSON.parse(readFileSync(path.resolve(root, FROM), 'utf8'));
    batches = Array.isArray(saved.batches) ? saved.batches : [saved];
  } else if (BASE) {
    const login = await api(BASE, 'POST', '/auth/login', null, {
      email: arg('email', 'bench.admin@example.co.za'),
      password: arg('password', 'Sprinkl3r!'),
    });
    ({ batches, seconds } = await runAgainst(BASE, login.token, truth));
  } else {
    if (!existsSync(path.join(root, 'apps/server/dist')))
      console.warn(
        'apps/server/dist is missing: run npm run build first (the app is started as a user starts it)',
      );
    const app = await startApp({ root, port: PORT, name: 'intake-eval', env: { SEED_DEMO: 'false' } });
    try {
      const base = `http://localhost:${PORT}`;
      const token = await benchAdminToken(base);
      ({ batches, seconds } = await runAgainst(base, token, truth));
    } finally {
      await app.stop();
    }
  }
  if (!FROM) writeFileSync(path.join(DIR, 'batch.json'), `${JSON.stringify({ batches }, null, 2)}\n`);
  const merged = { files: batches.flatMap((b) => b.files) };
  const { scored, report } = scoreBatch(merged, truth);
  console.log('');
  console.log(formatReport(report));
  if (seconds !== null)
    console.log(
      `read ${truth.length} files in ${seconds.toFixed(0)} s (${(seconds / truth.length).toFixed(1)} s a file)`,
    );
  const failed = scored.filter((s) => s.status !== 'PROPOSED');
  if (failed.length) {
    console.log('\nnot proposed:');
    for (const s of failed) console.log(`  ${s.file.padEnd(26)} ${s.status} ${s.error ?? ''}`);
  }
  const out = {
    generatedAt: new Date().toISOString(),
    onlyLevel: ONLY_LEVEL,
    limit: LIMIT || null,
    seconds,
    ...report,
    perFile: scored.map(({ outcomes, ...s }) => ({
      ...s,
      mistakes: outcomes
        .filter((o) => !o.correct && !o.found)
        .map(({ group, key, proposed, expected }) => ({ group, key, proposed, expected })),
    })),
  };
  writeFileSync(path.join(DIR, 'score.json'), `${JSON.stringify(out, null, 2)}\n`);
  console.log(`\nwrote ${path.relative(root, path.join(DIR, 'score.json'))}`);
}

await main();

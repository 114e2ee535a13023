// The search ROUTE at scale (docs/decisions/0057, 0079): 100,000 synthetic documents and their
// 300,000 passages in the embedded database, indexed by the app's own start-up rebuild;
// GET /api/ai-search/{keyword,semantic,hybrid} as the web asks (limit 20, no threshold: every ranked
// hit with its best passage read from document_passages, and the best answer) through app.inject
// (auth, validation, serialisation, usage counting) over the judged queries, beside a peer in the
// same run: a bare Fastify route answering a JSON body of the hybrid answer's size. Requests run one at a time (the machine is shared; concurrency would measure the scheduler).
// It also counts the SQL statements issued while the measured requests run (one read of the shown
// passages per search), and the usage_counts total before and after them: the request path writes
// nothing; the counts arrive on the flush.
// Run: node --import tsx bench/search-route.mjs  (DOCS=100000)
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import SQLite from 'better-sqlite3';
import Fastify from 'fastify';
import { Kysely, SqliteDialect } from 'kysely';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { demoLibrary, syntheticCorpus } from './search-lib.mjs';

const DOCS = Number(process.env.DOCS ?? 100_000);
const here = path.dirname(fileURLToPath(import.meta.url));
const { queries } = JSON.parse(readFileSync(path.join(here, 'search-queries.json'), 'utf8'));

const demo = await demoLibrary();
const corpus = syntheticCorpus(demo, DOCS);

// The app's database, opened here so a log hook can count every statement it runs.
const dataDir = mkdtempSync(path.join(tmpdir(), 'firebreak-bench-'));
const sqlite = new SQLite(path.join(dataDir, 'app.db'));
sqlite.pragma('journal_mode = WAL');
const statements = { counting: false, all: 0, usage: 0, writes: 0, texts: new Map() };
const db = new Kysely({
  dialect: new SqliteDialect({ database: sqlite }),
  log: (event) => {
    if (!statements.counting) return;
    const text = event.query.sql;
    statements.all += 1;
    if (text.includes('usage_counts')) statements.usage += 1;
    if (/^\s*(insert|update|delete)/i.test(text)) statements.writes += 1;
    const key = text.slice(0, 60);
    statements.texts.set(key, (statements.texts.get(key) ?? 0) + 1);
  },
});
const database = { db, engine: 'sqlite', close: async () => db.destroy() };
await migrateToLatest(database);

let started = performance.now();
const now = new Date().toISOString();
for (let start = 0; start < DOCS; start += 1000) {
  const rows = [];
  for (let i = start; i < Math.min(DOCS, start + 1000); i += 1) {
    const doc = corpus[i];
    rows.push({
      id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      slug: `doc-${i}`,
      name: doc.name,
      file_name: `doc-${i}.pdf`,
      type: doc.type,
      extension: 'pdf',
      content_type: 'application/pdf',
      file_size: 1000,
      sha256: `${i}`.padStart(64, '0'),
      last_modified: now,
      category: doc.category,
      subcategory: '',
      department: doc.department,
      document_type: 'procedure',
      revision: '',
      tags: JSON.stringify(doc.tags),
      description: doc.description,
      searchable_content: doc.content,
      uploaded_by: null,
      created_at: now,
      text_status: 'ready',
      text_note: null,
      text_progress: null,
    });
  }
  await db.insertInto('documents').values(rows).execute();
  const passages = rows.flatMap((row, k) =>
    corpus[start + k].passages.map((passage, ordinal) => ({
      document_id: row.id,
      ordinal,
      page: passage.page,
      heading: passage.heading,
      text: passage.text,
    })),
  );
  for (let at = 0; at < passages.length; at += 500)
    await db
      .insertInto('document_passages')
      .values(passages.slice(at, at + 500))
      .execute();
}
const insertSeconds = +((performance.now() - started) / 1000).toFixed(1);

const config = loadConfig({
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-signing',
  LOG_LEVEL: 'silent',
  LOGIN_RATE_LIMIT_PER_MINUTE: '100000',
  ALERT_CHECK_MINUTES: '0',
  SEED_DEMO: 'false',
  // The bench's own office account is taken at once (approval is the default since issue 25).
  SIGNUP_MODE: 'open',
});
started = performance.now();
const app = await buildApp({ config, database, logger: false });
await app.ready();
const register = await app.inject({
  method: 'POST',
  url: '/api/auth/register',
  payload: {
    firstName: 'Bench',
    lastName: 'Mark',
    email: 'bench@example.co.za',
    password: 'Sprinkl3r!',
    role: 'PROJECT_MANAGER',
  },
});
if (!register.json().token) throw new Error(`sign-up: ${register.body}`);
const headers = { authorization: `Bearer ${register.json().token}` };
// The filters route waits for the start-up rebuild: the index holds every document after it.
const filters = await app.inject({ method: 'GET', url: '/api/ai-search/filters', headers });
if (filters.json().statistics?.totalDocuments !== DOCS) throw new Error(`index holds ${filters.body}`);
const indexSeconds = +((performance.now() - started) / 1000).toFixed(1);

const usageTotal = async () =>
  Number(
    (
      await db
        .selectFrom('usage_counts')
        .select((eb) => eb.fn.sum('count').as('n'))
        .executeTakeFirstOrThrow()
    ).n ?? 0,
  );

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return +sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))].toFixed(2);
};
async function measure(target, request) {
  for (const q of queries.slice(0, 5)) await request(q.q);
  const times = [];
  let bytes = 0;
  const t0 = performance.now();
  for (let round = 0; round < 3; round += 1) {
    for (const q of queries) {
      const t1 = performance.now();
      const response = await request(q.q);
      times.push(performance.now() - t1);
      if (response.statusCode !== 200) throw new Error(`${target}: ${response.statusCode} ${response.body}`);
      bytes += response.body.length;
    }
  }
  const seconds = (performance.now() - t0) / 1000;
  return {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    requestsPerSecond: Math.round(times.length / seconds),
    meanBytes: Math.round(bytes / times.length),
    n: times.length,
  };
}

const route = (method) => (q) =>
  app.inject({ method: 'GET', url: `/api/ai-search/${method}?q=${encodeURIComponent(q)}&limit=20`, headers });

// The peer: a bare Fastify route answering the hybrid route's answer to the first query, as JSON.
const sample = (await route('hybrid')(queries[0].q)).json();
const peer = Fastify({ logger: false });
peer.get('/peer', async () => sample);
await peer.ready();

const usageBefore = await usageTotal();
statements.counting = true;
const results = {
  documents: DOCS,
  passages: DOCS * 3,
  insertSeconds,
  startAndIndexSeconds: indexSeconds,
  keyword: await measure('keyword', route('keyword')),
  semantic: await measure('semantic', route('semantic')),
  hybrid: await measure('hybrid', route('hybrid')),
  bareFastifyPeer: await measure('peer', (q) =>
    peer.inject({ method: 'GET', url: `/peer?q=${encodeURIComponent(q)}` }),
  ),
};
statements.counting = false;
const usageAfterRequests = await usageTotal();
await app.close();
const usageAfterClose = await usageTotal();
results.requestPath = {
  // 5 warm-up and n measured requests per method; one more hybrid before (the peer's sample).
  searchRequestsCounted: 3 * (5 + results.keyword.n),
  sqlStatementsDuringMeasuredRequests: statements.all,
  ofWhichWrites: statements.writes,
  ofWhichUsageCounts: statements.usage,
  statements: Object.fromEntries(statements.texts),
  usageCountsTotal: { before: usageBefore, afterRequests: usageAfterRequests, afterClose: usageAfterClose },
};
console.log(JSON.stringify(results, null, 2));
writeFileSync(
  path.join(here, 'results', 'search-route.json'),
  `${JSON.stringify({ date: new Date().toISOString(), node: process.version, ...results }, null, 2)}\n`,
);
await peer.close();
rmSync(dataDir, { recursive: true, force: true });

// The outsider's question set (bench/questions/, 83 questions written without reading the engine;
// NEVER tuned on) asked through the ROUTES the screens call, with their defaults, over the demo
// library and the built-in handbook as `npm start` seeds them (issue 26, "Measure it"):
// - a question written from the library: GET /api/ai-search/semantic?q=…&limit=20, what the
//   Documents page's first tab sends (no threshold);
// - a question written from the handbook: GET /api/standards/search?q=… as the SANS Regulations tab
//   sends it (every standard, the default limit).
// A hit answers when it is a judged answer's document and the passage it shows is the judged one:
// the same page for a paged standard (each handbook section is one printed page), else the judged
// heading, or at least 60% of the judged quote's words in the shown passage. Scores: the answering
// passage in the first three; the first; 'Best answer' right when shown (library questions, where
// the page shows one); empty answers. Beside it, the same questions on the Keyword and Hybrid tabs.
// Run: node --import tsx bench/search-questions.mjs   -> bench/results/search-questions.json
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { seedDemoData } from '../apps/server/src/db/seed.ts';
import { demoSeeders } from '../apps/server/src/db/seeders.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const questions = JSON.parse(readFileSync(path.join(here, 'questions/questions.json'), 'utf8'));
const HANDBOOK = 'Sprinkler Installation and Maintenance Handbook: South African Practice';

const words = (text) =>
  (text ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9.]+/g, ' ')
    .split(' ')
    .map((w) => w.replace(/^\.+|\.+$/g, ''))
    .filter((w) => w.length > 1 || /\d/.test(w));
const same = (a, b) => words(a).join(' ') === words(b).join(' ');

/** Whether a shown passage (document name, page, heading, text) is one of the judged answers. */
function answers(question, shown) {
  return question.answers.some((answer) => {
    if (answer.document !== shown.document) return false;
    if (shown.paged && answer.page !== null) return shown.page === answer.page;
    if (answer.page !== null && shown.page !== null && shown.page !== answer.page) return false;
    if (shown.heading && same(shown.heading, answer.heading)) return true;
    const held = new Set(words(`${shown.heading ?? ''} ${shown.text}`));
    const quote = words(answer.quote);
    return quote.filter((w) => held.has(w)).length >= 0.6 * quote.length;
  });
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'firebreak-questions-'));
const config = loadConfig({
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-signing',
  LOG_LEVEL: 'silent',
  LOGIN_RATE_LIMIT_PER_MINUTE: '100000',
  ALERT_CHECK_MINUTES: '0',
  // The demo seed has staff already: the bench's own office account is taken at once.
  SIGNUP_MODE: 'open',
});
const database = openDatabase({ dataDir });
await migrateToLatest(database);
await seedDemoData(database.db, demoSeeders);
const app = await buildApp({ config, database, logger: false });
await app.ready();
const register = await app.inject({
  method: 'POST',
  url: '/api/auth/register',
  payload: {
    firstName: 'Bench',
    lastName: 'Questions',
    email: 'bench-questions@example.co.za',
    password: 'Sprinkl3r!Sprinkl3r',
    role: 'PROJECT_MANAGER',
  },
});
if (!register.json().token) throw new Error(`sign-up: ${register.body}`);
const headers = { authorization: `Bearer ${register.json().token}` };
const get = async (url) => {
  const response = await app.inject({ method: 'GET', url, headers });
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  return response.json();
};

// The seed's documents are read (text, OCR, passages) by the processing pool after start.
for (let waited = 0; ; waited += 1) {
  const { documents: items } = await get('/api/documents?pageSize=500');
  const waiting = items.filter((doc) => doc.textStatus === 'pending');
  if (waiting.length === 0) break;
  if (waited > 600) throw new Error(`${waiting.length} demo documents still unread after 10 minutes`);
  await new Promise((resolve) => setTimeout(resolve, 1000));
}

const q = encodeURIComponent;
async function askLibrary(question, method) {
  const answer = await get(`/api/ai-search/${method}?q=${q(question.question)}&limit=20`);
  const shown = answer.results.map((result) => ({
    document: result.name,
    page: result.passage?.page ?? null,
    heading: result.passage?.heading ?? null,
    text: result.passage?.text ?? '',
    paged: false,
  }));
  const best = answer.bestAnswer
    ? {
        document: answer.bestAnswer.documentName,
        page: answer.bestAnswer.page,
        heading: answer.bestAnswer.passage.heading,
        text: answer.bestAnswer.passage.text,
        paged: false,
      }
    : null;
  return { shown, best };
}
async function askStandards(question) {
  const answer = await get(`/api/standards/search?q=${q(question.question)}`);
  const shown = answer.results.map((hit) => ({
    document: hit.kind === 'sample' ? HANDBOOK : hit.title,
    page: hit.page,
    heading: hit.heading,
    text: hit.text,
    paged: true,
  }));
  return { shown, best: null };
}

function score(asked) {
  const n = asked.length;
  const shownBest = asked.filter((a) => a.best !== null);
  const share = (count, of) => (of === 0 ? null : +(count / of).toFixed(3));
  return {
    questions: n,
    top3: share(asked.filter((a) => a.rank !== null && a.rank <= 3).length, n),
    top1: share(asked.filter((a) => a.rank === 1).length, n),
    empty: share(asked.filter((a) => a.results === 0).length, n),
    bestAnswerShown: shownBest.length,
    bestAnswerRight: share(shownBest.filter((a) => a.best).length, shownBest.length),
  };
}

const runs = {};
for (const [name, ask] of [
  ['web-first-tab (semantic)', (question) => askLibrary(question, 'semantic')],
  ['keyword tab', (question) => askLibrary(question, 'keyword')],
  ['hybrid tab', (question) => askLibrary(question, 'hybrid')],
]) {
  const asked = [];
  for (const question of questions) {
    const { shown, best } =
      question.source === 'handbook' ? await askStandards(question) : await ask(question);
    const rank = shown.findIndex((hit) => answers(question, hit));
    asked.push({
      id: question.id,
      source: question.source,
      kind: question.kind,
      results: shown.length,
      rank: rank >= 0 ? rank + 1 : null,
      best: best === null ? null : answers(question, best),
      shownBest: best,
    });
  }
  runs[name] = {
    all: score(asked),
    library: score(asked.filter((a) => a.source === 'library')),
    handbook: score(asked.filter((a) => a.source === 'handbook')),
    byKind: Object.fromEntries(
      [...new Set(asked.map((a) => a.kind))].map((kind) => [
        kind,
        score(asked.filter((a) => a.kind === kind)),
      ]),
    ),
    missed: asked.filter((a) => a.rank === null || a.rank > 3).map((a) => a.id),
    // What 'Best answer' showed where it was not a judged answer, to check the judging by eye.
    wrongBestAnswers: asked
      .filter((a) => a.best === false)
      .map((a) => ({
        id: a.id,
        document: a.shownBest.document,
        page: a.shownBest.page,
        heading: a.shownBest.heading,
        text: a.shownBest.text.slice(0, 240),
      })),
  };
}
await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });

const result = {
  date: new Date().toISOString(),
  node: process.version,
  set: 'bench/questions (held out)',
  runs,
};
writeFileSync(path.join(here, 'results/search-questions.json'), `${JSON.stringify(result, null, 1)}\n`);
for (const [name, run] of Object.entries(runs))
  console.log(name, JSON.stringify({ all: run.all, library: run.library, handbook: run.handbook }));

// Today's engine beside this one, in one process under the same load (decision 0079): the index of
// 100,000 synthetic documents (search-lib.mjs syntheticCorpus) built by the engine before passages
// (a checkout of that commit, TODAY=dir) and by this one with the documents' 300,000 passages; their
// build time and memory, and p50/p95 of each method over the judged queries, interleaved query by
// query so both see the same machine. Before: as the web asked then (semantic and hybrid at the
// Balanced threshold 0.7, keyword without). Now: as the web asks now (no threshold, limit 20, each
// hit's best passage and the best answer).
// Run: git archive <commit> apps/server packages/shared | tar -x -C /tmp/before
//      TODAY=/tmp/before node --expose-gc --import tsx bench/search-latency-compare.mjs  (DOCS=100000)
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createGloveEmbedder, createSearchEngine, demoLibrary, syntheticCorpus } from './search-lib.mjs';

const DOCS = Number(process.env.DOCS ?? 100_000);
const TODAY = process.env.TODAY;
if (!TODAY) throw new Error('TODAY=dir: a checkout of the engine before passages');
const here = path.dirname(fileURLToPath(import.meta.url));
const { queries } = JSON.parse(readFileSync(path.join(here, 'search-queries.json'), 'utf8'));
const before = await import(path.join(TODAY, 'apps/server/src/modules/search/engine.ts'));
const beforeEmbedder = await import(path.join(TODAY, 'apps/server/src/modules/search/embedder.ts'));

const corpus = syntheticCorpus(await demoLibrary(), DOCS);
const mb = (bytes) => Math.round(bytes / 1e6);
const held = () => {
  global.gc?.();
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.external;
};

function build(create, docs) {
  const start = held();
  const t0 = performance.now();
  const engine = create();
  engine.rebuild(docs);
  const seconds = +((performance.now() - t0) / 1000).toFixed(1);
  return { engine, seconds, memoryMb: mb(held() - start) };
}
// Each built twice, alternately, and the faster build kept: the machine is shared.
const builds = { before: [], now: [] };
let beforeEngine;
let nowEngine;
for (let round = 0; round < 2; round += 1) {
  beforeEngine = undefined;
  const b = build(
    () => before.createSearchEngine({ embedder: beforeEmbedder.createGloveEmbedder() }),
    corpus.map(({ passages: _, ...doc }) => doc),
  );
  builds.before.push(b);
  beforeEngine = b.engine;
  nowEngine = undefined;
  const n = build(() => createSearchEngine({ embedder: createGloveEmbedder() }), corpus);
  builds.now.push(n);
  nowEngine = n.engine;
}
const best = (list) => list.reduce((a, b) => (b.seconds < a.seconds ? b : a));

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return +sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))].toFixed(2);
};
const runs = {
  before: {
    keyword: (q) => beforeEngine.search(q, { method: 'keyword', limit: 20 }),
    semantic: (q) => beforeEngine.search(q, { method: 'semantic', limit: 20, threshold: 0.7 }),
    hybrid: (q) => beforeEngine.search(q, { method: 'hybrid', limit: 20, threshold: 0.7 }),
  },
  now: {
    keyword: (q) => nowEngine.find(q, { method: 'keyword', limit: 20 }),
    semantic: (q) => nowEngine.find(q, { method: 'semantic', limit: 20 }),
    hybrid: (q) => nowEngine.find(q, { method: 'hybrid', limit: 20 }),
  },
};
const times = { before: {}, now: {} };
const hitsPerQuery = { before: {}, now: {} };
for (const method of ['keyword', 'semantic', 'hybrid']) {
  for (const side of ['before', 'now']) {
    times[side][method] = [];
    hitsPerQuery[side][method] = 0;
    for (const q of queries.slice(0, 5)) runs[side][method](q.q);
  }
  for (let round = 0; round < 3; round += 1) {
    for (const q of queries) {
      for (const side of round % 2 ? ['now', 'before'] : ['before', 'now']) {
        const t0 = performance.now();
        const out = runs[side][method](q.q);
        times[side][method].push(performance.now() - t0);
        if (round === 0) hitsPerQuery[side][method] += (out.hits ?? out).length / queries.length;
      }
    }
  }
}
const summary = (side) => ({
  buildSeconds: best(builds[side]).seconds,
  buildSecondsBothRuns: builds[side].map((b) => b.seconds),
  indexMemoryMb: best(builds[side]).memoryMb,
  ...Object.fromEntries(
    ['keyword', 'semantic', 'hybrid'].map((method) => [
      method,
      {
        p50: percentile(times[side][method], 50),
        p95: percentile(times[side][method], 95),
        hitsPerQuery: +hitsPerQuery[side][method].toFixed(1),
        n: times[side][method].length,
      },
    ]),
  ),
});
const results = {
  date: new Date().toISOString(),
  node: process.version,
  documents: DOCS,
  passages: corpus.reduce((sum, doc) => sum + doc.passages.length, 0),
  before: { engine: 'before passages (TODAY checkout)', ...summary('before') },
  now: { engine: 'with passages (this commit)', ...summary('now') },
  stats: nowEngine.stats,
};
console.log(JSON.stringify(results, null, 2));
writeFileSync(
  path.join(here, 'results', 'search-latency-compare.json'),
  `${JSON.stringify(results, null, 2)}\n`,
);

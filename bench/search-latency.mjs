// Search latency at scale: 100,000 synthetic fire-protection documents and their 300,000 passages;
// index build time, keyword, semantic and hybrid p50/p95 over the judged queries asked as the web
// asks them (limit 20, no threshold: every ranked hit, each with its best passage, and the best
// answer), the index's memory, beside MiniSearch with defaults on the same corpus in the same run.
// Budgets (DESIGN.md): keyword p95 <= 10 ms, hybrid p95 <= 30 ms, build of 100k <= 60 s, index
// memory <= 300 MB. PASSAGES=0 indexes the documents alone (the cost of passages, same code).
// Run: node --expose-gc --import tsx bench/search-latency.mjs  (DOCS=100000)
// The corpus (search-lib.mjs syntheticCorpus) draws words from the demo library's vocabulary.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import MiniSearch from 'minisearch';
import { createGloveEmbedder, createSearchEngine, demoLibrary, syntheticCorpus } from './search-lib.mjs';

const DOCS = Number(process.env.DOCS ?? 100_000);
const here = path.dirname(fileURLToPath(import.meta.url));
const { queries } = JSON.parse(readFileSync(path.join(here, 'search-queries.json'), 'utf8'));

const demo = await demoLibrary();
const withPassages = process.env.PASSAGES !== '0';
const corpus = syntheticCorpus(demo, DOCS).map((doc) =>
  withPassages ? doc : { ...doc, passages: undefined },
);

const mb = (bytes) => Math.round(bytes / 1e6);
// Memory the index holds: JavaScript heap plus typed arrays and WebAssembly memory, after a full GC.
const held = () => {
  global.gc?.();
  const usage = process.memoryUsage();
  return { heap: usage.heapUsed, buffers: usage.external, rss: usage.rss };
};
const before = held();
const embedder = createGloveEmbedder();
let started = performance.now();
const engine = createSearchEngine({ embedder });
engine.rebuild(corpus);
const buildMs = performance.now() - started;
const withIndex = held();

started = performance.now();
const baseline = new MiniSearch({ fields: ['name', 'description', 'tags', 'content'] });
baseline.addAll(corpus.map((doc) => ({ ...doc, tags: doc.tags.join(' ') })));
const baselineBuildMs = performance.now() - started;

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return +sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))].toFixed(2);
};
function measure(run) {
  for (const q of queries.slice(0, 5)) run(q.q);
  const times = [];
  for (let round = 0; round < 3; round += 1) {
    for (const q of queries) {
      const t0 = performance.now();
      run(q.q);
      times.push(performance.now() - t0);
    }
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95), n: times.length };
}
const results = {
  documents: DOCS,
  passages: withPassages ? corpus.reduce((sum, doc) => sum + doc.passages.length, 0) : 0,
  buildSeconds: +(buildMs / 1000).toFixed(1),
  indexMemoryMb: {
    heap: mb(withIndex.heap - before.heap),
    buffers: mb(withIndex.buffers - before.buffers),
    total: mb(withIndex.heap - before.heap + withIndex.buffers - before.buffers),
    rssGrowth: mb(withIndex.rss - before.rss),
  },
  engineStats: engine.stats,
  keyword: measure((q) => engine.find(q, { method: 'keyword', limit: 20 })),
  semantic: measure((q) => engine.find(q, { method: 'semantic', limit: 20 })),
  hybrid: measure((q) =>
    engine.find(q, { method: 'hybrid', limit: 20, semanticWeight: 0.7, keywordWeight: 0.3 }),
  ),
  minisearchDefaults: {
    buildSeconds: +(baselineBuildMs / 1000).toFixed(1),
    ...measure((q) => baseline.search(q).slice(0, 20)),
  },
  rssMbWithBoth: mb(process.memoryUsage().rss),
};
console.log(JSON.stringify(results, null, 2));
writeFileSync(
  path.join(here, 'results', withPassages ? 'search-latency.json' : 'search-latency-no-passages.json'),
  `${JSON.stringify({ date: new Date().toISOString(), node: process.version, ...results }, null, 2)}\n`,
);

// Search quality on the judged query set (bench/search-queries.json, written before any run):
// nDCG@10, recall@10 and MRR for keyword, semantic and hybrid, and for MiniSearch with defaults.
// Run: npx tsx bench/search-quality.mjs   -> bench/results/search-quality.json
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import MiniSearch from 'minisearch';
import { createGloveEmbedder, createSearchEngine, demoLibrary } from './search-lib.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const { queries } = JSON.parse(readFileSync(path.join(here, 'search-queries.json'), 'utf8'));
const docs = await demoLibrary();
const engine = createSearchEngine({ embedder: createGloveEmbedder() });
engine.rebuild(docs);
const baseline = new MiniSearch({ fields: ['name', 'description', 'tags', 'content'] });
baseline.addAll(docs.map((doc) => ({ ...doc, tags: doc.tags.join(' ') })));

const methods = {
  'minisearch-defaults': (q) =>
    baseline
      .search(q)
      .slice(0, 10)
      .map((r) => ({ id: r.id })),
  keyword: (q) => engine.search(q, { method: 'keyword', limit: 10, threshold: 0 }),
  semantic: (q) => engine.search(q, { method: 'semantic', limit: 10, threshold: 0 }),
  hybrid: (q) =>
    engine.search(q, { method: 'hybrid', limit: 10, threshold: 0, semanticWeight: 0.7, keywordWeight: 0.3 }),
};

const dcg = (gains) => gains.reduce((sum, g, i) => sum + (2 ** g - 1) / Math.log2(i + 2), 0);
const report = {};
const perQuery = {};
for (const [method, run] of Object.entries(methods)) {
  const totals = { ndcg10: 0, recall10: 0, mrr: 0 };
  const byKind = {};
  for (const query of queries) {
    const ids = run(query.q).map((hit) => hit.id);
    const gains = ids.map((id) => query.relevant[id] ?? 0);
    const ideal = Object.values(query.relevant)
      .sort((a, b) => b - a)
      .slice(0, 10);
    const ndcg = dcg(gains) / dcg(ideal);
    const relevantIds = Object.keys(query.relevant);
    const recall = relevantIds.filter((id) => ids.includes(id)).length / relevantIds.length;
    const first = ids.findIndex((id) => (query.relevant[id] ?? 0) > 0);
    const rr = first === -1 ? 0 : 1 / (first + 1);
    totals.ndcg10 += ndcg;
    totals.recall10 += recall;
    totals.mrr += rr;
    byKind[query.kind] ??= { n: 0, ndcg10: 0 };
    byKind[query.kind].n += 1;
    byKind[query.kind].ndcg10 += ndcg;
    perQuery[query.q] ??= {};
    perQuery[query.q][method] = { ndcg: Math.round(ndcg * 100) / 100, top3: ids.slice(0, 3) };
  }
  const n = queries.length;
  report[method] = {
    ndcg10: +(totals.ndcg10 / n).toFixed(3),
    recall10: +(totals.recall10 / n).toFixed(3),
    mrr: +(totals.mrr / n).toFixed(3),
    ndcg10ByKind: Object.fromEntries(
      Object.entries(byKind).map(([k, v]) => [k, +(v.ndcg10 / v.n).toFixed(3)]),
    ),
  };
}

// The exact-hit guard of DESIGN.md: 'FM-200 commissioning' must keep its checklist on top in hybrid.
const guard = engine.search('FM-200 commissioning', { method: 'hybrid', limit: 50, threshold: 0 });
const guardRank = guard.findIndex((hit) => hit.id === 'fm-200-commissioning-checklist') + 1;
console.table(report);
console.log('FM-200 commissioning checklist hybrid rank:', guardRank);
if (process.env.VERBOSE) console.log(JSON.stringify(perQuery, null, 1));
writeFileSync(
  path.join(here, 'results', 'search-quality.json'),
  `${JSON.stringify({ date: new Date().toISOString(), documents: docs.length, queries: queries.length, report, fm200HybridRank: guardRank, perQuery }, null, 2)}\n`,
);

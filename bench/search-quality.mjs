// Search quality on two judged collections, each with queries judged before any run:
// - demo: the demo library and bench/search-queries.json. The ONLY collection we tune on.
// - held-out: bench/heldout/ (documents and queries written by someone who had not read the engine;
//   see its README). Never tuned on: only its totals are printed, never a query or a hit.
// For keyword, semantic and hybrid, a plain BM25 (bench/peers/bm25.mjs) and MiniSearch with its
// defaults: nDCG@10, recall@10 and MRR, overall and per query kind (paraphrase / exact); how many
// exact-term queries lose a keyword top-10 hit in hybrid; precision per relevance band of §9 (90+,
// 70+, 50+, below 50); what the default threshold 0.7 leaves; intent accuracy of analyze-query
// where queries carry a judged intent.
// Run: npx tsx bench/search-quality.mjs   -> bench/results/search-quality.json
// (LATENCY=1 also runs bench/search-latency.mjs at 100,000 documents and adds its summary.)
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import MiniSearch from 'minisearch';
import { createBm25 } from './peers/bm25.mjs';
import { analyzeQuery, createGloveEmbedder, createSearchEngine, demoLibrary } from './search-lib.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const embedder = createGloveEmbedder();

function heldOutLibrary() {
  const dir = path.join(here, 'heldout');
  if (!existsSync(path.join(dir, 'queries.json'))) return undefined;
  const docs = readdirSync(dir)
    .filter((name) => /^documents-\d+\.json$/.test(name))
    .sort()
    .flatMap((name) => readJson(path.join(dir, name)))
    .map((doc) => ({
      id: doc.id,
      name: doc.title,
      tags: doc.tags,
      description: doc.description,
      content: doc.text,
      category: doc.category,
      type: doc.type,
      department: doc.department,
    }));
  return { docs, queries: readJson(path.join(dir, 'queries.json')).queries };
}

const dcg = (gains) => gains.reduce((sum, g, i) => sum + (2 ** g - 1) / Math.log2(i + 2), 0);
const round = (value) => +value.toFixed(3);
const BANDS = [
  ['90+', 90],
  ['70-89', 70],
  ['50-69', 50],
  ['<50', 0],
];

function evaluate({ docs, queries }, { detail }) {
  const engine = createSearchEngine({ embedder });
  engine.rebuild(docs);
  const bm25 = createBm25();
  for (const doc of docs) {
    bm25.add({
      id: doc.id,
      title: doc.name,
      body: `${doc.tags.join(' ')} ${doc.description} ${doc.content}`,
    });
  }
  const minisearch = new MiniSearch({ fields: ['name', 'description', 'tags', 'content'] });
  minisearch.addAll(docs.map((doc) => ({ ...doc, tags: doc.tags.join(' ') })));
  const engineRun = (method, extra) => (q) =>
    engine.search(q, { method, limit: 10, threshold: 0, semanticWeight: 0.7, keywordWeight: 0.3, ...extra });
  const methods = {
    keyword: engineRun('keyword'),
    semantic: engineRun('semantic'),
    hybrid: engineRun('hybrid'),
    'bm25-peer': (q) => bm25.search(q, 10),
    'minisearch-defaults': (q) =>
      minisearch
        .search(q)
        .slice(0, 10)
        .map((hit) => ({ id: hit.id })),
  };

  // As the web asks (issue 26 §4): the first tab (AI Semantic) and the other two with what the web
  // sends by default (limit 20, and the threshold only when a person turns the filter on), scored
  // on the first 10 hits; 'empty' is the share of queries that get no result at all.
  const webDefaults = {};
  for (const method of ['semantic', 'keyword', 'hybrid']) {
    let ndcgSum = 0;
    let empty = 0;
    for (const query of queries) {
      const hits = engine.search(query.q, { method, limit: 20 }).slice(0, 10);
      if (hits.length === 0) empty += 1;
      const gains = hits.map((hit) => query.relevant[hit.id] ?? 0);
      const ideal = Object.values(query.relevant)
        .sort((a, b) => b - a)
        .slice(0, 10);
      ndcgSum += dcg(gains) / dcg(ideal);
    }
    webDefaults[method] = {
      ndcg10: round(ndcgSum / queries.length),
      emptyShare: round(empty / queries.length),
    };
  }

  const report = {};
  const perQuery = {};
  for (const [method, run] of Object.entries(methods)) {
    const sums = {};
    const add = (kind, ndcg, recall, rr) => {
      sums[kind] ??= { n: 0, ndcg10: 0, recall10: 0, mrr: 0 };
      sums[kind].n += 1;
      sums[kind].ndcg10 += ndcg;
      sums[kind].recall10 += recall;
      sums[kind].mrr += rr;
    };
    const bands = Object.fromEntries(BANDS.map(([name]) => [name, { hits: 0, relevant: 0 }]));
    let keptAtDefault = 0;
    let relevantAtDefault = 0;
    for (const query of queries) {
      const hits = run(query.q);
      const ids = hits.map((hit) => hit.id);
      const gains = ids.map((id) => query.relevant[id] ?? 0);
      const ideal = Object.values(query.relevant)
        .sort((a, b) => b - a)
        .slice(0, 10);
      const ndcg = dcg(gains) / dcg(ideal);
      const relevantIds = Object.keys(query.relevant);
      const recall = relevantIds.filter((id) => ids.includes(id)).length / relevantIds.length;
      const first = ids.findIndex((id) => (query.relevant[id] ?? 0) > 0);
      const rr = first === -1 ? 0 : 1 / (first + 1);
      add('all', ndcg, recall, rr);
      add(query.kind, ndcg, recall, rr);
      for (const hit of hits) {
        if (hit.relevance === undefined) continue;
        const [band] = BANDS.find(([, floor]) => hit.relevance >= floor);
        bands[band].hits += 1;
        if ((query.relevant[hit.id] ?? 0) > 0) bands[band].relevant += 1;
        if (hit.relevance >= 70) {
          keptAtDefault += 1;
          if ((query.relevant[hit.id] ?? 0) > 0) relevantAtDefault += 1;
        }
      }
      if (detail) {
        perQuery[query.q] ??= {};
        perQuery[query.q][method] = { ndcg: round(ndcg), top3: ids.slice(0, 3) };
      }
    }
    report[method] = Object.fromEntries(
      Object.entries(sums).map(([kind, s]) => [
        kind,
        { n: s.n, ndcg10: round(s.ndcg10 / s.n), recall10: round(s.recall10 / s.n), mrr: round(s.mrr / s.n) },
      ]),
    );
    if (['keyword', 'semantic', 'hybrid'].includes(method)) {
      report[method].precisionByBand = Object.fromEntries(
        Object.entries(bands).map(([band, b]) => [
          band,
          { hits: b.hits, precision: b.hits ? round(b.relevant / b.hits) : null },
        ]),
      );
      report[method].atThreshold70 = {
        hitsPerQuery: round(keptAtDefault / queries.length),
        precision: keptAtDefault ? round(relevantAtDefault / keptAtDefault) : null,
      };
    }
  }

  // Exact-term queries: a document keyword ranks in its top 10 that hybrid leaves out of its top 10.
  // `relevant` counts only the judged-relevant ones among them, the loss a user feels.
  const lostExactHits = { any: 0, relevant: 0 };
  for (const query of queries.filter((q) => q.kind === 'exact')) {
    const hybridIds = new Set(methods.hybrid(query.q).map((hit) => hit.id));
    for (const hit of methods.keyword(query.q)) {
      if (hybridIds.has(hit.id)) continue;
      lostExactHits.any += 1;
      if ((query.relevant[hit.id] ?? 0) > 0) lostExactHits.relevant += 1;
    }
  }

  const judged = queries.filter((query) => query.intent);
  let intentAccuracy = null;
  if (judged.length > 0) {
    const index = {
      engine,
      cards: new Map(docs.map((doc) => [doc.id, { name: doc.name, category: doc.category }])),
    };
    const right = judged.filter((query) => analyzeQuery(index, query.q).intent === query.intent).length;
    intentAccuracy = { n: judged.length, accuracy: round(right / judged.length) };
  }
  return {
    documents: docs.length,
    queries: queries.length,
    webDefaults,
    report,
    lostExactHits,
    intentAccuracy,
    perQuery,
  };
}

const collections = {
  demo: {
    role: 'tuning',
    docs: await demoLibrary(),
    queries: readJson(path.join(here, 'search-queries.json')).queries,
  },
};
const heldOut = heldOutLibrary();
if (heldOut) collections['held-out'] = { role: 'held-out: never tuned on', ...heldOut };

const results = {};
for (const [name, collection] of Object.entries(collections)) {
  const result = evaluate(collection, { detail: collection.role === 'tuning' });
  results[name] = { role: collection.role, ...result };
  console.log(`\n${name} (${collection.role}): ${result.documents} documents, ${result.queries} queries`);
  const rows = {};
  for (const [method, byKind] of Object.entries(result.report)) {
    for (const [kind, m] of Object.entries(byKind)) {
      if (m.n === undefined) continue;
      rows[`${method} ${kind}`] = { n: m.n, 'nDCG@10': m.ndcg10, 'recall@10': m.recall10, MRR: m.mrr };
    }
  }
  console.table(rows);
  for (const method of ['keyword', 'semantic', 'hybrid']) {
    const bands = result.report[method].precisionByBand;
    console.log(
      `${method} precision by band:`,
      Object.entries(bands)
        .map(([band, b]) => `${band} ${b.precision ?? '-'} (${b.hits})`)
        .join(', '),
      '| at threshold 0.7:',
      JSON.stringify(result.report[method].atThreshold70),
    );
  }
  console.log('as the web asks (no threshold sent, limit 20):', JSON.stringify(result.webDefaults));
  console.log('exact-term queries, keyword top-10 hits missing from hybrid top 10:', result.lostExactHits);
  if (result.intentAccuracy) console.log('analyze-query intent accuracy:', result.intentAccuracy);
}

if (process.env.LATENCY) {
  execFileSync(process.execPath, ['--expose-gc', '--import', 'tsx', path.join(here, 'search-latency.mjs')], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const latency = readJson(path.join(here, 'results', 'search-latency.json'));
  results.latency = {
    documents: latency.documents,
    keywordP95: latency.keyword.p95,
    semanticP95: latency.semantic.p95,
    hybridP95: latency.hybrid.p95,
    minisearchP95: latency.minisearchDefaults.p95,
  };
  console.log('\nlatency at', latency.documents, 'documents (ms p95):', results.latency);
}

writeFileSync(
  path.join(here, 'results', 'search-quality.json'),
  `${JSON.stringify({ date: new Date().toISOString(), ...results }, null, 2)}\n`,
);

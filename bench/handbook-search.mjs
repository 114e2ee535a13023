// Handbook search time: a 3-word query over every page of the built-in handbook (154 pages), with the
// shared search module the Regulations tab runs, beside a naive peer in the same run: lower-casing
// every page and String.includes for each word (no counting, no context). Also at 10x the pages.
// Not a test: it prints figures and writes bench/results/handbook-search.json.
// Run: npx tsx bench/handbook-search.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { prepareHandbook, queryTerms, searchHandbook } from '../packages/shared/src/index.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const data = JSON.parse(
  readFileSync(path.join(root, 'apps/server/handbook/generated/searchable_content.json'), 'utf8'),
);
const RUNS = Number(process.env.RUNS ?? 2000);
const QUERIES = ['water supply duration', 'sprinkler head spacing', 'pump test procedure'];

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
function time(fn) {
  for (let i = 0; i < 100; i += 1) fn(QUERIES[i % QUERIES.length]); // warm-up
  const samples = [];
  for (let i = 0; i < RUNS; i += 1) {
    const query = QUERIES[i % QUERIES.length];
    const started = process.hrtime.bigint();
    fn(query);
    samples.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  samples.sort((a, b) => a - b);
  const round = (ms) => Math.round(ms * 1000) / 1000;
  return {
    medianMs: round(percentile(samples, 50)),
    p95Ms: round(percentile(samples, 95)),
    maxMs: round(samples.at(-1)),
  };
}

function naive(pages) {
  return (query) => {
    const words = queryTerms(query);
    const hits = [];
    for (const page of pages) {
      const text = page.extracted_text.toLowerCase();
      if (words.some((word) => text.includes(word))) hits.push(page.page_number);
    }
    return hits;
  };
}

function measure(pages) {
  const started = performance.now();
  const index = prepareHandbook(pages);
  const prepareMs = Math.round((performance.now() - started) * 100) / 100;
  return {
    pages: pages.length,
    words: pages.reduce((n, p) => n + p.extracted_text.split(/\s+/).length, 0),
    prepareMs,
    handbookSearch: time((query) => searchHandbook(index, query)),
    naiveIncludes: time(naive(pages)),
  };
}

const tenfold = Array.from({ length: 10 }, (_, copy) =>
  data.pages.map((page) => ({ ...page, page_number: copy * data.pages.length + page.page_number })),
).flat();

const result = {
  date: new Date().toISOString(),
  node: process.version,
  runs: RUNS,
  queries: QUERIES,
  handbook: measure(data.pages),
  tenTimesLarger: measure(tenfold),
};
console.log(JSON.stringify(result, null, 2));
writeFileSync(path.join(root, 'bench/results/handbook-search.json'), `${JSON.stringify(result, null, 2)}\n`);

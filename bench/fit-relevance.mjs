// Fits the relevance model (apps/server/src/modules/search/relevance-model.json, decision 0059): for
// each method, a logistic regression from what a match is made of (relevance.ts featureVector) to
// whether the judges called the document relevant, over every candidate the engine considers for
// each judged query of the DEMO collection only (bench/search-queries.json). The held-out collection
// is never read here; bench/search-quality.mjs reports how the fitted model does on it.
// Run: npx tsx bench/fit-relevance.mjs   (WRITE=1 writes the model file)
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { featureVector } from '../apps/server/src/modules/search/relevance.ts';
import { createGloveEmbedder, createSearchEngine, demoLibrary } from './search-lib.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const { queries } = JSON.parse(readFileSync(path.join(here, 'search-queries.json'), 'utf8'));
const engine = createSearchEngine({ embedder: createGloveEmbedder() });
engine.rebuild(await demoLibrary());

/** Logistic regression by Newton's method with a small ridge penalty (not on the intercept). */
function fitLogistic(rows, labels, { ridge = 1, iterations = 50 } = {}) {
  const d = rows[0].length;
  let w = new Array(d).fill(0);
  for (let iteration = 0; iteration < iterations; iteration += 1) {
    const gradient = new Array(d).fill(0);
    const hessian = Array.from({ length: d }, () => new Array(d).fill(0));
    rows.forEach((x, n) => {
      const p = 1 / (1 + Math.exp(-x.reduce((sum, v, i) => sum + v * w[i], 0)));
      const r = p * (1 - p);
      for (let i = 0; i < d; i += 1) {
        gradient[i] += (p - labels[n]) * x[i];
        for (let j = 0; j < d; j += 1) hessian[i][j] += r * x[i] * x[j];
      }
    });
    for (let i = 1; i < d; i += 1) {
      gradient[i] += ridge * w[i];
      hessian[i][i] += ridge;
    }
    const step = solve(hessian, gradient);
    w = w.map((value, i) => value - step[i]);
    if (Math.max(...step.map(Math.abs)) < 1e-9) break;
  }
  return w;
}

function solve(a, b) {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]]);
  for (let col = 0; col < n; col += 1) {
    let pivot = col;
    for (let row = col + 1; row < n; row += 1)
      if (Math.abs(m[row][col]) > Math.abs(m[pivot][col])) pivot = row;
    [m[col], m[pivot]] = [m[pivot], m[col]];
    for (let row = 0; row < n; row += 1) {
      if (row === col || m[col][col] === 0) continue;
      const factor = m[row][col] / m[col][col];
      for (let k = col; k <= n; k += 1) m[row][k] -= factor * m[col][k];
    }
  }
  return m.map((row, i) => (row[i] === 0 ? 0 : row[n] / row[i]));
}

const model = {};
const summary = {};
// keyword: keyword hits on their words; all: hybrid's candidates (every document either side finds).
for (const [name, method] of [
  ['keyword', 'keyword'],
  ['all', 'hybrid'],
]) {
  const rows = [];
  const labels = [];
  for (const query of queries) {
    for (const { id, features } of engine.explain(query.q, method)) {
      rows.push(featureVector(name, features));
      labels.push((query.relevant[id] ?? 0) > 0 ? 1 : 0);
    }
  }
  model[name] = fitLogistic(rows, labels).map((v) => +v.toFixed(4));
  summary[name] = {
    candidates: rows.length,
    relevant: labels.reduce((a, b) => a + b, 0),
    weights: model[name],
  };
}
console.log(JSON.stringify(summary, null, 1));
if (process.env.WRITE) {
  const file = path.join(here, '..', 'apps', 'server', 'src', 'modules', 'search', 'relevance-model.json');
  const comment =
    'Logistic weights over relevance.ts featureVector: [intercept, coverage, rareCoverage, share, directShare, verbatim] for keyword hits, and the same plus cosine for semantic and hybrid candidates (all). ' +
    `Fitted by bench/fit-relevance.mjs on the demo collection's judged queries only (${queries.length} queries); checked on the held-out collection by bench/search-quality.mjs.`;
  writeFileSync(file, `${JSON.stringify({ _comment: comment, ...model }, null, 2)}\n`);
  console.log('wrote', path.relative(process.cwd(), file));
}

// Passages and the best answer (issue 26 §3, decision 0079), asked as the web asks (the first tab,
// AI Semantic, limit 20, no threshold) over the demo library: for each question, whether a result
// among the first three shows the passage that answers it (its document, and a passage holding the
// judged words), and whether the 'Best answer', when shown, is that passage.
// QUESTIONS=file reads another question file of the same shape ({ questions: [{ q, document,
// contains }] }); by default bench/answer-queries.json, a TUNING set written with the engine in view.
// Run: npx tsx bench/search-answers.mjs   -> bench/results/search-answers.json (or QUESTIONS' name)
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createGloveEmbedder, createSearchEngine, demoLibrary } from './search-lib.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const file = process.env.QUESTIONS ?? path.join(here, 'answer-queries.json');
const { questions } = JSON.parse(readFileSync(file, 'utf8'));
const method = process.env.METHOD ?? 'semantic';

const docs = await demoLibrary();
const byId = new Map(docs.map((doc) => [doc.id, doc]));
const engine = createSearchEngine({ embedder: createGloveEmbedder() });
engine.rebuild(docs);

const answers = (question, id, ordinal) => {
  if (id !== question.document || ordinal === undefined) return false;
  const passage = byId.get(id)?.passages?.[ordinal];
  if (!passage) return false;
  return `${passage.heading}\n${passage.text}`.toLowerCase().includes(question.contains.toLowerCase());
};

let top3 = 0;
let top1 = 0;
let shown = 0;
let right = 0;
let empty = 0;
const detail = [];
for (const question of questions) {
  const found = engine.find(question.q, { method, limit: 20 });
  if (found.hits.length === 0) empty += 1;
  const rank = found.hits.findIndex((hit) => answers(question, hit.id, hit.passage?.ordinal));
  if (rank >= 0 && rank < 3) top3 += 1;
  if (rank === 0) top1 += 1;
  const best = found.bestAnswer;
  const bestRight = best ? answers(question, best.id, best.passage.ordinal) : null;
  if (best) shown += 1;
  if (bestRight) right += 1;
  detail.push({
    q: question.q,
    rank: rank >= 0 ? rank + 1 : null,
    bestAnswer: best ? { document: best.id, ordinal: best.passage.ordinal, right: bestRight } : null,
  });
}
const round = (value) => +value.toFixed(3);
const results = {
  date: new Date().toISOString(),
  questions: file.replace(`${path.dirname(here)}/`, ''),
  method,
  n: questions.length,
  answeringPassageTop1: round(top1 / questions.length),
  answeringPassageTop3: round(top3 / questions.length),
  bestAnswerShown: round(shown / questions.length),
  bestAnswerRightWhenShown: shown ? round(right / shown) : null,
  emptyShare: round(empty / questions.length),
  detail,
};
console.log(JSON.stringify({ ...results, detail: undefined }, null, 2));
for (const row of detail)
  console.log(
    `${row.rank === null ? ' -' : String(row.rank).padStart(2)}  ${row.bestAnswer ? (row.bestAnswer.right ? 'A✓' : 'A✗') : '  '}  ${row.q}`,
  );
const out = process.env.QUESTIONS
  ? `search-answers-${path.basename(file, '.json')}.json`
  : 'search-answers.json';
writeFileSync(path.join(here, 'results', out), `${JSON.stringify(results, null, 2)}\n`);

// Validates the held-out evaluation collection: node check.mjs
import fs from 'node:fs';
import path from 'node:path';

const dir = path.dirname(new URL(import.meta.url).pathname);
const CATEGORIES = [
  'General Documentation',
  'Design',
  'Finance',
  'Human Resources',
  'Operations',
  'Quality Management',
  'Safety & Compliance',
  'Project Management',
  'Regulations & Standards',
];
const DEPARTMENTS = [
  'General',
  'Design',
  'Finance',
  'Human Resources',
  'Operations',
  'Quality Management',
  'Quality Assurance',
  'Safety Health & Environment',
];
const KINDS = ['Document', 'Form', 'Process', 'Work Instruction', 'Certificate', 'Checklist', 'Index'];
const TYPES = ['pdf', 'word', 'excel', 'powerpoint'];
const QKINDS = ['paraphrase', 'exact'];
const INTENTS = [
  'find_document',
  'find_form',
  'find_procedure',
  'find_regulation',
  'find_financial',
  'find_person_or_hr',
  'other',
];

const errors = [];
const warnings = [];
const count = (arr, key) => {
  const counts = {};
  for (const x of arr) counts[x[key]] = (counts[x[key]] || 0) + 1;
  return counts;
};
const words = (s) => (s.match(/\S+/g) || []).length;

// ---- documents ----
const files = fs
  .readdirSync(dir)
  .filter((f) => /^documents-\d+\.json$/.test(f))
  .sort();
const docs = [];
for (const f of files) {
  const arr = JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8'));
  if (!Array.isArray(arr)) errors.push(`${f}: not an array`);
  if (arr.length > 20) errors.push(`${f}: ${arr.length} documents (max 20)`);
  for (const d of arr) docs.push({ ...d, _file: f });
}
const ids = new Map();
for (const d of docs) {
  const where = `${d._file}:${d.id}`;
  for (const k of ['id', 'title', 'category', 'department', 'kind', 'type', 'tags', 'description', 'text'])
    if (d[k] === undefined || d[k] === null || d[k] === '') errors.push(`${where}: missing ${k}`);
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(d.id || '')) errors.push(`${where}: id not kebab-case`);
  if (ids.has(d.id)) errors.push(`duplicate id ${d.id} (${ids.get(d.id)} and ${d._file})`);
  ids.set(d.id, d._file);
  if (!CATEGORIES.includes(d.category)) errors.push(`${where}: bad category ${d.category}`);
  if (!DEPARTMENTS.includes(d.department)) errors.push(`${where}: bad department ${d.department}`);
  if (!KINDS.includes(d.kind)) errors.push(`${where}: bad kind ${d.kind}`);
  if (!TYPES.includes(d.type)) errors.push(`${where}: bad type ${d.type}`);
  if (!Array.isArray(d.tags) || d.tags.length < 2 || d.tags.length > 5)
    errors.push(`${where}: tags must be 2-5 (has ${d.tags?.length})`);
  const w = words(d.text || '');
  if (w < 60) warnings.push(`${where}: text only ${w} words`);
  if (w > 4000) warnings.push(`${where}: text ${w} words (> 4000)`);
}
const byId = new Map(docs.map((d) => [d.id, d]));

// ---- queries ----
const qfile = JSON.parse(fs.readFileSync(path.join(dir, 'queries.json'), 'utf8'));
const queries = qfile.queries;
if (!qfile._comment) errors.push('queries.json: missing _comment');
const seenQ = new Set();
const STOP = new Set(
  'a an the of and or for to in on at by with from is are was were be do does did i we our my me you your what which who how when where why can must should there this that it its than then into after before about as not no all any much many new get got have has had will would need'.split(
    ' ',
  ),
);
const toks = (s) =>
  (s.toLowerCase().match(/[a-z0-9]+(?:[-./][a-z0-9]+)*/g) || []).filter((t) => !STOP.has(t) && t.length > 1);
const stem = (t) => t.replace(/(ing|ed|es|s)$/, '');
let relCount = 0;
for (const [i, q] of queries.entries()) {
  const where = `query #${i} "${q.q}"`;
  if (!q.q) errors.push(`${where}: empty q`);
  if (seenQ.has(q.q)) errors.push(`${where}: duplicate query text`);
  seenQ.add(q.q);
  if (!QKINDS.includes(q.kind)) errors.push(`${where}: bad kind ${q.kind}`);
  if (!INTENTS.includes(q.intent)) errors.push(`${where}: bad intent ${q.intent}`);
  const rel = q.relevant || {};
  let has2 = false;
  for (const [id, g] of Object.entries(rel)) {
    relCount++;
    if (!byId.has(id)) errors.push(`${where}: unknown doc id ${id}`);
    if (g !== 1 && g !== 2) errors.push(`${where}: bad grade ${g} for ${id}`);
    if (g === 2) has2 = true;
  }
  if (!has2) errors.push(`${where}: no grade-2 document`);
  // heuristics
  const g2 = Object.entries(rel)
    .filter(([, g]) => g === 2)
    .map(([id]) => byId.get(id))
    .filter(Boolean);
  if (q.kind === 'exact') {
    const qt = toks(q.q);
    for (const d of g2) {
      const hay = `${d.title} ${d.text}`.toLowerCase();
      const missing = qt.filter((t) => !hay.includes(t));
      if (missing.length)
        warnings.push(`${where}: exact term(s) [${missing.join(', ')}] not literally in grade-2 doc ${d.id}`);
    }
  } else {
    const qs = new Set(toks(q.q).map(stem));
    for (const d of g2) {
      const overlap = [...new Set(toks(d.title).map(stem))].filter((t) => qs.has(t));
      if (overlap.length >= 2)
        warnings.push(`${where}: paraphrase shares title words [${overlap.join(', ')}] with ${d.id}`);
    }
  }
}

// ---- report ----
const lenBucket = (w) =>
  w < 60
    ? '<60'
    : w <= 200
      ? 'short 60-200'
      : w <= 700
        ? 'medium 201-700'
        : w < 1500
          ? '701-1499'
          : w <= 4000
            ? 'long 1500-4000'
            : '>4000';
const lens = docs.map((d) => ({ b: lenBucket(words(d.text)) }));
const referenced = new Set(queries.flatMap((q) => Object.keys(q.relevant || {})));
console.log(
  `documents: ${docs.length} in ${files.length} files; total words ${docs.reduce((s, d) => s + words(d.text), 0)}`,
);
console.log('per category:', count(docs, 'category'));
console.log('per department:', count(docs, 'department'));
console.log('per kind:', count(docs, 'kind'));
console.log('per type:', count(docs, 'type'));
console.log('length distribution (words):', count(lens, 'b'));
console.log(
  `queries: ${queries.length}; relevance judgments: ${relCount}; documents referenced by at least one query: ${referenced.size}/${docs.length}`,
);
console.log('queries per kind:', count(queries, 'kind'));
console.log('queries per intent:', count(queries, 'intent'));
const g2n = queries.map((q) => Object.values(q.relevant).filter((g) => g === 2).length);
console.log(
  `grade-2 docs per query: min ${Math.min(...g2n)}, max ${Math.max(...g2n)}, mean ${(g2n.reduce((a, b) => a + b, 0) / g2n.length).toFixed(2)}`,
);
if (warnings.length) {
  console.log(`\nWARNINGS (${warnings.length}):`);
  for (const w of warnings) console.log(`  - ${w}`);
}
if (errors.length) {
  console.log(`\nERRORS (${errors.length}):`);
  for (const e of errors) console.log(`  - ${e}`);
  process.exitCode = 1;
} else console.log('\nOK: no errors');

// The paperwork intake evaluation set (issue 32): a previous contractor's papers for one building,
// each kind in three or more layouts, as text PDFs, scans (clean, mild, heavy) and phone photos, with
// what is truly on each in truth.json. Deterministic for a seed; nothing is downloaded.
// Run: node bench/intake-eval/generate.mjs [--seed 32] [--out .tmp/intake-eval]
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';
import { buildInventory, CONTRACTORS, DATE_STYLES, dateBetween, PEOPLE, rng } from './data.mjs';
import { writer } from './draw.mjs';
import { photoOf, scanOf } from './imaging.mjs';
import { TEMPLATES } from './templates.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const SEED = Number(arg('seed', 32));
const OUT = path.resolve(root, arg('out', '.tmp/intake-eval'));
/** Base papers of each kind, and the levels they are turned into, round-robin within the kind. */
const PER_KIND = 7;
const PER_OTHER = 6;
const LEVELS = ['text', 'clean', 'mild', 'heavy'];
const FONT_CYCLE = ['helvetica', 'times', 'helvetica', 'courier', 'times'];

function render(paper, meta) {
  return new Promise((resolve, reject) => {
    const pdf = new PDFDocument({
      size: 'A4',
      margin: 0,
      info: {
        Title: meta.title,
        Author: meta.author,
        Producer: 'Office',
        Creator: 'Office',
        CreationDate: new Date(Date.UTC(2025, 9, 21)),
      },
    });
    const chunks = [];
    pdf.on('data', (c) => chunks.push(c));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
    paper.draw(writer(pdf, meta.font));
    pdf.end();
  });
}

/** Drops absent values so the truth lists only what the paper prints. */
function clean(truth) {
  const strip = (o) =>
    Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== null && v !== ''));
  return {
    document: strip(truth.document),
    assets: truth.assets.map((a) => {
      const { capacity, label, zone, devices, agent, ...rest } = a;
      return strip(rest);
    }),
    defects: truth.defects,
  };
}

async function main() {
  const world = rng(SEED);
  const inventory = buildInventory(world);
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  const kinds = Object.keys(TEMPLATES);
  const plan = [];
  for (let k = 0; k < PER_KIND + 1; k++)
    for (const kind of kinds) {
      if (kind === 'OTHER' ? k >= PER_OTHER : k > PER_KIND) continue;
      // the eighth paper of each kind (not 'other') is only ever photographed
      const level = k === PER_KIND ? 'photo' : LEVELS[k % LEVELS.length];
      plan.push({ kind, k, level });
    }
  const truth = [];
  let n = 0;
  for (const { kind, k, level } of plan) {
    n += 1;
    const seed = SEED * 1000 + n;
    const r = rng(seed);
    const templates = TEMPLATES[kind];
    // offset by the kind so each level meets different layouts across the kinds
    const template = templates[(k + kinds.indexOf(kind)) % templates.length];
    const ctx = {
      r,
      seed,
      inv: inventory,
      c: CONTRACTORS[(n * 7 + SEED) % CONTRACTORS.length],
      person: PEOPLE[(n * 3 + SEED) % PEOPLE.length],
      date: dateBetween(r, '2022-01-10', '2025-10-20'),
      ds: DATE_STYLES[n % DATE_STYLES.length],
      head: n % 3,
    };
    const paper = template(ctx);
    const font = FONT_CYCLE[n % FONT_CYCLE.length];
    const pdf = await render(paper, { title: '', author: ctx.c.short, font });
    const id = String(n).padStart(3, '0');
    let file;
    if (level === 'text') {
      file = `doc-${id}.pdf`;
      writeFileSync(path.join(OUT, file), pdf);
    } else if (level === 'photo') {
      const stamp = `${ctx.date.replaceAll('-', '')}_${String(8 + (n % 9)).padStart(2, '0')}${String((n * 7) % 60).padStart(2, '0')}${String((n * 13) % 60).padStart(2, '0')}`;
      file = `IMG_${stamp}.jpg`;
      writeFileSync(path.join(OUT, file), await photoOf(pdf, seed));
    } else {
      file = `scan-${id}.pdf`;
      writeFileSync(path.join(OUT, file), await scanOf(pdf, level, seed));
    }
    truth.push({ file, kind, level, template: template.name, ...clean(paper.truth) });
    process.stdout.write(`${file}  ${kind.padEnd(24)} ${level.padEnd(6)} ${template.name}\n`);
  }
  writeFileSync(path.join(OUT, 'truth.json'), `${JSON.stringify({ seed: SEED, files: truth }, null, 2)}\n`);
  const files = readdirSync(OUT).filter((f) => f !== 'truth.json');
  const byKind = {};
  for (const t of truth) {
    byKind[t.kind] ??= {};
    byKind[t.kind][t.level] = (byKind[t.kind][t.level] ?? 0) + 1;
  }
  console.log(`\n${files.length} files in ${path.relative(root, OUT)}; truth.json beside them`);
  console.table(byKind);
}

await main();

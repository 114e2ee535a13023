// PDF text extraction pages/s beside pdftotext (poppler-utils), on a generated 50-page
// fire-protection PDF whose text is known (bench/pdf-text-corpus.mjs), with the character error rate
// of each against that text. Budget (DESIGN.md, issue 12): >= 0.5x pdftotext's pages/s, CER <= 0.5%.
// Ours runs as the server runs it: the parse pool (a bundled child process) through
// readPdfTextInParts, the function the documents' text queue calls:
//   warm        one child already running (PARSE_CONCURRENCY=1, the default: one job)
//   warm split  two children already running (PARSE_CONCURRENCY=2: odd and even pages at once)
//   cold        a fresh pool for every run (child start and pdfjs import included), one child / two
// pdftotext runs as its CLI's user pays for it: a process per file, its start included. Rounds
// alternate between the readers, so load from elsewhere on the machine falls on all of them alike.
// Run: node --import tsx bench/pdf-text.mjs   (ROUNDS=20 COLD_ROUNDS=6 LABEL=after)
// Writes bench/results/pdf-text.json, keeping the other labels' figures already there (LABEL=before
// was run on the code before docs/decisions/0056, where the split did not exist).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createFileParsingPool } from '../apps/server/src/jobs/file-parsing/file-parsing-pool.ts';
import { makeCorpusPdf } from './pdf-text-corpus.mjs';
import { childrenOf, rssMb } from './support/processes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ROUNDS = Number(process.env.ROUNDS ?? 20);
const COLD_ROUNDS = Number(process.env.COLD_ROUNDS ?? 6);
const LABEL = process.env.LABEL ?? 'after';
const BREAK_EVEN_ROUNDS = Number(process.env.BREAK_EVEN_ROUNDS ?? 10);
const PAGES = 50;
const limits = { maxPages: 2000, maxChars: 200_000 }; // the server's defaults (PARSE_MAX_PDF_PAGES)
const poolOptions = (concurrency) => ({ concurrency, memoryMb: 512, timeoutMs: 120_000 });

// The split exists only after docs/decisions/0056; LABEL=before runs a single job on older code.
const partsModule = path.join(root, 'apps/server/src/jobs/file-parsing/pdf-text-parts.ts');
const readPdfTextInParts = existsSync(partsModule) ? (await import(partsModule)).readPdfTextInParts : null;
const readText = (pool, data, maxParts) =>
  readPdfTextInParts
    ? readPdfTextInParts(pool, data, { ...limits, maxParts })
    : pool.run('pdf-text', data, { maxPages: limits.maxPages });

// --- accuracy -------------------------------------------------------------------------------------
const normalise = (text) => text.replace(/\s+/g, ' ').trim();

/** Edit distance (insertions, deletions, substitutions), two rows at a time. */
function levenshtein(a, b) {
  let previous = new Uint32Array(b.length + 1);
  let current = new Uint32Array(b.length + 1);
  for (let j = 0; j <= b.length; j += 1) previous[j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    current[0] = i;
    const code = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j += 1) {
      const substitution = previous[j - 1] + (code === b.charCodeAt(j - 1) ? 0 : 1);
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, substitution);
    }
    [previous, current] = [current, previous];
  }
  return previous[b.length];
}

/** Character error rate over all pages: edits needed / characters of the ground truth. */
function characterErrorRate(pages, truth) {
  let edits = 0;
  let characters = 0;
  truth.forEach((expected, index) => {
    const want = normalise(expected);
    edits += levenshtein(normalise(pages[index] ?? ''), want);
    characters += want.length;
  });
  return edits / characters;
}

// --- timing ---------------------------------------------------------------------------------------
const stats = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  return { runs: sorted.length, bestMs: round(sorted[0]), medianMs: round(median) };
};
const round = (value, places = 1) => Math.round(value * 10 ** places) / 10 ** places;
const pagesPerSecond = (ms) => Math.round(PAGES / (ms / 1000));

async function timed(run) {
  const started = performance.now();
  const value = await run();
  return { ms: performance.now() - started, value };
}

const { pdf, pages: truth } = await makeCorpusPdf(PAGES);
const dir = mkdtempSync(path.join(tmpdir(), 'pdf-text-bench-'));
const file = path.join(dir, 'corpus.pdf');
writeFileSync(file, pdf);

const pdftotext = () => {
  const run = spawnSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { maxBuffer: 1 << 28 });
  if (run.status !== 0) throw new Error(`pdftotext failed: ${run.stderr}`);
  return run.stdout.toString('utf8');
};

const loadBefore = loadavg()[0];
const times = { pdftotext: [], warm: [], warmSplit: [], cold: [], coldSplit: [] };
const texts = {};
const breakEven = [];
let childPeakMb = 0;
const sampler = setInterval(() => {
  for (const pid of childrenOf(process.pid)) childPeakMb = Math.max(childPeakMb, rssMb(pid));
}, 20);

const single = createFileParsingPool(poolOptions(1));
const double = createFileParsingPool(poolOptions(2));
try {
  texts.pdftotext = pdftotext().split('\f');
  // Start (and warm) the children: the first job in a child pays for its start and JIT.
  for (let i = 0; i < 3; i += 1) {
    texts.warm = (await readText(single, pdf, 1)).pages.map((page) => page.extracted_text);
    if (readPdfTextInParts)
      texts.warmSplit = (await readText(double, pdf, 2)).pages.map((page) => page.extracted_text);
  }
  for (let round = 0; round < ROUNDS; round += 1) {
    times.pdftotext.push((await timed(async () => pdftotext())).ms);
    times.warm.push((await timed(() => readText(single, pdf, 1))).ms);
    if (readPdfTextInParts) times.warmSplit.push((await timed(() => readText(double, pdf, 2))).ms);
  }
  for (let round = 0; round < COLD_ROUNDS; round += 1) {
    for (const [name, concurrency] of [
      ['cold', 1],
      ['coldSplit', 2],
    ]) {
      if (concurrency === 2 && !readPdfTextInParts) continue;
      const pool = createFileParsingPool(poolOptions(concurrency));
      const { ms, value } = await timed(() => readText(pool, pdf, concurrency));
      times[name].push(ms);
      if (round === 0) texts[name] = value.pages.map((page) => page.extracted_text);
      await pool.close();
    }
  }
  // Where splitting starts to pay: shorter PDFs of the same pages, one job beside two shares run
  // directly (readPdfTextInParts itself reads a PDF under MIN_PAGES_TO_SPLIT pages in one job).
  if (readPdfTextInParts) {
    for (const pages of [4, 8, 16, 32]) {
      const { pdf: short } = await makeCorpusPdf(pages);
      const one = [];
      const two = [];
      for (let round = 0; round < BREAK_EVEN_ROUNDS; round += 1) {
        one.push((await timed(() => single.run('pdf-text', short, limits))).ms);
        const shares = () =>
          Promise.all(
            [1, 2].map((first) => double.run('pdf-text', short, { ...limits, share: { first, stride: 2 } })),
          );
        two.push((await timed(shares)).ms);
      }
      breakEven.push({ pages, oneJobMedianMs: stats(one).medianMs, twoSharesMedianMs: stats(two).medianMs });
    }
  }
} finally {
  clearInterval(sampler);
  await Promise.all([single.close(), double.close()]);
  rmSync(dir, { recursive: true, force: true });
}

const tool = stats(times.pdftotext);
const measured = {};
for (const [name, values] of Object.entries(times)) {
  if (values.length === 0) continue;
  const figures = stats(values);
  measured[name] = {
    ...figures,
    pagesPerSecondMedian: pagesPerSecond(figures.medianMs),
    pagesPerSecondBest: pagesPerSecond(figures.bestMs),
    ratioToPdftotextMedian: round(tool.medianMs / figures.medianMs, 3),
    ratioToPdftotextBest: round(tool.bestMs / figures.bestMs, 3),
    characterErrorRatePercent: round(characterErrorRate(texts[name], truth) * 100, 4),
  };
}

const rows = Object.entries(measured).map(([name, m]) => ({
  reader: name,
  'median ms': m.medianMs,
  'best ms': m.bestMs,
  'pages/s (median)': m.pagesPerSecondMedian,
  'x pdftotext (median)': m.ratioToPdftotextMedian,
  'x pdftotext (best)': m.ratioToPdftotextBest,
  'CER %': m.characterErrorRatePercent,
}));
console.log(
  `PDF text, ${PAGES} pages, ${pdf.length.toLocaleString('en-ZA')} bytes (${LABEL}; load ${round(loadBefore, 2)} -> ${round(loadavg()[0], 2)})`,
);
console.table(rows);
if (breakEven.length > 0) console.table(breakEven);

const out = path.join(root, 'bench/results/pdf-text.json');
const previous = existsSync(out) ? JSON.parse(readFileSync(out, 'utf8')) : {};
const result = {
  benchmark: 'PDF text extraction pages/s beside pdftotext, with character error rate',
  node: process.version,
  pdftotext: spawnSync('pdftotext', ['-v']).stderr.toString().split('\n')[0],
  pdf: {
    pages: PAGES,
    bytes: pdf.length,
    fonts: 'Helvetica, Helvetica-Bold, Times-Roman, Courier, embedded TrueType',
  },
  budget: { ratioToPdftotext: 0.5, characterErrorRatePercent: 0.5 },
  runs: {
    ...previous.runs,
    [LABEL]: {
      // Other work on this shared 2-core machine: the 1-minute load average before and after the run.
      loadAverage: [round(loadBefore, 2), round(loadavg()[0], 2)],
      rounds: ROUNDS,
      coldRounds: COLD_ROUNDS,
      parseChildPeakRssMb: childPeakMb,
      ...(breakEven.length > 0 ? { splitBreakEven: breakEven } : {}),
      readers: measured,
      withinBudget: Object.fromEntries(
        Object.entries(measured)
          .filter(([name]) => name !== 'pdftotext')
          .map(([name, m]) => [name, m.ratioToPdftotextMedian >= 0.5 && m.characterErrorRatePercent <= 0.5]),
      ),
    },
  },
};
writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
console.log(`wrote ${path.relative(root, out)}`);

// PDF processing speed (issue 32 §3), measured beside its peers in one run.
// Part 1, text: a 50-page text PDF (bench/pdf-text-corpus.mjs, its text known) through
//   POST /api/document-processing/upload-and-process (the app started as a user starts it, the warm
//   processing child on, the wizard's default options) against `pdftotext` (poppler-utils) as its user
//   runs it (a process per file), alternating, so load from elsewhere falls on both alike. The same run
//   times the stages the route is made of, to show where the time goes:
//     engine      processPdf in this process (pdfjs and the engine's own work, nothing else)
//     pool job    the 'process-pdf' job through a warm pool child, the file read by the child itself
//     server run  the route's own figure for its run (processingTime: claim to result, pool job included)
//     route       the whole request as the client sees it (upload, spool, store, job rows, JSON)
//   Goal (issue 32): the route >= 0.5x pdftotext's pages/s, CER 0%.
// Part 2, OCR: scanned pages with ground truth (clean, mild, heavy; generate-scan.ts) by the tesseract
//   CLI (pdftoppm -r 300 -gray, then tesseract, as a user runs it) and by the engine through a warm pool
//   child as the route runs it (enhancement on: the wizard's default): seconds per page and CER.
//   Goal (issue 32): <= 0.75x the CLI's time per page at today's error rates.
// Run: node --import tsx bench/pdf-speed.mjs   (ROUNDS=15 OCR_PAGES=3 LABEL=after SKIP_OCR=1 SKIP_ROUTE=1)
// Writes bench/results/pdf-speed.json, keeping the other labels' figures already there.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createFileParsingPool } from '../apps/server/src/jobs/file-parsing/file-parsing-pool.ts';
import { processPdf } from '../apps/server/src/modules/document-processing/engine/process-pdf.ts';
import { characterErrorRate } from '../apps/server/src/modules/document-processing/scans/character-error-rate.ts';
import { generateScannedPdf } from '../apps/server/src/modules/document-processing/scans/generate-scan.ts';
import { makeCorpusPdf } from './pdf-text-corpus.mjs';
import { startApp } from './support/processes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ROUNDS = Number(process.env.ROUNDS ?? 15);
const OCR_PAGES = Number(process.env.OCR_PAGES ?? 3);
const LABEL = process.env.LABEL ?? 'after';
const PAGES = 50;
const PORT = 3298;
const BASE = `http://127.0.0.1:${PORT}`;
const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const round = (value, places = 1) => Math.round(value * 10 ** places) / 10 ** places;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const best = (values) => Math.min(...values);
const normalise = (text) => text.replace(/\s+/g, ' ').trim();
/** CER over all pages, whitespace folded: edits / characters of the truth. */
const pagesCer = (texts, truths) => {
  const want = normalise(truths.join(' '));
  return characterErrorRate(normalise(texts.join(' ')), want);
};

/** The wizard's default options (a full run), as the web sends them. */
const WIZARD = { useOCR: true, enhanceImages: true, extractMetadata: true, generateSummary: false };
const ENGINE = { mode: 'full', ...WIZARD, maxPages: null, layout: false };

const results = {
  benchmark:
    'PDF processing speed: the route on a 50-page text PDF beside pdftotext, OCR beside the tesseract CLI',
  node: process.version,
  pdftotext: spawnSync('pdftotext', ['-v']).stderr.toString().split('\n')[0],
  tesseract: spawnSync('tesseract', ['--version']).stdout?.toString().split('\n')[0] ?? 'missing',
  loadAverageAtStart: round(loadavg()[0], 2),
};

const dir = mkdtempSync(path.join(tmpdir(), 'firebreak-bench-speed-'));
try {
  // --- Part 1: text ---------------------------------------------------------------------------------
  if (!process.env.SKIP_ROUTE) {
    const { pdf, pages: truth } = await makeCorpusPdf(PAGES);
    const file = path.join(dir, 'corpus.pdf');
    writeFileSync(file, pdf);
    const pdftotext = () => {
      const started = performance.now();
      const run = spawnSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { maxBuffer: 1 << 28 });
      if (run.status !== 0) throw new Error(`pdftotext failed: ${run.stderr}`);
      return { ms: performance.now() - started, text: run.stdout.toString('utf8') };
    };
    spawnSync('npm', ['run', 'build', '-w', 'apps/server'], { cwd: root, stdio: 'ignore' });
    const app = await startApp({
      root,
      port: PORT,
      name: 'speed',
      env: {
        SEED_DEMO: 'false',
        SIGNUP_MODE: 'open',
        PUBLIC_RATE_LIMIT_PER_MINUTE: '100000',
        PROCESSING_WARM_CHILD: 'true',
      },
    });
    const pool = createFileParsingPool({ concurrency: 1, memoryMb: 1024, timeoutMs: 120_000 });
    try {
      const signUp = await fetch(`${BASE}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          firstName: 'Bench',
          lastName: 'Engineer',
          email: 'bench.speed@example.co.za',
          password: 'Sprinkl3r!',
          role: 'ENGINEER',
        }),
      });
      const { token } = await signUp.json();
      if (!token) throw new Error(`sign-up failed: ${signUp.status}`);
      const route = async () => {
        const body = new FormData();
        for (const [key, value] of Object.entries(WIZARD)) body.set(key, String(value));
        body.set('pdf', new Blob([pdf], { type: 'application/pdf' }), 'handbook.pdf');
        const started = performance.now();
        const response = await fetch(`${BASE}/api/document-processing/upload-and-process`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}` },
          body,
        });
        const answer = await response.json();
        const ms = performance.now() - started;
        if (response.status !== 200)
          throw new Error(`answered ${response.status}: ${JSON.stringify(answer)}`);
        return { ms, serverMs: answer.processingTime, text: answer.finalText.text };
      };
      const poolJob = async () => {
        const started = performance.now();
        const result = await pool.run('process-pdf', { path: file }, ENGINE);
        return { ms: performance.now() - started, text: result.finalText.text };
      };
      const engine = async () => {
        const started = performance.now();
        const result = await processPdf(new Uint8Array(pdf), ENGINE, () => {});
        return { ms: performance.now() - started, text: result.finalText.text };
      };
      await wait(2_000); // start-up work settles
      for (let i = 0; i < 3; i += 1) {
        await route();
        await poolJob();
        await engine();
      }
      const times = { pdftotext: [], route: [], serverRun: [], poolJob: [], engine: [] };
      const texts = {};
      for (let i = 0; i < ROUNDS; i += 1) {
        const a = pdftotext();
        const b = await route();
        const c = await poolJob();
        const d = await engine();
        times.pdftotext.push(a.ms);
        times.route.push(b.ms);
        times.serverRun.push(b.serverMs);
        times.poolJob.push(c.ms);
        times.engine.push(d.ms);
        texts.pdftotext = a.text.split('\f');
        texts.route = b.text.split('\f');
        texts.poolJob = c.text.split('\f');
        texts.engine = d.text.split('\f');
      }
      const tool = median(times.pdftotext);
      const row = (name) => ({
        medianMs: round(median(times[name])),
        bestMs: round(best(times[name])),
        pagesPerSecond: Math.round(PAGES / (median(times[name]) / 1000)),
        ratioToPdftotext: round(tool / median(times[name]), 3),
        ...(texts[name] ? { cerPercent: round(pagesCer(texts[name], truth) * 100, 3) } : {}),
      });
      results.text = {
        pdf: { pages: PAGES, bytes: pdf.length },
        rounds: ROUNDS,
        options: WIZARD,
        readers: Object.fromEntries(Object.keys(times).map((name) => [name, row(name)])),
        /** Where the route's median goes (differences of medians). */
        stagesMs: {
          engine: round(median(times.engine)),
          childAndIpc: round(median(times.poolJob) - median(times.engine)),
          serverAroundPoolJob: round(median(times.serverRun) - median(times.poolJob)),
          uploadStoreRowsJson: round(median(times.route) - median(times.serverRun)),
        },
        goal: { routeRatioToPdftotext: 0.5, cerPercent: 0 },
      };
      console.table(Object.entries(results.text.readers).map(([name, m]) => ({ reader: name, ...m })));
      console.log(results.text.stagesMs);
    } finally {
      await pool.close();
      await app.stop();
    }
  }

  // --- Part 2: OCR ----------------------------------------------------------------------------------
  if (!process.env.SKIP_OCR) {
    const SENTENCES = [
      'The sprinkler installation was inspected in accordance with SANS 10287 and the owner was informed.',
      'Test pressure of 15 bar was held for two hours with no visible leaks at any grooved coupling.',
      'Fire alarm zone 4 detectors were tested with aerosol smoke and all reported to the panel.',
      'The diesel pump started automatically when the pressure switch fell below 7.5 bar.',
      'Certificate No: HT-2025-0417 was issued to the client on 14 March 2025 after the witness test.',
      'Hose reels on levels 2 and 3 delivered water at the required flow of 0.5 litres per second.',
      'The FM-200 cylinder weights were within five percent of the values stamped on the valve.',
      'Two pendent heads in the kitchen were replaced because of grease loading and corrosion.',
      'Emergency lighting remained on for ninety minutes during the battery duration test.',
      'The jockey pump cut in at 8.2 bar and out at 9.1 bar, as set at commissioning.',
      'Escape route signage at the north stair was missing and has been logged as a defect.',
      'Valve set inspection: alarm gong, retard chamber and main drain test all satisfactory.',
    ];
    const pageLines = (seed) => [
      `Inspection record ${seed}`,
      ...Array.from({ length: 14 }, (_, i) => SENTENCES[(seed * 5 + i * 7) % SENTENCES.length]),
    ];
    const tesseractCli = (pdf) => {
      const work = mkdtempSync(path.join(dir, 'ocr-'));
      const file = path.join(work, 'scan.pdf');
      writeFileSync(file, pdf);
      const started = performance.now();
      const render = spawnSync('pdftoppm', ['-r', '300', '-gray', file, path.join(work, 'page')]);
      if (render.status !== 0) throw new Error(`pdftoppm failed: ${render.stderr}`);
      const texts = readdirSync(work)
        .filter((name) => name.endsWith('.pgm'))
        .sort()
        .map((page) => {
          const run = spawnSync('tesseract', [path.join(work, page), '-', '-l', 'eng'], {
            maxBuffer: 1 << 26,
          });
          if (run.status !== 0) throw new Error(`tesseract failed: ${run.stderr}`);
          return run.stdout.toString('utf8');
        });
      const ms = performance.now() - started;
      rmSync(work, { recursive: true, force: true });
      return { ms, texts };
    };
    const pool = createFileParsingPool({ concurrency: 1, memoryMb: 2048, timeoutMs: 3_600_000 });
    const rows = [];
    try {
      const warm = await generateScannedPdf({ pages: [pageLines(99)], degradation: 'clean', seed: 99 });
      await pool.run('process-pdf', warm.pdf, ENGINE);
      for (const degradation of ['clean', 'mild', 'heavy']) {
        const pages = Array.from({ length: OCR_PAGES }, (_, i) => pageLines(i + 1));
        const scan = await generateScannedPdf({ pages, degradation, seed: 11 });
        const cli = tesseractCli(Buffer.from(scan.pdf));
        const started = performance.now();
        const result = await pool.run('process-pdf', scan.pdf, ENGINE);
        const ms = performance.now() - started;
        const ours = result.finalText.text.split('\f');
        const row = {
          scans: degradation,
          pages: OCR_PAGES,
          tesseractCli: {
            secondsPerPage: round(cli.ms / 1000 / OCR_PAGES, 2),
            cerPercent: round(pagesCer(cli.texts, scan.groundTruth) * 100, 2),
          },
          ours: {
            secondsPerPage: round(ms / 1000 / OCR_PAGES, 2),
            cerPercent: round(pagesCer(ours, scan.groundTruth) * 100, 2),
            enhancedPages: result.finalText.pageResults.filter((page) => page.enhanced).length,
            timeVsCli: round(ms / cli.ms, 2),
          },
        };
        rows.push(row);
        console.log(JSON.stringify(row));
      }
    } finally {
      await pool.close();
    }
    results.ocr = { options: WIZARD, rows, goal: { timeVsCli: 0.75 } };
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}

results.loadAverageAtEnd = round(loadavg()[0], 2);
const out = path.join(root, 'bench/results/pdf-speed.json');
const previous = existsSync(out) ? JSON.parse(readFileSync(out, 'utf8')) : {};
writeFileSync(out, `${JSON.stringify({ ...previous, [LABEL]: results }, null, 2)}\n`);
console.log(JSON.stringify(results, null, 2));

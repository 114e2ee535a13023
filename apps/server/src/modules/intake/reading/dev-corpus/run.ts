/**
 * The development corpus's runner (issue 32). Renders every document at each level, reads it with the
 * real engine (layout words, OCR where there is no text layer) once, keeps the pages in a cache folder,
 * and scores readPaperwork on them per field and per level.
 *
 *   npx tsx apps/server/src/modules/intake/reading/dev-corpus/run.ts [--cache DIR] [--levels text,clean,mild]
 *     [--copies 3] [--seed 1] [--set validation|fresh|fresh2|fresh3|fresh4|fresh5|fresh6] [--verbose] [--only ID-PART] [--font sans|serif|mono] [--reader OTHER/read-paperwork.ts]
 *
 * The cache (default: .dev-corpus-cache under the system's temp folder) holds each rendering's pages
 * as JSON; delete it after changing the templates. Scoring from the cache takes a second.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ReadPage } from '@firebreak/shared';
import { stopOcrWorker } from '../../../document-processing/engine/ocr-worker';
import { processPdf } from '../../../document-processing/engine/process-pdf';
import { readPaperwork as currentReader } from '../read-paperwork';
import { buildCorpus, FRESH_TEMPLATES, FRESH2_TEMPLATES, TEMPLATES, VALIDATION_TEMPLATES } from './docs';
import { FRESH3_TEMPLATES, FRESH4_TEMPLATES } from './docs-fresh3';
import { FRESH5_TEMPLATES } from './docs-fresh5';
import { FRESH6_TEMPLATES } from './docs-fresh6';
import { type Face, LEVELS, type Level, renderLevel } from './render';
import { addTallies, describe, scoreReading, type Tally, total } from './score';

const args = process.argv.slice(2);
const arg = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const cache = arg('cache') ?? path.join(os.tmpdir(), '.dev-corpus-cache');
const levels = (arg('levels')?.split(',') as Level[] | undefined) ?? LEVELS;
const copies = Number(arg('copies') ?? 3);
const verbose = args.includes('--verbose');
const only = arg('only');
/** The typeface of text PDFs (scans are drawn in one sans face): use its own --cache. */
const face = (arg('font') ?? 'sans') as Face;
const TODAY = '2026-01-31';

async function pagesOf(id: string, level: Level, render: () => Promise<Uint8Array>): Promise<ReadPage[]> {
  const file = path.join(cache, `${id}.${level}.json`);
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as ReadPage[];
  const pdf = await render();
  const result = await processPdf(
    pdf,
    {
      mode: 'full',
      useOCR: true,
      enhanceImages: true,
      extractMetadata: false,
      generateSummary: false,
      maxPages: null,
      layout: true,
    },
    () => {},
    { poppler: false },
  );
  const pages = result.pages ?? [];
  writeFileSync(file, JSON.stringify(pages));
  return pages;
}

async function main() {
  mkdirSync(cache, { recursive: true });
  // --reader FILE: score another copy of the reader (an older one, for before/after figures).
  const readerFile = arg('reader');
  const readPaperwork: typeof currentReader = readerFile
    ? (await import(path.resolve(readerFile))).readPaperwork
    : currentReader;
  const sets = {
    validation: VALIDATION_TEMPLATES,
    fresh: FRESH_TEMPLATES,
    fresh2: FRESH2_TEMPLATES,
    fresh3: FRESH3_TEMPLATES,
    fresh4: FRESH4_TEMPLATES,
    fresh5: FRESH5_TEMPLATES,
    fresh6: FRESH6_TEMPLATES,
  };
  const set = sets[arg('set') as keyof typeof sets] ?? TEMPLATES;
  const docs = buildCorpus(copies, Number(arg('seed') ?? 1), set).filter((d) => !only || d.id.includes(only));
  const byLevel: Record<string, Record<string, Tally>> = {};
  const overall: Record<string, Tally> = {};
  const kinds: Record<string, { right: number; all: number }> = {};
  for (const level of levels) {
    byLevel[level] = {};
    for (const [n, doc] of docs.entries()) {
      const pages = await pagesOf(doc.id, level, () => renderLevel(doc.pages, level, n + 1, face));
      const { kind, fields } = readPaperwork(pages, { today: TODAY });
      const score = scoreReading(doc.truth, kind, fields);
      addTallies(byLevel[level]!, score.fields);
      addTallies(overall, score.fields);
      kinds[level] ??= { right: 0, all: 0 };
      kinds[level]!.all++;
      if (score.kindRight) kinds[level]!.right++;
      if (verbose) {
        console.log(
          `\n== ${doc.id} [${level}] kind ${kind}${score.kindRight ? '' : ` (want ${doc.truth.kind})`}`,
        );
        for (const w of score.wrong) console.log(`  WRONG ${w}`);
        for (const m of score.missed) console.log(`  MISS  ${m}`);
      }
    }
  }
  console.log(`\n${docs.length} documents; levels ${levels.join(', ')}`);
  console.log('\nPer field (all levels):');
  for (const [name, tl] of Object.entries(overall).sort())
    console.log(`  ${name.padEnd(18)} ${describe(tl)}`);
  const key = [
    'serial',
    'certificateNumber',
    'serviceDate',
    'testDate',
    'installedOn',
    'lastServiceOn',
    'lastTestOn',
  ];
  console.log('\nPer level (all fields | serials, dates, certificate numbers | kind):');
  for (const level of levels) {
    const k = kinds[level]!;
    console.log(
      `  ${level.padEnd(6)} ${describe(total(byLevel[level]!))} | ${describe(total(byLevel[level]!, key))} | kind ${k.right}/${k.all}`,
    );
  }
  await stopOcrWorker();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

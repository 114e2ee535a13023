import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import type { EngineProgress } from '../../modules/document-processing/engine/types';
import { generateScannedPdf } from '../../modules/document-processing/scans/generate-scan';
import type { ParseJobs } from './parse-jobs';
import { createParsingPool, ParseJobError, sourceEntry } from './pool';

const entry = sourceEntry(path.join(path.dirname(fileURLToPath(import.meta.url)), 'parse-worker.ts'));

describe("the parse pool's process-pdf job", () => {
  const pool = createParsingPool<ParseJobs>({ concurrency: 1, memoryMb: 1_500, timeoutMs: 120_000, entry });
  afterAll(() => pool.close());

  it('OCRs a scan in a child process and reports progress page by page', async () => {
    const scan = await generateScannedPdf({
      pages: [['Sprinkler valve set inspected to SANS 10287.', 'Certificate No: HT-2024-0193']],
      degradation: 'mild', // a clean page is read without enhancement
      seed: 9,
    });
    const progress: EngineProgress[] = [];
    const result = await pool.run(
      'process-pdf',
      scan.pdf,
      {
        mode: 'full',
        useOCR: true,
        enhanceImages: true,
        extractMetadata: true,
        generateSummary: false,
        maxPages: null,
        layout: true,
      },
      { onProgress: (report) => progress.push(report as EngineProgress) },
    );
    expect(result.finalText).toMatchObject({ method: 'ocr', pages: 1, totalPages: 1 });
    expect(result.finalText.text).toContain('SANS 10287');
    expect(result.metadata?.facts.certificateNumbers).toEqual(['Certificate No. HT-2024-0193']);
    expect(progress.map((report) => report.stage)).toEqual(
      expect.arrayContaining(['Rendering page 1', 'Enhancing page 1', 'Reading page 1 (OCR)']),
    );
    expect(progress.every((report) => report.page === 1 && report.pages === 1)).toBe(true);
    // The layout words come back through the pool's IPC as the engine made them.
    expect(result.pages).toHaveLength(1);
    expect(result.pages?.[0]).toMatchObject({ page: 1, source: 'ocr' });
    const sans = result.pages?.[0]?.words.find((word) => word.text.includes('10287'));
    expect(sans?.box.every((value) => value >= 0 && value <= 1)).toBe(true);
    expect(sans?.box[2]).toBeGreaterThan(0);
  });

  it("passes on the engine's code for a file it refuses", async () => {
    const failure = await pool
      .run('process-pdf', new TextEncoder().encode('not a pdf at all'), {
        mode: 'quick',
        useOCR: true,
        enhanceImages: false,
        extractMetadata: false,
        generateSummary: false,
        maxPages: null,
        layout: false,
      })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ParseJobError);
    expect(failure).toMatchObject({ reason: 'unreadable', code: 'not-pdf' });
  });
});

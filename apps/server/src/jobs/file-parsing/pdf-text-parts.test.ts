import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { extractPdfText, type PdfText } from '../../lib/pdf-text';
import { makePdf } from '../../modules/handbook/test-pdfs';
import { manyPagePdf } from '../../test/hostile-files';
import type { ParseJobs } from './parse-jobs';
import {
  countPageObjects,
  countPageObjectsInFile,
  joinPdfTextParts,
  MIN_PAGES_TO_SPLIT,
  readPdfTextInParts,
} from './pdf-text-parts';
import { createParsingPool, ParseJobError } from './pool';

const pageTexts = (count: number) =>
  Array.from(
    { length: count },
    (_, i) =>
      `Page ${i + 1}: the sprinkler valve set on level ${i + 1} shall be inspected weekly (SANS 10287).`,
  );

async function failureOf(promise: Promise<unknown>): Promise<ParseJobError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ParseJobError) return error;
    throw error;
  }
  throw new Error('the job did not fail');
}

describe('a PDF read in shares of its pages', () => {
  it('reads every stride-th page from the first asked for', async () => {
    const pdf = await makePdf({ pages: pageTexts(7) });
    const even = await extractPdfText(pdf, { share: { first: 2, stride: 2 } });
    expect(even.pages.map((page) => page.page_number)).toEqual([2, 4, 6]);
    expect(even.pages[0]?.extracted_text).toContain('Page 2:');
    expect(even.numPages).toBe(7);
  });

  it('counts page objects, not the page tree, by a byte search', async () => {
    expect(countPageObjects(await makePdf({ pages: pageTexts(23) }))).toBe(23);
    expect(countPageObjects(manyPagePdf(40))).toBe(40);
    expect(countPageObjects(new Uint8Array(10))).toBe(0);
  });

  it('counts the page objects of a file read in chunks as of the whole file, tokens across chunks too', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'firebreak-pages-'));
    try {
      const pdf = manyPagePdf(30_000); // several 1 MiB chunks, so tokens fall across their edges
      expect(pdf.length).toBeGreaterThan(3 * 1024 * 1024);
      const file = path.join(dir, 'many.pdf');
      writeFileSync(file, pdf);
      expect(await countPageObjectsInFile(file)).toBe(30_000);
      // Shifted by every offset around a chunk's end: no '/Page' is counted twice or missed.
      for (const shift of [1, 5, 17, 31, 33, 63]) {
        writeFileSync(file, Buffer.concat([Buffer.alloc(shift, 0x20), pdf]));
        expect(await countPageObjectsInFile(file)).toBe(30_000);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('joins shares in page order and cuts at maxChars where one reading would', async () => {
    const pdf = await makePdf({ pages: pageTexts(9) });
    const maxChars = 250;
    const whole = await extractPdfText(pdf, { maxChars });
    const shares = await Promise.all(
      [1, 2, 3].map((first) => extractPdfText(pdf, { maxChars, share: { first, stride: 3 } })),
    );
    expect(joinPdfTextParts(shares, maxChars)).toEqual(whole);
  });
});

describe('reading a PDF through the pool in two children', () => {
  const pool = createParsingPool<ParseJobs>({ concurrency: 2, memoryMb: 1024, timeoutMs: 60_000 });
  const single = createParsingPool<ParseJobs>({ concurrency: 1, memoryMb: 1024, timeoutMs: 60_000 });
  afterAll(() => Promise.all([pool.close(), single.close()]));

  it('reads in one job while no second child is started, and starts one for the next PDF', async () => {
    const pdf = await makePdf({ pages: pageTexts(MIN_PAGES_TO_SPLIT + 5) });
    expect(pool.stats().children).toBe(0);
    const text = await readPdfTextInParts(pool, pdf, { maxPages: 2000 });
    expect(pool.stats()).toMatchObject({ completed: 1, children: 2 });
    expect(text.pages).toHaveLength(MIN_PAGES_TO_SPLIT + 5);
  });

  it('gives the text one job gives, pages in order, from two jobs at once', async () => {
    const pdf = await makePdf({ pages: pageTexts(MIN_PAGES_TO_SPLIT + 5), title: 'Split' });
    const before = pool.stats().completed;
    const split = await readPdfTextInParts(pool, pdf, { maxPages: 2000 });
    expect(pool.stats().completed - before).toBe(2);
    const whole: PdfText = await single.run('pdf-text', pdf, { maxPages: 2000 });
    expect(split).toEqual(whole);
    expect(split.pages.map((page) => page.page_number)).toEqual(
      Array.from({ length: MIN_PAGES_TO_SPLIT + 5 }, (_, i) => i + 1),
    );
    expect(split.title).toBe('Split');
  });

  it('reads a short PDF in one job', async () => {
    const pdf = await makePdf({ pages: pageTexts(3) });
    const before = pool.stats().completed;
    const text = await readPdfTextInParts(pool, async () => pdf, { maxPages: 2000 });
    expect(pool.stats().completed - before).toBe(1);
    expect(text.pages).toHaveLength(3);
  });

  it('keeps the page cap and the character cap of one job', async () => {
    const pdf = manyPagePdf(300);
    const capped = await readPdfTextInParts(pool, pdf, { maxPages: 120 });
    expect(capped.pages).toHaveLength(120);
    expect(capped.numPages).toBe(300);
    const maxChars = 1_000;
    const cut = await readPdfTextInParts(pool, pdf, { maxPages: 120, maxChars });
    expect(cut).toEqual(await single.run('pdf-text', pdf, { maxPages: 120, maxChars }));
    expect(cut.pages.length).toBeLessThan(120);
  });

  it('refuses an encrypted or damaged PDF as one job does', async () => {
    const encrypted = await makePdf({ pages: pageTexts(20), ownerPassword: 'owner' });
    expect(await failureOf(readPdfTextInParts(pool, encrypted, { maxPages: 2000 }))).toMatchObject({
      reason: 'unreadable',
      code: 'encrypted',
    });
    const truncated = (await makePdf({ pages: pageTexts(20) })).subarray(0, 2_000);
    expect(await failureOf(readPdfTextInParts(pool, truncated, { maxPages: 2000 }))).toMatchObject({
      reason: 'unreadable',
    });
    // The pool still reads after the failures.
    expect(
      (await readPdfTextInParts(pool, await makePdf({ pages: pageTexts(20) }), { maxPages: 50 })).pages,
    ).toHaveLength(20);
  });
});

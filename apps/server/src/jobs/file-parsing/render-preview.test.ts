import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFileParsingPool, ParseJobError } from './file-parsing-pool';

/** Two pages: A4 with a black block in its top-left quarter, and a strip 200 pt wide and 14,000 pt tall. */
async function twoPagePdf(): Promise<Buffer> {
  const doc = new PDFDocument({ autoFirstPage: false });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  doc.addPage({ size: 'A4', margin: 0 });
  doc.rect(0, 0, 297.64, 420.945).fill('#000');
  doc.addPage({ size: [200, 14_000], margin: 0 });
  doc.font('Helvetica').fontSize(12).text('A long strip', 20, 20);
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}

async function failureOf(promise: Promise<unknown>): Promise<ParseJobError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ParseJobError) return error;
    throw error;
  }
  throw new Error('the job did not fail');
}

describe("the file-parsing pool's page preview", () => {
  const pool = createFileParsingPool({
    concurrency: 1,
    memoryMb: 1_000,
    timeoutMs: 60_000,
    maxPdfPages: 100,
    zip: { maxEntries: 10, maxTotalBytes: 1_000_000, maxRatio: 100 },
  });
  let dir: string;
  let filePath: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'preview-'));
    filePath = path.join(dir, 'two-pages.pdf');
    await writeFile(filePath, await twoPagePdf());
  });
  afterAll(async () => {
    await pool.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('draws a page as a PNG of the width asked for', async () => {
    const png = await pool.renderPreview({ filePath, page: 1, width: 800 });
    expect(Buffer.from(png.subarray(0, 8))).toEqual(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
    const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
    expect(info).toMatchObject({ width: 800, height: Math.floor((800 / 595.28) * 841.89) });
    // The block fills the top-left quarter; the rest of the page is white.
    const at = (x: number, y: number) => data[(y * info.width + x) * info.channels];
    expect(at(100, 100)).toBeLessThan(30);
    expect(at(700, 100)).toBeGreaterThan(225);
    expect(at(100, 1000)).toBeGreaterThan(225);
  });

  it('keeps the width within 200-1600 px and a tall page within the pixel cap', async () => {
    const narrow = await sharp(await pool.renderPreview({ filePath, page: 1, width: 10 })).metadata();
    expect(narrow.width).toBe(200);
    const wide = await sharp(await pool.renderPreview({ filePath, page: 1, width: 9_000 })).metadata();
    expect(wide.width).toBe(1600);
    const strip = await sharp(await pool.renderPreview({ filePath, page: 2, width: 1600 })).metadata();
    expect(strip.height).toBeLessThanOrEqual(16_000);
    expect((strip.width ?? 0) * (strip.height ?? 0)).toBeLessThanOrEqual(24_000_000);
    expect(strip.width).toBeLessThan(1600);
  });

  it("refuses a page the PDF lacks with 'page-out-of-range', and a file that is not a PDF", async () => {
    for (const page of [0, 3]) {
      const failure = await failureOf(pool.renderPreview({ filePath, page, width: 600 }));
      expect(failure).toMatchObject({ reason: 'unreadable', code: 'page-out-of-range' });
      expect(failure.message).toContain('2 pages');
    }
    const text = path.join(dir, 'not.pdf');
    await writeFile(text, 'plain text');
    const failure = await failureOf(pool.renderPreview({ filePath: text, page: 1, width: 600 }));
    expect(failure).toMatchObject({ reason: 'unreadable', code: 'not-pdf' });
  });
});

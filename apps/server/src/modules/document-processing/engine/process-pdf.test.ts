import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { characterErrorRate } from '../scans/character-error-rate';
import { addScannedPage, generateScannedPdf, renderScannedPage } from '../scans/generate-scan';
import { stopOcrWorker } from './ocr-worker';
import { processPdf } from './process-pdf';
import { renderDpi } from './render-page';
import type { EngineOptions, EngineProgress } from './types';

const REPORT_LINES = [
  'Fire Protection Inspection Certificate',
  'Certificate No: HT-2024-0193',
  'Sprinkler system tested to SANS 10287 on 15 March 2024.',
  'Static pressure measured at 6.5 bar at the main valve set.',
  'The fire hose reels comply with SANS 543 and were serviced.',
];

const FULL: EngineOptions = {
  mode: 'full',
  useOCR: true,
  enhanceImages: false,
  extractMetadata: true,
  generateSummary: true,
  maxPages: null,
  layout: false,
};

type Draw = (doc: PDFKit.PDFDocument) => void | Promise<void>;

async function pdfkitPdf(draw: Draw, options: PDFKit.PDFDocumentOptions = {}): Promise<Uint8Array> {
  const doc = new PDFDocument({ autoFirstPage: false, ...options });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  await draw(doc);
  doc.end();
  await ended;
  return new Uint8Array(Buffer.concat(chunks));
}

const textPage = (lines: string[]) => (doc: PDFKit.PDFDocument) => {
  doc.addPage({ size: 'A4' });
  doc.font('Helvetica').fontSize(12);
  for (const line of lines) doc.text(line);
};

async function codeOf(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
  } catch (error) {
    const value = error as { code?: string; problem?: string };
    return value.code ?? value.problem;
  }
  throw new Error('processing did not fail');
}

describe('processPdf', () => {
  let textPdf: Uint8Array;
  beforeAll(async () => {
    textPdf = await pdfkitPdf(
      async (doc) => {
        for (let page = 1; page <= 3; page += 1)
          textPage([`Page ${page} of the inspection report.`, ...REPORT_LINES])(doc);
      },
      {
        info: {
          Title: 'Inspection report',
          Author: 'Firebreak',
          CreationDate: new Date('2024-03-15T10:00:00Z'),
        },
      },
    );
  });
  afterAll(() => stopOcrWorker());

  it('reads a text PDF from its text layer, with metadata, facts and a summary', async () => {
    const progress: EngineProgress[] = [];
    const result = await processPdf(textPdf, FULL, (p) => progress.push(p));
    const { finalText, metadata, summary } = result;
    expect(finalText).toMatchObject({ method: 'standard', pages: 3, totalPages: 3, scanned: false });
    expect(finalText.quality).toBeGreaterThan(0.7);
    expect(finalText.confidence).toBeGreaterThan(0.7);
    const pages = finalText.text.split('\f');
    expect(pages).toHaveLength(3);
    expect(pages[0]).toBe(['Page 1 of the inspection report.', ...REPORT_LINES].join('\n'));
    expect(finalText.textLength).toBe(finalText.text.length);
    expect(finalText.pageResults.map((page) => page.method)).toEqual(['standard', 'standard', 'standard']);
    expect(metadata).toMatchObject({
      title: 'Inspection report',
      author: 'Firebreak',
      creationDate: '2024-03-15T10:00:00.000Z',
      pageCount: 3,
      fileSize: textPdf.byteLength,
      pageSizes: [{ width: 595.28, height: 841.89, pages: 3 }],
    });
    expect(metadata?.pdfVersion).toMatch(/^1\.\d$/);
    expect(metadata?.facts.standards).toEqual(['SANS 10287', 'SANS 543']);
    expect(metadata?.facts.certificateNumbers).toEqual(['Certificate No. HT-2024-0193']);
    expect(metadata?.facts.pressures).toEqual([{ text: '6.5 bar', kPa: 650 }]);
    expect(summary?.kind).toBe('extractive');
    expect(summary?.sentences.length).toBeGreaterThanOrEqual(3);
    expect(new Set(progress.map((p) => p.page))).toEqual(new Set([1, 2, 3]));
    expect(progress.every((p) => p.pages === 3)).toBe(true);
  });

  it('honours maxPages and leaves metadata and summary out when not asked for', async () => {
    const result = await processPdf(
      textPdf,
      { ...FULL, maxPages: 2, extractMetadata: false, generateSummary: false },
      () => {},
    );
    expect(result.finalText).toMatchObject({ pages: 2, totalPages: 3 });
    expect(result.finalText.text.split('\f')).toHaveLength(2);
    expect(result.metadata).toBeNull();
    expect(result.summary).toBeNull();
  });

  it('OCRs a clean scan', async () => {
    const scan = await generateScannedPdf({ pages: [REPORT_LINES], degradation: 'clean', seed: 11 });
    const stages: string[] = [];
    const { finalText } = await processPdf(scan.pdf, FULL, (p) => stages.push(p.stage));
    expect(finalText).toMatchObject({ method: 'ocr', scanned: true, pages: 1 });
    expect(characterErrorRate(finalText.text, scan.groundTruth[0]!)).toBeLessThanOrEqual(0.02);
    expect(finalText.quality).toBeGreaterThan(0.7);
    expect(finalText.pageResults[0]).toMatchObject({ method: 'ocr', enhanced: false, skewDegrees: 0 });
    expect(stages).toEqual(expect.arrayContaining(['Rendering page 1', 'Reading page 1 (OCR)']));
  });

  it('enhances and deskews a noisy, rotated scan before OCR', async () => {
    const scan = await generateScannedPdf({ pages: [REPORT_LINES], degradation: 'mild', seed: 5 });
    const stages: string[] = [];
    const { finalText } = await processPdf(scan.pdf, { ...FULL, enhanceImages: true }, (p) =>
      stages.push(p.stage),
    );
    expect(characterErrorRate(finalText.text, scan.groundTruth[0]!)).toBeLessThanOrEqual(0.02);
    const [page] = finalText.pageResults;
    expect(page?.enhanced).toBe(true);
    expect(page?.skewDegrees).not.toBe(0);
    expect(Math.abs(page!.skewDegrees - scan.skews[0]!)).toBeLessThan(0.5);
    expect(stages).toContain('Enhancing page 1');
  });

  it('reads the pages of a scan in parallel, each text in its place', async () => {
    const pages = [1, 2, 3].map((n) => [`Valve set record ${n}`, ...REPORT_LINES.slice(n - 1, n + 2)]);
    const scan = await generateScannedPdf({ pages, degradation: 'mild', seed: 8 });
    const progress: EngineProgress[] = [];
    const { finalText } = await processPdf(scan.pdf, { ...FULL, enhanceImages: true }, (p) =>
      progress.push(p),
    );
    const texts = finalText.text.split('\f');
    expect(texts).toHaveLength(3);
    texts.forEach((text, i) => {
      expect(text.startsWith(`Valve set record ${i + 1}`)).toBe(true);
      expect(characterErrorRate(text, scan.groundTruth[i]!)).toBeLessThanOrEqual(0.02);
    });
    expect(finalText.pageResults.map((page) => [page.page, page.method, page.enhanced])).toEqual([
      [1, 'ocr', true],
      [2, 'ocr', true],
      [3, 'ocr', true],
    ]);
    for (const n of [1, 2, 3]) expect(progress.map((p) => p.stage)).toContain(`Reading page ${n} (OCR)`);
  });

  it('reads a clean scan without enhancement even when enhancement is asked for', async () => {
    const scan = await generateScannedPdf({ pages: [REPORT_LINES], degradation: 'clean', seed: 6 });
    const stages: string[] = [];
    const { finalText } = await processPdf(scan.pdf, { ...FULL, enhanceImages: true }, (p) =>
      stages.push(p.stage),
    );
    expect(characterErrorRate(finalText.text, scan.groundTruth[0]!)).toBeLessThanOrEqual(0.02);
    expect(finalText.pageResults[0]).toMatchObject({ method: 'ocr', enhanced: false });
    expect(stages).not.toContain('Enhancing page 1');
  });

  it('calls a PDF with text pages and scanned pages hybrid', async () => {
    const scanned = await renderScannedPage(REPORT_LINES.slice(0, 3), { degradation: 'clean', seed: 2 });
    const pdf = await pdfkitPdf((doc) => {
      textPage(REPORT_LINES)(doc);
      addScannedPage(doc, scanned.image);
    });
    const { finalText } = await processPdf(pdf, FULL, () => {});
    expect(finalText.method).toBe('hybrid');
    expect(finalText.pageResults.map((page) => page.method)).toEqual(['standard', 'ocr']);
    expect(characterErrorRate(finalText.text.split('\f')[1]!, scanned.groundTruth)).toBeLessThanOrEqual(0.02);
  });

  it('keeps a page without text as standard when OCR is off', async () => {
    const scan = await generateScannedPdf({
      pages: [REPORT_LINES.slice(0, 2)],
      degradation: 'clean',
      seed: 3,
    });
    const { finalText } = await processPdf(scan.pdf, { ...FULL, useOCR: false }, () => {});
    expect(finalText).toMatchObject({ method: 'standard', scanned: true, textLength: 0 });
    expect(finalText.quality).toBeLessThan(0.4);
  });

  it('quick mode OCRs only one page of a scan and says OCR is needed', async () => {
    const scan = await generateScannedPdf({
      pages: [REPORT_LINES.slice(0, 2), REPORT_LINES.slice(2, 4), REPORT_LINES.slice(3)],
      degradation: 'clean',
      seed: 4,
    });
    const stages: string[] = [];
    const { finalText } = await processPdf(scan.pdf, { ...FULL, mode: 'quick', enhanceImages: true }, (p) =>
      stages.push(p.stage),
    );
    expect(finalText).toMatchObject({ method: 'ocr', pages: 3, totalPages: 3, scanned: true });
    expect(stages.filter((stage) => stage.endsWith('(OCR)'))).toEqual(['Reading page 1 (OCR)']);
    expect(stages.some((stage) => stage.startsWith('Enhancing'))).toBe(false);
    expect(finalText.pageResults.filter((page) => page.textLength > 0)).toHaveLength(1);
    // The text it has as it is: none (so §9 suggests OCR and enhancement); how well OCR read the
    // sample page is the confidence.
    expect(finalText.quality).toBe(0);
    expect(finalText.confidence).toBeGreaterThan(0.7);
  });

  it('refuses files that are not PDFs, truncated, encrypted or without pages', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    expect(await codeOf(processPdf(new Uint8Array(png), FULL, () => {}))).toBe('not-pdf');
    expect(await codeOf(processPdf(textPdf.subarray(0, 400), FULL, () => {}))).toBe('corrupt');
    const userLocked = await pdfkitPdf(textPage(['Secret']), { userPassword: 'u', ownerPassword: 'o' });
    expect(await codeOf(processPdf(userLocked, FULL, () => {}))).toBe('encrypted');
    const ownerLocked = await pdfkitPdf(textPage(['Restricted']), { ownerPassword: 'o', permissions: {} });
    expect(await codeOf(processPdf(ownerLocked, FULL, () => {}))).toBe('encrypted');
    const empty = new TextEncoder().encode(
      '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
    );
    expect(await codeOf(processPdf(empty, FULL, () => {}))).toBe('no-pages');
  });

  it('renders a 200-inch page under the pixel cap', async () => {
    expect(renderDpi(14_400, 14_400)).toBeLessThan(60);
    expect(renderDpi(595, 842)).toBe(300);
    // A picture drawn across the giant page (a page that paints no image is never OCR'd).
    const picture = await sharp({
      create: { width: 64, height: 64, channels: 3, background: '#ffffff' },
    })
      .png()
      .toBuffer();
    const pdf = await pdfkitPdf((doc) => {
      doc.addPage({ size: [14_400, 14_400], margin: 0 });
      doc.image(picture, 0, 0, { width: 14_400, height: 14_400 });
      doc.rect(1000, 1000, 4000, 300).fill('#000');
    });
    const { finalText } = await processPdf(pdf, FULL, () => {});
    expect(finalText.pageResults[0]?.method).toBe('ocr');
    expect(finalText.pages).toBe(1);
  });
});

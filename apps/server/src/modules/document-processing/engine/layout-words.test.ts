import type { PageWord } from '@firebreak/shared';
import PDFDocument from 'pdfkit';
import { afterAll, describe, expect, it } from 'vitest';
import { generateScannedPdf } from '../scans/generate-scan';
import { MAX_LAYOUT_WORDS, textLayoutWords } from './layout-words';
import { stopOcrWorker } from './ocr-worker';
import { processPdf } from './process-pdf';
import type { EngineOptions } from './types';

const OPTIONS: EngineOptions = {
  mode: 'full',
  useOCR: true,
  enhanceImages: false,
  extractMetadata: false,
  generateSummary: false,
  maxPages: null,
  layout: true,
};

const A4 = { width: 595.28, height: 841.89 };
const FONT_SIZE = 12;
/** Helvetica's ascender (718/1000 em): pdfkit puts the baseline this far below the y it is given. */
const ASCENDER = 0.718 * FONT_SIZE;

type Placed = { text: string; x: number; y: number; width: number };

/** A text PDF of words (and runs of words) at known places, and each word's place and width in points. */
async function placedWordsPdf(): Promise<{ pdf: Uint8Array; placed: Placed[] }> {
  const doc = new PDFDocument({ autoFirstPage: false });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  doc.addPage({ size: 'A4', margin: 0 });
  doc.font('Helvetica').fontSize(FONT_SIZE);
  const placed: Placed[] = [];
  const put = (text: string, x: number, y: number) => {
    doc.text(text, x, y, { lineBreak: false });
    let at = x;
    for (const word of text.split(' ')) {
      placed.push({ text: word, x: at, y, width: doc.widthOfString(word) });
      at += doc.widthOfString(`${word} `);
    }
  };
  put('Sprinkler', 72, 100);
  put('HT-2024-0193', 400, 100);
  put('Static pressure 6.5 bar', 120, 420);
  put('Serviced', 300, 760);
  doc.end();
  await ended;
  return { pdf: new Uint8Array(Buffer.concat(chunks)), placed };
}

describe('layout words', () => {
  afterAll(() => stopOcrWorker());

  it('boxes the words of a text PDF where they were drawn', async () => {
    const { pdf, placed } = await placedWordsPdf();
    const result = await processPdf(pdf, OPTIONS, () => {});
    expect(result.pages).toHaveLength(1);
    const [page] = result.pages ?? [];
    expect(page).toMatchObject({ page: 1, width: A4.width, height: A4.height, source: 'text' });
    expect(page?.words.map((word) => word.text)).toEqual(placed.map((word) => word.text));
    for (const [index, want] of placed.entries()) {
      const [x, y, width, height] = page?.words[index]?.box ?? [];
      const baseline = want.y + ASCENDER;
      // Words alone in their item are exact; words inside a run are placed by their share of its characters.
      const alone = !['Static', 'pressure', '6.5', 'bar'].includes(want.text);
      const tolerance = alone ? 0.5 : 6; // points
      expect(Math.abs((x ?? 0) * A4.width - want.x)).toBeLessThan(tolerance);
      expect(Math.abs((width ?? 0) * A4.width - want.width)).toBeLessThan(tolerance);
      // The box reaches from 0.8 of the font size above the baseline to 0.2 below it.
      expect(Math.abs((y ?? 0) * A4.height - (baseline - 0.8 * FONT_SIZE))).toBeLessThan(0.5);
      expect(Math.abs((height ?? 0) * A4.height - FONT_SIZE)).toBeLessThan(0.5);
    }
  });

  it('leaves pages out when layout is not asked for', async () => {
    const { pdf } = await placedWordsPdf();
    const result = await processPdf(pdf, { ...OPTIONS, layout: false }, () => {});
    expect(result.pages).toBeUndefined();
    expect(result.finalText.text).toContain('Static pressure 6.5 bar');
  });

  it("boxes an OCR'd page's words from tesseract's boxes", async () => {
    const lines = ['Fire Hose Reel Service Record', 'Certificate No: HT-2024-0193', 'Pressure 6.5 bar'];
    const scan = await generateScannedPdf({ pages: [lines], degradation: 'clean', seed: 5 });
    const result = await processPdf(scan.pdf, OPTIONS, () => {});
    const [page] = result.pages ?? [];
    expect(page).toMatchObject({ page: 1, source: 'ocr', width: A4.width, height: A4.height });
    const find = (text: string) => page?.words.find((word: PageWord) => word.text === text);
    // The scan draws 11 pt text from a one-inch margin, baselines 17.6 pt apart from 83 pt down.
    for (const [line, text] of [
      [0, 'Fire'],
      [1, 'Certificate'],
      [2, 'Pressure'],
    ] as const) {
      const [x = -1, y = -1, width = 0, height = 0] = find(text)?.box ?? [];
      const baseline = (72 + 11 + line * 17.6) / A4.height;
      expect(Math.abs(x - 72 / A4.width)).toBeLessThan(0.01);
      expect(Math.abs(y + height - baseline)).toBeLessThan(0.006);
      expect(height).toBeGreaterThan(0.005);
      expect(height).toBeLessThan(0.02);
      expect(width).toBeGreaterThan(0.02);
    }
    expect(page?.words.every((word) => word.box.every((value) => value >= 0 && value <= 1))).toBe(true);
    // Each word keeps OCR's confidence in it, 0 to 1: a clean scan's words are read with confidence.
    expect(page?.words.every((word) => word.confidence !== undefined && word.confidence <= 1)).toBe(true);
    expect(find('Certificate')?.confidence).toBeGreaterThan(0.6);
  });

  it('keeps at most 5,000 words a page', () => {
    const viewport = {
      width: 100,
      height: 100,
      convertToViewportPoint: (x: number, y: number) => [x, 100 - y],
    };
    const item = { str: 'a '.repeat(6_000), transform: [1, 0, 0, 1, 0, 50], width: 100, height: 1 };
    expect(textLayoutWords([item], viewport)).toHaveLength(MAX_LAYOUT_WORDS);
  });
});

import { spawnSync } from 'node:child_process';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { popplerPageTexts } from './poppler-text';
import { processPdf } from './process-pdf';
import type { EngineOptions } from './types';

/** Pages of prose in Times, Helvetica and Courier, a table of positioned cells, and hyphenated words. */
async function mixedPdf(pages: number): Promise<Uint8Array> {
  const doc = new PDFDocument({ autoFirstPage: false });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  for (let page = 1; page <= pages; page += 1) {
    doc.addPage({ size: 'A4', margin: 60 });
    doc.font('Helvetica-Bold').fontSize(14).text(`${page}. Valve set inspection`);
    doc
      .font('Times-Roman')
      .fontSize(11)
      .text(
        `The pre-action system on level ${page} was tested to SANS 10287 and SANS 10400-T; the main drain ` +
          'held 9.1 bar static and 7.4 bar residual. Certificate No: VS-2025-0112 was issued to the owner. ',
      );
    const top = doc.y + 10;
    for (const [row, cells] of [
      ['Item', 'Location', 'Pressure (bar)'],
      [`${page}.1`, 'Plant room', '6.5'],
    ].entries())
      for (const [column, cell] of cells.entries())
        doc.font('Helvetica').text(cell, 60 + column * 150, top + row * 18, { lineBreak: false });
    doc
      .font('Courier')
      .fontSize(10)
      .text('Note: jockey pump cut in at 8.2 bar.', 60, top + 60);
  }
  doc.end();
  await ended;
  return new Uint8Array(Buffer.concat(chunks));
}

const hasPoppler = !spawnSync('pdftotext', ['-v']).error;

const OPTIONS: EngineOptions = {
  mode: 'full',
  useOCR: true,
  enhanceImages: false,
  extractMetadata: true,
  generateSummary: true,
  maxPages: null,
  layout: false,
};

describe.skipIf(!hasPoppler)("the text layer through poppler's pdftotext", () => {
  it('gives the text pdfjs gives, page for page, with the same metadata and summary', async () => {
    const data = await mixedPdf(6);
    const fast = await processPdf(data, OPTIONS, () => {});
    const pdfjs = await processPdf(data, OPTIONS, () => {}, { poppler: false });
    expect(fast.finalText.text.split('\f')).toEqual(pdfjs.finalText.text.split('\f'));
    expect(fast.finalText.quality).toBe(pdfjs.finalText.quality);
    expect(fast.metadata).toEqual(pdfjs.metadata);
    expect(fast.summary).toEqual(pdfjs.summary);
  });

  it('reads only the pages asked for', async () => {
    const pdf = await mixedPdf(5);
    const texts = await popplerPageTexts({ data: pdf }, 2);
    expect(texts).toHaveLength(2);
    expect(texts?.[1]).toContain('2. Valve set inspection');
    const result = await processPdf(pdf, { ...OPTIONS, maxPages: 2 }, () => {});
    expect(result.finalText.text.split('\f')).toEqual(texts);
  });

  it('answers null for a file it cannot read, and the engine still refuses it as before', async () => {
    const broken = new TextEncoder().encode('%PDF-1.4\nthis is not really a PDF\n%%EOF\n');
    expect(await popplerPageTexts({ data: broken }, null)).toBeNull();
    await expect(processPdf(broken, OPTIONS, () => {})).rejects.toMatchObject({ problem: 'corrupt' });
  });
});

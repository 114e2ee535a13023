import { spawnSync } from 'node:child_process';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { openPdfDocument } from '../../../lib/pdf-text';
import { generateScannedPdf } from '../scans/generate-scan';
import { popplerPageHasImages } from './poppler-images';
import { parsePgm, popplerRenderGray } from './poppler-render';
import { renderPageGray } from './render-page';

const hasPoppler = !spawnSync('pdftoppm', ['-v']).error && !spawnSync('pdfimages', ['-v']).error;

async function textOnlyPdf(): Promise<Uint8Array> {
  const doc = new PDFDocument({ size: 'A4' });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  doc.font('Helvetica').fontSize(12).text('A page of text and a ruled line, no image.');
  doc.moveTo(72, 200).lineTo(400, 200).stroke();
  doc.end();
  await ended;
  return new Uint8Array(Buffer.concat(chunks));
}

describe('PGM files', () => {
  it('reads a binary 8-bit PGM and refuses anything else', () => {
    const pgm = Buffer.concat([Buffer.from('P5\n3 2\n255\n'), Buffer.from([0, 128, 255, 1, 2, 3])]);
    expect(parsePgm(pgm, 300)).toEqual({
      pixels: new Uint8Array([0, 128, 255, 1, 2, 3]),
      width: 3,
      height: 2,
      dpi: 300,
    });
    expect(parsePgm(pgm.subarray(0, pgm.length - 1), 300)).toBeNull(); // cut short
    expect(parsePgm(Buffer.from('P6\n1 1\n255\n\0\0\0'), 300)).toBeNull(); // colour
  });
});

describe.skipIf(!hasPoppler)("pages through poppler's pdftoppm and pdfimages", () => {
  it('renders a scanned page as pdfjs does', async () => {
    const scan = await generateScannedPdf({
      pages: [['Valve set inspection', 'Main drain test: 9.1 bar static.']],
      degradation: 'mild',
      seed: 4,
    });
    const task = await openPdfDocument(scan.pdf);
    try {
      const page = await (await task.promise).getPage(1);
      const pdfjs = await renderPageGray(page, 150);
      const poppler = await renderPageGray(page, 150, { data: scan.pdf });
      // pdftoppm rounds the sides up where pdfjs rounds down.
      expect(Math.abs(poppler.width - pdfjs.width)).toBeLessThanOrEqual(1);
      expect(Math.abs(poppler.height - pdfjs.height)).toBeLessThanOrEqual(1);
      let difference = 0;
      for (let y = 0; y < pdfjs.height - 1; y += 1)
        for (let x = 0; x < pdfjs.width - 1; x += 1)
          difference += Math.abs(pdfjs.pixels[y * pdfjs.width + x]! - poppler.pixels[y * poppler.width + x]!);
      expect(difference / (pdfjs.width * pdfjs.height)).toBeLessThan(6);
    } finally {
      await task.destroy();
    }
  });

  it('answers null for a page or a file it cannot render', async () => {
    const scan = await generateScannedPdf({ pages: [['One page']], degradation: 'clean', seed: 1 });
    expect(await popplerRenderGray({ data: scan.pdf }, 3, 100, 10_000_000)).toBeNull();
    const broken = new TextEncoder().encode('%PDF-1.4\nnot really a PDF\n%%EOF\n');
    expect(await popplerRenderGray({ data: broken }, 1, 100, 10_000_000)).toBeNull();
  });

  it('tells a scanned page (an image) from a page of text and lines', async () => {
    const scan = await generateScannedPdf({ pages: [['A scanned line']], degradation: 'clean', seed: 2 });
    expect(await popplerPageHasImages({ data: scan.pdf }, 1)).toBe(true);
    expect(await popplerPageHasImages({ data: await textOnlyPdf() }, 1)).toBe(false);
  });
});

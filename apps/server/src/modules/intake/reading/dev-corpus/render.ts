/**
 * The development corpus's pages (issue 32): a page drawn from text, lines and boxes at places in
 * points, rendered as a text PDF (pdfkit), as a scan (a 300 dpi page image degraded like the scan
 * generator's) or as an angled phone photo wrapped in a one-page PDF the way intake wraps photos.
 * Not part of the CI run: the runner (run.ts) calls it; only its pure helpers are unit-tested.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { napiCanvas } from '../../../document-processing/engine/canvas';
import { type Degradation, degradePage, skewFor } from '../../../document-processing/scans/degrade';

export type Element =
  | { t: 'text'; x: number; y: number; text: string; size: number; bold?: boolean }
  | { t: 'line'; x0: number; y0: number; x1: number; y1: number }
  | { t: 'rect'; x: number; y: number; w: number; h: number }
  /** A page turned to landscape (first element of its page). */
  | { t: 'landscape' };

export type Level = 'text' | Degradation | 'photo';
export const LEVELS: Level[] = ['text', 'clean', 'mild', 'heavy', 'photo'];

const A4 = { width: 595.28, height: 841.89 };
const sizeOf = (page: Element[]) =>
  page.some((el) => el.t === 'landscape') ? { width: A4.height, height: A4.width } : A4;
const DPI = 300;
const FONT = 'Firebreak Dev Sans';
const FONT_BOLD = 'Firebreak Dev Sans Bold';

let registered = false;
function registerFonts(): void {
  if (registered) return;
  const require = createRequire(import.meta.url);
  const dir = path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts');
  napiCanvas.GlobalFonts.registerFromPath(path.join(dir, 'LiberationSans-Regular.ttf'), FONT);
  napiCanvas.GlobalFonts.registerFromPath(path.join(dir, 'LiberationSans-Bold.ttf'), FONT_BOLD);
  registered = true;
}

async function pdfOf(draw: (doc: PDFKit.PDFDocument) => void): Promise<Uint8Array> {
  const doc = new PDFDocument({
    autoFirstPage: false,
    info: { Title: 'Dev corpus', CreationDate: new Date(Date.UTC(2024, 0, 1)) },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  draw(doc);
  doc.end();
  await ended;
  return new Uint8Array(Buffer.concat(chunks));
}

/** The typeface of a text PDF: how a reader copes with another font's widths and word gaps. */
export type Face = 'sans' | 'serif' | 'mono';
const FACES: Record<Face, [string, string]> = {
  sans: ['Helvetica', 'Helvetica-Bold'],
  serif: ['Times-Roman', 'Times-Bold'],
  mono: ['Courier', 'Courier-Bold'],
};

export function textPdf(pages: Element[][], face: Face = 'sans'): Promise<Uint8Array> {
  const [regular, bold] = FACES[face];
  return pdfOf((doc) => {
    for (const page of pages) {
      doc.addPage({ size: 'A4', layout: sizeOf(page) === A4 ? 'portrait' : 'landscape', margin: 0 });
      doc.lineWidth(0.7).strokeColor('#222');
      for (const el of page) {
        if (el.t === 'text') {
          doc.font(el.bold ? bold : regular).fontSize(el.size);
          doc.text(el.text, el.x, el.y, { lineBreak: false });
        } else if (el.t === 'line') doc.moveTo(el.x0, el.y0).lineTo(el.x1, el.y1).stroke();
        else if (el.t === 'rect') doc.rect(el.x, el.y, el.w, el.h).stroke();
      }
    }
  });
}

/** A page's grey pixels at 300 dpi, turned by `skew` degrees. */
function drawGray(page: Element[], skew: number): { gray: Uint8Array; width: number; height: number } {
  registerFonts();
  const k = DPI / 72;
  const size = sizeOf(page);
  const width = Math.round(size.width * k);
  const height = Math.round(size.height * k);
  const canvas = napiCanvas.createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, width, height);
  ctx.translate(width / 2, height / 2);
  ctx.rotate((skew * Math.PI) / 180);
  ctx.translate(-width / 2, -height / 2);
  ctx.fillStyle = '#111';
  ctx.strokeStyle = '#222';
  ctx.lineWidth = 0.7 * k;
  ctx.textBaseline = 'top';
  for (const el of page) {
    if (el.t === 'text') {
      ctx.font = `${el.size * k}px "${el.bold ? FONT_BOLD : FONT}"`;
      // pdfkit puts the text's top (ascender) at y; the canvas's 'top' is close enough.
      ctx.fillText(el.text, el.x * k, el.y * k);
    } else if (el.t === 'line') {
      ctx.beginPath();
      ctx.moveTo(el.x0 * k, el.y0 * k);
      ctx.lineTo(el.x1 * k, el.y1 * k);
      ctx.stroke();
    } else if (el.t === 'rect') ctx.strokeRect(el.x * k, el.y * k, el.w * k, el.h * k);
  }
  const rgba = ctx.getImageData(0, 0, width, height).data;
  const gray = new Uint8Array(width * height);
  for (let i = 0, j = 0; j < gray.length; i += 4, j += 1) gray[j] = rgba[i + 1]!;
  return { gray, width, height };
}

export async function scanPdf(
  pages: Element[][],
  degradation: Degradation,
  seed: number,
): Promise<Uint8Array> {
  const images: { image: Buffer; size: { width: number; height: number } }[] = [];
  for (const [index, page] of pages.entries()) {
    const pageSeed = seed * 7919 + index;
    const { gray, width, height } = drawGray(page, skewFor(degradation, pageSeed));
    images.push({ image: await degradePage(gray, width, height, degradation, pageSeed), size: sizeOf(page) });
  }
  return pdfOf((doc) => {
    for (const { image, size } of images) {
      doc.addPage({ size: [size.width, size.height], margin: 0 });
      doc.image(image, 0, 0, { width: size.width, height: size.height });
    }
  });
}

/**
 * A phone photo of the first page: the sheet turned a few degrees and sheared a little (the camera not
 * square to it) on a darker desk, softened, at most 3508 px on its long side, as intake's photo PDF.
 */
export async function photoPdf(pages: Element[][], seed: number): Promise<Uint8Array> {
  const turned = await photoImage(pages, seed);
  const w = (turned.info.width * 72) / 300;
  const h = (turned.info.height * 72) / 300;
  return pdfOf((doc) => {
    doc.addPage({ size: [w, h], margin: 0 });
    doc.image(turned.data, 0, 0, { width: w, height: h });
  });
}

/** The photo itself: a grey JPEG and its size. */
export async function photoImage(pages: Element[][], seed: number) {
  const { gray, width, height } = drawGray(pages[0]!, 0);
  const angle = (seed % 2 === 0 ? 1 : -1) * (3 + (seed % 4));
  const shear = ((seed % 3) - 1) * 0.02;
  const turned = await sharp(Buffer.from(gray), { raw: { width, height, channels: 1 } })
    .extend({ top: 120, bottom: 120, left: 120, right: 120, background: { r: 90, g: 80, b: 70 } })
    .affine(
      [
        [1, shear],
        [0, 1],
      ],
      { background: { r: 90, g: 80, b: 70 } },
    )
    .rotate(angle, { background: { r: 90, g: 80, b: 70 } })
    .blur(0.9)
    .linear(0.85, 18)
    .resize({ width: 3508, height: 3508, fit: 'inside', withoutEnlargement: true })
    .grayscale()
    .jpeg({ quality: 80 })
    .toBuffer({ resolveWithObject: true });
  return turned;
}

export function renderLevel(
  pages: Element[][],
  level: Level,
  seed: number,
  face: Face = 'sans',
): Promise<Uint8Array> {
  if (level === 'text') return textPdf(pages, face);
  if (level === 'photo') return photoPdf(pages, seed);
  return scanPdf(pages, level, seed);
}

/**
 * Scanned test PDFs with their ground truth, for tests, benchmarks and the demo seed: lines of text
 * (and, when asked, form lines, a table, a signature squiggle and a stamp) drawn on a white A4 page at
 * 300 dpi, degraded like a scanner would, and embedded one grayscale image a page into a PDF with no
 * text layer. Deterministic for a seed. The font is Liberation Sans (SIL Open Font Licence), which
 * pdfjs-dist ships in its standard_fonts folder, so nothing is downloaded.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type { SKRSContext2D } from '@napi-rs/canvas';
import PDFDocument from 'pdfkit';
import { napiCanvas } from '../engine/canvas';
import { type Degradation, degradePage, skewFor } from './degrade';
import { seededRandom } from './random';

export type { Degradation } from './degrade';

export type ScanExtras = {
  /** Blank form lines ("Signature: ______") below the text. */
  formLines?: boolean;
  /** A grid of cells; its text is part of the ground truth, a row to a line. */
  table?: string[][];
  /** A hand-drawn-looking squiggle near the foot of the page. */
  signature?: boolean;
  /** A round stamp (ring and bar, no text) in the lower right. */
  stamp?: boolean;
};

export type ScanRequest = {
  /** Each page's lines of text, top to bottom. */
  pages: string[][];
  degradation: Degradation;
  seed?: number;
  extras?: ScanExtras;
  /** Font size in points (at 300 dpi); 11 by default. */
  fontSize?: number;
};

export type GeneratedScan = {
  pdf: Uint8Array;
  /** Each page's text as drawn: lines joined by '\n'. */
  groundTruth: string[];
  /** Each page's skew in degrees (positive: clockwise). */
  skews: number[];
};

const DPI = 300;
const A4 = { width: 595.28, height: 841.89 };
const FONT_FAMILY = 'Firebreak Scan Sans';

let fontRegistered = false;
function registerFont(): void {
  if (fontRegistered) return;
  const require = createRequire(import.meta.url);
  const pdfjsDir = path.dirname(require.resolve('pdfjs-dist/package.json'));
  napiCanvas.GlobalFonts.registerFromPath(
    path.join(pdfjsDir, 'standard_fonts', 'LiberationSans-Regular.ttf'),
    FONT_FAMILY,
  );
  fontRegistered = true;
}

export type ScannedImage = { image: Buffer; groundTruth: string; skew: number };

/** One scanned page as a grayscale image file (PNG when clean, JPEG otherwise), 300 dpi A4. */
export async function renderScannedPage(
  lines: string[],
  request: Omit<ScanRequest, 'pages'>,
  pageIndex = 0,
): Promise<ScannedImage> {
  registerFont();
  const pageSeed = (request.seed ?? 1) * 7919 + pageIndex;
  const width = Math.round((A4.width / 72) * DPI);
  const height = Math.round((A4.height / 72) * DPI);
  const skew = skewFor(request.degradation, pageSeed);
  const canvas = napiCanvas.createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, width, height);
  ctx.translate(width / 2, height / 2);
  ctx.rotate((skew * Math.PI) / 180);
  ctx.translate(-width / 2, -height / 2);
  const groundTruth = drawPage(ctx, lines, request, pageSeed);
  const rgba = ctx.getImageData(0, 0, width, height).data;
  const gray = new Uint8Array(width * height);
  for (let i = 0, j = 0; j < gray.length; i += 4, j += 1) {
    gray[j] = Math.round(0.299 * rgba[i]! + 0.587 * rgba[i + 1]! + 0.114 * rgba[i + 2]!);
  }
  const image = await degradePage(gray, width, height, request.degradation, pageSeed);
  return { image, groundTruth, skew };
}

/** Places a scanned page image over a whole A4 page of a pdfkit document. */
export function addScannedPage(doc: PDFKit.PDFDocument, image: Buffer): void {
  doc.addPage({ size: 'A4', margin: 0 });
  doc.image(image, 0, 0, { width: A4.width, height: A4.height });
}

export async function generateScannedPdf(request: ScanRequest): Promise<GeneratedScan> {
  // A fixed date: the same request gives the same bytes.
  const doc = new PDFDocument({
    autoFirstPage: false,
    compress: true,
    info: { Title: 'Scanned test', CreationDate: new Date(Date.UTC(2024, 0, 1)) },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  const groundTruth: string[] = [];
  const skews: number[] = [];
  for (const [index, lines] of request.pages.entries()) {
    const page = await renderScannedPage(lines, request, index);
    addScannedPage(doc, page.image);
    groundTruth.push(page.groundTruth);
    skews.push(page.skew);
  }
  doc.end();
  await ended;
  return { pdf: new Uint8Array(Buffer.concat(chunks)), groundTruth, skews };
}

function drawPage(
  ctx: SKRSContext2D,
  lines: string[],
  request: Omit<ScanRequest, 'pages'>,
  seed: number,
): string {
  const px = ((request.fontSize ?? 11) / 72) * DPI;
  const left = DPI; // one-inch margins
  let y = DPI + px;
  ctx.fillStyle = '#111';
  ctx.font = `${px}px "${FONT_FAMILY}"`;
  ctx.textBaseline = 'alphabetic';
  for (const line of lines) {
    ctx.fillText(line, left, y);
    y += px * 1.6;
  }
  const truth = [...lines];
  const extras = request.extras ?? {};
  if (extras.table?.length) {
    y += px;
    truth.push(...drawTable(ctx, extras.table, left, y, px));
    y += extras.table.length * px * 2 + px;
  }
  if (extras.formLines) {
    ctx.strokeStyle = '#222';
    ctx.lineWidth = 3;
    for (let i = 0; i < 2; i += 1) {
      y += px * 2.2;
      ctx.beginPath();
      ctx.moveTo(left, y);
      ctx.lineTo(left + 900, y);
      ctx.stroke();
    }
  }
  if (extras.signature) drawSignature(ctx, left + 80, y + px * 3, seed);
  if (extras.stamp) drawStamp(ctx, 1900, 3000);
  return truth.join('\n');
}

function drawTable(ctx: SKRSContext2D, rows: string[][], left: number, top: number, px: number): string[] {
  const columns = Math.max(...rows.map((row) => row.length));
  const cellWidth = 560;
  const rowHeight = px * 2;
  ctx.strokeStyle = '#222';
  ctx.lineWidth = 3;
  for (let r = 0; r <= rows.length; r += 1) {
    ctx.beginPath();
    ctx.moveTo(left, top + r * rowHeight);
    ctx.lineTo(left + columns * cellWidth, top + r * rowHeight);
    ctx.stroke();
  }
  for (let c = 0; c <= columns; c += 1) {
    ctx.beginPath();
    ctx.moveTo(left + c * cellWidth, top);
    ctx.lineTo(left + c * cellWidth, top + rows.length * rowHeight);
    ctx.stroke();
  }
  rows.forEach((row, r) => {
    row.forEach((cell, c) => {
      ctx.fillText(cell, left + c * cellWidth + px * 0.5, top + r * rowHeight + px * 1.35);
    });
  });
  return rows.map((row) => row.join(' '));
}

function drawSignature(ctx: SKRSContext2D, x: number, y: number, seed: number): void {
  const random = seededRandom(seed ^ 0x516);
  ctx.strokeStyle = '#123';
  ctx.lineWidth = 5;
  ctx.beginPath();
  ctx.moveTo(x, y);
  let cx = x;
  for (let i = 0; i < 7; i += 1) {
    const step = 60 + random.next() * 50;
    ctx.bezierCurveTo(
      cx + step * 0.3,
      y - 60 - random.next() * 60,
      cx + step * 0.7,
      y + 40 + random.next() * 50,
      cx + step,
      y - 10 + random.next() * 20,
    );
    cx += step;
  }
  ctx.stroke();
}

function drawStamp(ctx: SKRSContext2D, x: number, y: number): void {
  ctx.strokeStyle = 'rgb(170, 30, 30)';
  ctx.lineWidth = 10;
  for (const radius of [190, 160]) {
    ctx.beginPath();
    ctx.arc(x, y, radius, 0, Math.PI * 2);
    ctx.stroke();
  }
  ctx.fillStyle = 'rgb(170, 30, 30)';
  ctx.fillRect(x - 130, y - 18, 260, 36);
}

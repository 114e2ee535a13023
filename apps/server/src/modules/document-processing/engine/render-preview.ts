/**
 * One page of a PDF as a PNG for a person to look at (issue 32: the intake's page preview), drawn by
 * pdfjs on an @napi-rs/canvas canvas at the width asked for (200-1600 px), in a parse-pool child
 * ('render-preview' job) under the pool's memory and time limits. A tall page is drawn narrower so the
 * image stays under the OCR render's pixel cap.
 */
import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import {
  classifyPdfError,
  hasEncryptionDictionary,
  looksLikePdf,
  openPdfDocument,
  PdfReadError,
} from '../../../lib/pdf-text';
import { napiCanvas } from './canvas';
import { MAX_RENDER_PIXELS } from './render-page';

export const PREVIEW_WIDTH = { min: 200, max: 1600 } as const;
/** Skia's canvases refuse larger sides. */
const MAX_SIDE = 16_000;

export type PreviewParams = { page: number; width: number };

/** A page number the PDF does not have (code 'page-out-of-range'), with the count it does have. */
export class PreviewPageError extends Error {
  readonly code = 'page-out-of-range';
  constructor(
    readonly page: number,
    readonly pages: number,
  ) {
    super(`The PDF has no page ${page}: it has ${pages} page${pages === 1 ? '' : 's'}`);
    this.name = 'PreviewPageError';
  }
}

/** The preview's width in pixels: the one asked for within 200-1600 (a non-number gives 200). */
export function previewWidth(width: number): number {
  if (!Number.isFinite(width)) return PREVIEW_WIDTH.min;
  return Math.min(PREVIEW_WIDTH.max, Math.max(PREVIEW_WIDTH.min, Math.round(width)));
}

/** The scale (pixels per point) for a page of this size: the width asked for, within the caps. */
export function previewScale(widthPt: number, heightPt: number, width: number): number {
  let scale = previewWidth(width) / widthPt;
  if (widthPt * heightPt * scale * scale > MAX_RENDER_PIXELS)
    scale = Math.sqrt(MAX_RENDER_PIXELS / (widthPt * heightPt));
  return Math.min(scale, MAX_SIDE / Math.max(widthPt, heightPt));
}

/** The page as PNG bytes; throws PdfReadError for a bad file and PreviewPageError for a page it lacks. */
export async function renderPreview(input: Uint8Array, params: PreviewParams): Promise<Uint8Array> {
  if (!looksLikePdf(input)) throw new PdfReadError('not-pdf', 'The file is not a PDF');
  if (hasEncryptionDictionary(input)) throw new PdfReadError('encrypted', 'The PDF is encrypted');
  const task = await openPdfDocument(input);
  try {
    let page: PDFPageProxy;
    try {
      const pdf = await task.promise;
      if (!Number.isInteger(params.page) || params.page < 1 || params.page > pdf.numPages)
        throw new PreviewPageError(params.page, pdf.numPages);
      page = await pdf.getPage(params.page);
    } catch (error) {
      if (error instanceof PreviewPageError) throw error;
      throw classifyPdfError(error);
    }
    const base = page.getViewport({ scale: 1 });
    const viewport = page.getViewport({ scale: previewScale(base.width, base.height, params.width) });
    const width = Math.max(1, Math.floor(viewport.width));
    const height = Math.max(1, Math.floor(viewport.height));
    const canvas = napiCanvas.createCanvas(width, height);
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, width, height);
    // pdfjs's types name the DOM canvas; in Node it draws on @napi-rs/canvas, which it loads itself.
    const render = { canvas, canvasContext: ctx, viewport } as unknown as Parameters<
      PDFPageProxy['render']
    >[0];
    await page.render(render).promise;
    page.cleanup();
    return new Uint8Array(await canvas.encode('png'));
  } finally {
    await task.destroy().catch(() => {});
  }
}

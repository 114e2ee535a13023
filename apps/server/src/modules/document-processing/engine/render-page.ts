/**
 * A PDF page as an 8-bit grayscale image for OCR: pdftoppm renders it when the machine has it, else
 * pdfjs draws it on an @napi-rs/canvas canvas; at 300 dpi, lowered for giant pages so the image stays
 * under the pixel cap (a 200-inch page must not take gigabytes).
 */
import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { napiCanvas } from './canvas';
import { popplerRenderGray } from './poppler-render';
import type { PopplerInput } from './poppler-run';

export const RENDER_DPI = 300;
/** A3 still renders at 300 dpi; larger sheets are rendered coarser (memory grows ~25 bytes a pixel). */
export const MAX_RENDER_PIXELS = 24_000_000;
/** Skia's canvases refuse larger sides; a long thin page is scaled down to fit. */
const MAX_SIDE = 16_000;

export type GrayImage = { pixels: Uint8Array; width: number; height: number; dpi: number };

/** The dpi for a page of this size in points: 300 unless that passes the pixel cap or the side limit. */
export function renderDpi(widthPt: number, heightPt: number, wantedDpi = RENDER_DPI): number {
  const widthIn = widthPt / 72;
  const heightIn = heightPt / 72;
  let dpi = wantedDpi;
  if (widthIn * heightIn * dpi * dpi > MAX_RENDER_PIXELS)
    dpi = Math.sqrt(MAX_RENDER_PIXELS / (widthIn * heightIn));
  dpi = Math.min(dpi, MAX_SIDE / Math.max(widthIn, heightIn));
  return Math.max(1, Math.floor(dpi * 100) / 100);
}

/**
 * The page as gray pixels: by pdftoppm when `poppler` names the PDF and the machine has it (a scan's
 * JPEG is decoded natively), else by pdfjs.
 */
export async function renderPageGray(
  page: PDFPageProxy,
  wantedDpi = RENDER_DPI,
  poppler?: PopplerInput,
): Promise<GrayImage> {
  const base = page.getViewport({ scale: 1 });
  const dpi = renderDpi(base.width, base.height, wantedDpi);
  if (poppler) {
    // pdftoppm rounds the sides up where pdfjs rounds down: a row and a column over the cap at most.
    const side = (points: number) => Math.ceil((points / 72) * dpi) + 1;
    const maxPixels = side(base.width) * side(base.height);
    const image = await popplerRenderGray(poppler, page.pageNumber, dpi, maxPixels);
    if (image) return image;
  }
  const viewport = page.getViewport({ scale: dpi / 72 });
  const width = Math.max(1, Math.floor(viewport.width));
  const height = Math.max(1, Math.floor(viewport.height));
  const canvas = napiCanvas.createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, width, height);
  // pdfjs's types name the DOM canvas; in Node it draws on @napi-rs/canvas, which it loads itself.
  const params = { canvas, canvasContext: ctx, viewport } as unknown as Parameters<PDFPageProxy['render']>[0];
  await page.render(params).promise;
  // The decoded images pdfjs holds for the page are not needed once it is drawn.
  page.cleanup();
  const pixels = new Uint8Array(width * height);
  // Read back in strips: a whole-page RGBA copy would be another 35 MB at A4 300 dpi (160 MB at the cap).
  const strip = Math.max(1, Math.floor(4_000_000 / width));
  for (let top = 0; top < height; top += strip) {
    const rows = Math.min(strip, height - top);
    const rgba = ctx.getImageData(0, top, width, rows).data;
    for (let i = 0, j = top * width; i < rgba.length; i += 4, j += 1) {
      // Integer luma (BT.601), cheaper than floats over tens of millions of pixels.
      pixels[j] = (rgba[i]! * 77 + rgba[i + 1]! * 150 + rgba[i + 2]! * 29) >> 8;
    }
  }
  return { pixels, width, height, dpi };
}

/** A PGM (binary PNM) file of a gray image: no encoding cost, and tesseract's Leptonica reads it. */
export function toPgm(image: Pick<GrayImage, 'pixels' | 'width' | 'height'>): Buffer {
  const header = Buffer.from(`P5\n${image.width} ${image.height}\n255\n`, 'latin1');
  return Buffer.concat([
    header,
    Buffer.from(image.pixels.buffer, image.pixels.byteOffset, image.pixels.byteLength),
  ]);
}

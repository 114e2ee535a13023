/**
 * Cleans a rendered page before OCR (DESIGN.md "PDF processing"): light blur, lightness stretch, deskew and
 * an Otsu threshold computed here from the histogram. Deskew is the step that matters most: the angle
 * is the one, within ±5°, whose horizontal projection of the ink is most peaked (text lines line up).
 */
import sharp from 'sharp';
import { removeRules, removeSpecks } from './clean-up';
import { estimateSkew } from './deskew';
import { stretchLightness } from './lightness';
import type { GrayImage } from './render-page';
import { inkThreshold } from './threshold';

// libvips' operation cache keeps whole pages alive between calls; a page is never enhanced twice.
sharp.cache(false);

export type Enhanced = GrayImage & { skewDegrees: number; threshold: number };

/** Photos of a page are taken a few degrees off; a scanner's feed stays within a few. */
const PHOTO_MAX_SKEW = 8;

/**
 * A copy of the page with every dark pixel connected to the image's edge made white: the desk or the
 * scanner lid around a page, not its text. A scan whose paper fills the image is returned unchanged.
 */
export function withoutEdgeDark(
  pixels: Uint8Array,
  width: number,
  height: number,
  threshold: number,
): Uint8Array {
  const dark = (i: number) => pixels[i]! < threshold;
  const stack: number[] = [];
  const seen = new Uint8Array(width * height);
  const push = (i: number) => {
    if (!seen[i] && dark(i)) {
      seen[i] = 1;
      stack.push(i);
    }
  };
  for (let x = 0; x < width; x += 1) {
    push(x);
    push((height - 1) * width + x);
  }
  for (let y = 0; y < height; y += 1) {
    push(y * width);
    push(y * width + width - 1);
  }
  if (stack.length === 0) return pixels;
  const out = Uint8Array.from(pixels);
  while (stack.length > 0) {
    const i = stack.pop() as number;
    out[i] = 255;
    const x = i % width;
    if (x > 0) push(i - 1);
    if (x < width - 1) push(i + 1);
    if (i >= width) push(i - width);
    if (i < (height - 1) * width) push(i + width);
  }
  return out;
}

export async function enhancePage(image: GrayImage): Promise<Enhanced> {
  const raw = { width: image.width, height: image.height, channels: 1 as const };
  // Blur takes the scanner's grain off the paper; strokes at 300 dpi are several pixels wide.
  const cleaned = await sharp(image.pixels, { raw }).blur(1.2).toColourspace('b-w').raw().toBuffer();
  stretchLightness(cleaned);
  const threshold = inkThreshold(cleaned, image.width, image.height);
  // A photographed page lies on a darker desk: the dark that touches the image's edge is not the page's
  // ink, and measured with it the text's slope is lost (a photo turned 3-6° read as 0°).
  const skew = estimateSkew(
    withoutEdgeDark(cleaned, image.width, image.height, threshold),
    image.width,
    image.height,
    threshold,
    PHOTO_MAX_SKEW,
  );
  // Turned level and made black and white (below the threshold: ink) in one pass of sharp's.
  let levelled = sharp(cleaned, { raw });
  if (skew !== 0) levelled = levelled.rotate(-skew, { background: '#ffffff' });
  const { data, info } = await levelled
    .threshold(threshold)
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const binary = new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  const { width, height } = info;
  removeRules(binary, width, height, Math.round(image.dpi * 0.4), Math.max(3, Math.round(image.dpi / 20)));
  removeSpecks(binary, width, height);
  return { pixels: binary, width, height, dpi: image.dpi, skewDegrees: skew, threshold };
}

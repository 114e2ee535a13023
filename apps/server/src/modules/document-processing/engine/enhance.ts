/**
 * Cleans a rendered page before OCR (DESIGN.md "PDF processing"): light blur, normalise, deskew and
 * an Otsu threshold computed here from the histogram. Deskew is the step that matters most: the angle
 * is the one, within ±5°, whose horizontal projection of the ink is most peaked (text lines line up).
 */
import sharp from 'sharp';
import { removeRules, removeSpecks } from './clean-up';
import { estimateSkew } from './deskew';
import type { GrayImage } from './render-page';
import { inkThreshold } from './threshold';

// libvips' operation cache keeps whole pages alive between calls; a page is never enhanced twice.
sharp.cache(false);

export type Enhanced = GrayImage & { skewDegrees: number; threshold: number };

function binarise(pixels: Uint8Array, threshold: number): Uint8Array {
  const out = new Uint8Array(pixels.length);
  for (let i = 0; i < pixels.length; i += 1) out[i] = pixels[i]! < threshold ? 0 : 255;
  return out;
}

export async function enhancePage(image: GrayImage): Promise<Enhanced> {
  const raw = { width: image.width, height: image.height, channels: 1 as const };
  // Blur takes the scanner's grain off the paper; strokes at 300 dpi are several pixels wide.
  const cleaned = await sharp(image.pixels, { raw })
    .blur(1.2)
    .normalise({ lower: 0.5, upper: 99.5 })
    .toColourspace('b-w')
    .raw()
    .toBuffer();
  const threshold = inkThreshold(cleaned, image.width, image.height);
  const skew = estimateSkew(cleaned, image.width, image.height, threshold);
  let gray: Uint8Array = cleaned;
  let { width, height } = image;
  if (skew !== 0) {
    const rotated = await sharp(cleaned, { raw })
      .rotate(-skew, { background: '#ffffff' })
      .toColourspace('b-w')
      .extractChannel(0)
      .raw()
      .toBuffer({ resolveWithObject: true });
    gray = rotated.data;
    width = rotated.info.width;
    height = rotated.info.height;
  }
  const binary = binarise(gray, threshold);
  removeRules(binary, width, height, Math.round(image.dpi * 0.4), Math.max(3, Math.round(image.dpi / 20)));
  removeSpecks(binary, width, height);
  return { pixels: binary, width, height, dpi: image.dpi, skewDegrees: skew, threshold };
}

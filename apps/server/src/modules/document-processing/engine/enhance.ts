/**
 * Cleans a rendered page before OCR (DESIGN.md "PDF processing"): light blur, normalise, deskew and
 * an Otsu threshold computed here from the histogram. Deskew is the step that matters most: the angle
 * is the one, within ±5°, whose horizontal projection of the ink is most peaked (text lines line up).
 */
import sharp from 'sharp';
import type { GrayImage } from './render-page';

export type Enhanced = GrayImage & { skewDegrees: number; threshold: number };

export function histogramOf(pixels: Uint8Array): Float64Array {
  const histogram = new Float64Array(256);
  for (let i = 0; i < pixels.length; i += 1) {
    const level = pixels[i]!;
    histogram[level] = histogram[level]! + 1;
  }
  return histogram;
}

/** Otsu's threshold: the gray level that maximises the between-class variance. */
export function otsuThreshold(histogram: ArrayLike<number>): number {
  let total = 0;
  let sum = 0;
  for (let level = 0; level < 256; level += 1) {
    total += histogram[level]!;
    sum += level * histogram[level]!;
  }
  if (!total) return 128;
  let weightBelow = 0;
  let sumBelow = 0;
  let best = 0;
  let threshold = 128;
  for (let level = 0; level < 256; level += 1) {
    weightBelow += histogram[level]!;
    if (!weightBelow) continue;
    const weightAbove = total - weightBelow;
    if (!weightAbove) break;
    sumBelow += level * histogram[level]!;
    const meanBelow = sumBelow / weightBelow;
    const meanAbove = (sum - sumBelow) / weightAbove;
    const between = weightBelow * weightAbove * (meanBelow - meanAbove) ** 2;
    if (between > best) {
      best = between;
      threshold = level;
    }
  }
  return threshold;
}

/**
 * The skew of the text in degrees (positive: the text runs down to the right, i.e. the page was
 * turned clockwise), from ink pixels (value below threshold) of a small image.
 */
export function estimateSkew(
  pixels: Uint8Array,
  width: number,
  height: number,
  threshold: number,
  maxDegrees = 5,
): number {
  const xs: number[] = [];
  const ys: number[] = [];
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1)
      if (pixels[y * width + x]! < threshold) {
        xs.push(x);
        ys.push(y);
      }
  if (xs.length < 50) return 0;
  const diagonal = Math.ceil(Math.hypot(width, height));
  const bins = new Float64Array(diagonal * 2 + 2);
  const score = (degrees: number) => {
    const radians = (degrees * Math.PI) / 180;
    const sin = Math.sin(radians);
    const cos = Math.cos(radians);
    bins.fill(0);
    for (let i = 0; i < xs.length; i += 1) {
      const bin = Math.round(ys[i]! * cos - xs[i]! * sin) + diagonal;
      bins[bin] = bins[bin]! + 1;
    }
    let squares = 0;
    for (let i = 0; i < bins.length; i += 1) squares += bins[i]! * bins[i]!;
    return squares; // the mean is fixed, so the sum of squares ranks the variance
  };
  let best = 0;
  let bestScore = score(0);
  // A coarse sweep over the whole range, then a fine one around its best angle.
  for (const [centre, span, step] of [
    [0, maxDegrees, 0.5],
    [null, 0.5, 0.1],
  ] as const) {
    const from = (centre ?? best) - span;
    const to = (centre ?? best) + span + 1e-9;
    for (let degrees = from; degrees <= to; degrees += step) {
      const value = score(degrees);
      if (value > bestScore * 1.0001) {
        bestScore = value;
        best = degrees;
      }
    }
  }
  return Math.round(best * 10) / 10;
}

export async function enhancePage(image: GrayImage): Promise<Enhanced> {
  const { width, height } = image;
  const raw = { width, height, channels: 1 as const };
  const cleaned = await sharp(image.pixels, { raw })
    .median(3)
    .blur(0.6)
    .normalise()
    .toColourspace('b-w')
    .raw()
    .toBuffer();
  const threshold = otsuThreshold(histogramOf(cleaned));
  const smallWidth = Math.min(width, 900);
  const small = await sharp(cleaned, { raw })
    .resize({ width: smallWidth, kernel: 'linear' })
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const skew = estimateSkew(small.data, small.info.width, small.info.height, threshold);
  let pipeline = sharp(cleaned, { raw });
  if (skew !== 0) pipeline = pipeline.rotate(-skew, { background: { r: 255, g: 255, b: 255 } });
  const result = await pipeline
    .threshold(threshold)
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return {
    pixels: new Uint8Array(result.data.buffer, result.data.byteOffset, result.data.byteLength),
    width: result.info.width,
    height: result.info.height,
    dpi: image.dpi,
    skewDegrees: skew,
    threshold,
  };
}

/**
 * Cleans a rendered page before OCR (DESIGN.md "PDF processing"): light blur, normalise, deskew and
 * an Otsu threshold computed here from the histogram. Deskew is the step that matters most: the angle
 * is the one, within ±5°, whose horizontal projection of the ink is most peaked (text lines line up).
 */
import sharp from 'sharp';
import type { GrayImage } from './render-page';

// libvips' operation cache keeps whole pages alive between calls; a page is never enhanced twice.
sharp.cache(false);

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
  // Levels that tie for the best split (an empty gap between ink and paper): take the middle.
  let first = 128;
  let last = 128;
  for (let level = 0; level < 256; level += 1) {
    weightBelow += histogram[level]!;
    if (!weightBelow) continue;
    const weightAbove = total - weightBelow;
    if (!weightAbove) break;
    sumBelow += level * histogram[level]!;
    const meanBelow = sumBelow / weightBelow;
    const meanAbove = (sum - sumBelow) / weightAbove;
    const between = weightBelow * weightAbove * (meanBelow - meanAbove) ** 2;
    if (between > best * (1 + 1e-9)) {
      best = between;
      first = level;
      last = level;
    } else if (between >= best * (1 - 1e-9)) {
      last = level;
    }
  }
  // Pixels below the returned level are ink: the split after `level` puts it in the dark class.
  return Math.round((first + last) / 2) + 1;
}

/**
 * The Otsu threshold over the parts of the page that hold ink. A page's histogram is mostly paper: on
 * a sparse, noisy page Otsu over every pixel splits the paper's own noise. Tiles whose contrast stands
 * out (text) are where ink and paper are both present, so the histogram is built from them.
 */
export function inkThreshold(pixels: Uint8Array, width: number, height: number, tile = 64): number {
  const columns = Math.ceil(width / tile);
  const rows = Math.ceil(height / tile);
  const sums = new Float64Array(columns * rows);
  const squares = new Float64Array(columns * rows);
  const counts = new Float64Array(columns * rows);
  for (let y = 0; y < height; y += 1) {
    const rowBase = Math.floor(y / tile) * columns;
    for (let x = 0; x < width; x += 1) {
      const value = pixels[y * width + x]!;
      const index = rowBase + Math.floor(x / tile);
      sums[index] = sums[index]! + value;
      squares[index] = squares[index]! + value * value;
      counts[index] = counts[index]! + 1;
    }
  }
  const spreads = Array.from(sums, (sum, index) => {
    const mean = sum / counts[index]!;
    return Math.sqrt(Math.max(0, squares[index]! / counts[index]! - mean * mean));
  });
  const sorted = [...spreads].sort((a, b) => a - b);
  const typical = sorted[Math.floor(sorted.length / 2)]!;
  const busy = spreads.map((spread) => spread > typical * 2 + 4);
  if (!busy.some(Boolean)) return otsuThreshold(histogramOf(pixels));
  const histogram = new Float64Array(256);
  for (let y = 0; y < height; y += 1) {
    const rowBase = Math.floor(y / tile) * columns;
    for (let x = 0; x < width; x += 1) {
      if (!busy[rowBase + Math.floor(x / tile)]) continue;
      const level = pixels[y * width + x]!;
      histogram[level] = histogram[level]! + 1;
    }
  }
  return otsuThreshold(histogram);
}

/**
 * The skew of the text in degrees (positive: the text runs down to the right, i.e. the page was
 * turned clockwise): the angle within ±maxDegrees whose horizontal projection of the ink (pixels
 * below threshold, sampled every `stride` pixels) is most peaked, as text lines then line up.
 */
export function estimateSkew(
  pixels: Uint8Array,
  width: number,
  height: number,
  threshold: number,
  maxDegrees = 5,
  stride = 3,
): number {
  const xs: number[] = [];
  const ys: number[] = [];
  for (let y = 0; y < height; y += stride)
    for (let x = 0; x < width; x += stride)
      if (pixels[y * width + x]! < threshold) {
        xs.push(x);
        ys.push(y);
      }
  if (xs.length < 50) return 0;
  const diagonal = Math.ceil(Math.hypot(width, height) / stride);
  const bins = new Float64Array(diagonal * 2 + 2);
  const score = (degrees: number) => {
    const radians = (degrees * Math.PI) / 180;
    const sin = Math.sin(radians) / stride;
    const cos = Math.cos(radians) / stride;
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

function binarise(pixels: Uint8Array, threshold: number): Uint8Array {
  const out = new Uint8Array(pixels.length);
  for (let i = 0; i < pixels.length; i += 1) out[i] = pixels[i]! < threshold ? 0 : 255;
  return out;
}

/**
 * Clears ink blobs smaller than `minArea` pixels (scanner speckle) from a black-and-white image, in
 * place. A full stop at 10 pt and 300 dpi is about 30 pixels, so the default keeps punctuation.
 */
export function removeSpecks(pixels: Uint8Array, width: number, height: number, minArea = 12): void {
  const seen = new Uint8Array(pixels.length);
  const stack = new Int32Array(minArea + 1);
  const blob: number[] = [];
  const queue: number[] = [];
  for (let start = 0; start < pixels.length; start += 1) {
    if (pixels[start] !== 0 || seen[start]) continue;
    // Flood the blob (8-connected) but stop collecting once it is big enough to keep.
    blob.length = 0;
    let top = 0;
    stack[top++] = start;
    seen[start] = 1;
    let large = false;
    while (top > 0 || queue.length) {
      const at = top > 0 ? stack[--top]! : queue.pop()!;
      if (!large) blob.push(at);
      if (blob.length >= minArea) large = true;
      const x = at % width;
      const y = (at - x) / width;
      for (let dy = -1; dy <= 1; dy += 1) {
        const ny = y + dy;
        if (ny < 0 || ny >= height) continue;
        for (let dx = -1; dx <= 1; dx += 1) {
          const nx = x + dx;
          if (nx < 0 || nx >= width) continue;
          const next = ny * width + nx;
          if (pixels[next] !== 0 || seen[next]) continue;
          seen[next] = 1;
          if (top < stack.length) stack[top++] = next;
          else queue.push(next);
        }
      }
    }
    if (!large) for (const at of blob) pixels[at] = 255;
  }
}

/**
 * Clears ruled lines (form lines, table borders) from a black-and-white image, in place: runs of ink
 * longer than `minRun` pixels along a row or a column (gaps of a few pixels bridged, as noise breaks
 * lines), with the ink just beside them (a line's ragged edge). No glyph is that long at 300 dpi, and
 * with the borders gone tesseract finds the text inside a table's cells.
 */
export function removeRules(
  pixels: Uint8Array,
  width: number,
  height: number,
  minRun: number,
  maxThickness: number,
  gap = 3,
): void {
  const rule = new Uint8Array(pixels.length);
  // How thick the ink is across a run at position i of line `line` (capped just past maxThickness).
  const thickness = (lines: number, at: (line: number, i: number) => number, line: number, i: number) => {
    let count = 1;
    for (let d = line - 1; d >= 0 && count <= maxThickness && pixels[at(d, i)] === 0; d -= 1) count += 1;
    for (let d = line + 1; d < lines && count <= maxThickness && pixels[at(d, i)] === 0; d += 1) count += 1;
    return count;
  };
  // A rule is long and thin: a big glyph's stroke (a poster, a giant drawing sheet) is long but thick.
  const isThin = (
    lines: number,
    at: (line: number, i: number) => number,
    line: number,
    from: number,
    to: number,
  ) => {
    const samples: number[] = [];
    const step = Math.max(1, Math.floor((to - from) / 15));
    for (let i = from; i <= to; i += step) samples.push(thickness(lines, at, line, i));
    samples.sort((a, b) => a - b);
    return samples[Math.floor(samples.length / 2)]! <= maxThickness;
  };
  // One pass along rows (step 1) or columns (step width) of the same code.
  const scan = (lines: number, length: number, at: (line: number, i: number) => number) => {
    for (let line = 0; line < lines; line += 1) {
      let start = -1;
      let lastInk = -1;
      for (let i = 0; i <= length; i += 1) {
        const ink = i < length && pixels[at(line, i)] === 0;
        if (ink) {
          if (start < 0) start = i;
          lastInk = i;
          continue;
        }
        if (start >= 0 && (i - lastInk > gap || i === length)) {
          if (lastInk + 1 - start >= minRun && isThin(lines, at, line, start, lastInk))
            for (let j = start; j <= lastInk; j += 1)
              for (let d = -2; d <= 2; d += 1) {
                const neighbour = line + d;
                if (neighbour >= 0 && neighbour < lines) rule[at(neighbour, j)] = 1;
              }
          start = -1;
        }
      }
    }
  };
  scan(height, width, (y, x) => y * width + x);
  scan(width, height, (x, y) => y * width + x);
  for (let i = 0; i < pixels.length; i += 1) if (rule[i]) pixels[i] = 255;
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

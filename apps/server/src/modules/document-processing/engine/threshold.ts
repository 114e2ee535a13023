/**
 * Where ink ends and paper begins on a grayscale page: Otsu's threshold, computed from the histogram,
 * over the whole page or over the tiles that hold ink. Pure.
 */
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
  // A row's pixels are summed a tile's width at a time (no division per pixel).
  for (let y = 0; y < height; y += 1) {
    const rowBase = Math.floor(y / tile) * columns;
    for (let column = 0, x = 0; column < columns; column += 1) {
      const end = Math.min(width, x + tile);
      let sum = 0;
      let square = 0;
      const first = y * width;
      for (; x < end; x += 1) {
        const value = pixels[first + x]!;
        sum += value;
        square += value * value;
      }
      const index = rowBase + column;
      sums[index] = sums[index]! + sum;
      squares[index] = squares[index]! + square;
      counts[index] = counts[index]! + (end - column * tile);
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
    const first = y * width;
    for (let column = 0; column < columns; column += 1) {
      if (!busy[rowBase + column]) continue;
      const end = Math.min(width, (column + 1) * tile);
      for (let x = column * tile; x < end; x += 1) {
        const level = pixels[first + x]!;
        histogram[level] = histogram[level]! + 1;
      }
    }
  }
  return otsuThreshold(histogram);
}

/** The skew of a page's text, by projection-profile variance. Pure. */
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
  // The sampled ink's coordinates, in typed arrays of just their size (counted first).
  let count = 0;
  for (let y = 0; y < height; y += stride)
    for (let at = y * width, end = at + width; at < end; at += stride)
      if (pixels[at]! < threshold) count += 1;
  if (count < 50) return 0;
  const xs = new Int32Array(count);
  const ys = new Int32Array(count);
  for (let y = 0, n = 0; y < height; y += stride)
    for (let x = 0, at = y * width; x < width; x += stride, at += stride)
      if (pixels[at]! < threshold) {
        xs[n] = x;
        ys[n] = y;
        n += 1;
      }
  const diagonal = Math.ceil(Math.hypot(width, height) / stride);
  const bins = new Float64Array(diagonal * 2 + 2);
  const score = (degrees: number) => {
    const radians = (degrees * Math.PI) / 180;
    const sin = Math.sin(radians) / stride;
    const cos = Math.cos(radians) / stride;
    bins.fill(0);
    for (let i = 0; i < count; i += 1) {
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

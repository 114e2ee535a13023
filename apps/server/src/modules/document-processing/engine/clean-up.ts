/** Clean-up of a black-and-white page before OCR: scanner speckle and ruled lines. Pure, in place. */
/**
 * Clears ink blobs smaller than `minArea` pixels (scanner speckle) from a black-and-white image, in
 * place. A full stop at 10 pt and 300 dpi is about 30 pixels, so the default keeps punctuation.
 */
export function removeSpecks(pixels: Uint8Array, width: number, height: number, minArea = 12): void {
  const seen = new Uint8Array(pixels.length);
  // The blob's first minArea pixels: all of it when it is a speck.
  const blob = new Int32Array(minArea);
  let stack = new Int32Array(1 << 16);
  for (let start = 0; start < pixels.length; start += 1) {
    if (pixels[start] !== 0 || seen[start]) continue;
    // Flood the blob (8-connected) to its end, so none of it starts another blob.
    let size = 0;
    let top = 0;
    stack[top++] = start;
    seen[start] = 1;
    while (top > 0) {
      const at = stack[--top]!;
      if (size < minArea) blob[size] = at;
      size += 1;
      const x = at % width;
      const y = (at - x) / width;
      const left = x > 0 ? -1 : 0;
      const right = x < width - 1 ? 1 : 0;
      const below = y < height - 1 ? 1 : 0;
      for (let dy = y > 0 ? -1 : 0; dy <= below; dy += 1) {
        const row = at + dy * width;
        for (let dx = left; dx <= right; dx += 1) {
          const next = row + dx;
          if (pixels[next] !== 0 || seen[next]) continue;
          seen[next] = 1;
          if (top === stack.length) {
            const grown = new Int32Array(stack.length * 2);
            grown.set(stack);
            stack = grown;
          }
          stack[top++] = next;
        }
      }
    }
    if (size < minArea) for (let i = 0; i < size; i += 1) pixels[blob[i]!] = 255;
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
  const rows: Lines = { lines: height, lineStep: width, step: 1 };
  const columns: Lines = { lines: width, lineStep: 1, step: width };
  // A run ends at paper more than `gap` pixels past its last ink, or at the line's end.
  for (let y = 0; y < height; y += 1) {
    const base = y * width;
    let start = -1;
    let last = -1;
    for (let x = 0; x <= width; x += 1) {
      if (x < width && pixels[base + x] === 0) {
        if (start < 0) start = x;
        last = x;
      } else if (start >= 0 && (x - last > gap || x === width)) {
        if (last + 1 - start >= minRun) markRule(pixels, rule, rows, y, start, last, maxThickness);
        start = -1;
      }
    }
  }
  // The columns are walked a row at a time, each with its open run: reading a column pixel by pixel
  // strides across memory and is several times slower.
  const starts = new Int32Array(width).fill(-1);
  const lasts = new Int32Array(width).fill(-1);
  for (let y = 0; y <= height; y += 1) {
    const base = y * width;
    for (let x = 0; x < width; x += 1) {
      if (y < height && pixels[base + x] === 0) {
        if (starts[x]! < 0) starts[x] = y;
        lasts[x] = y;
      } else if (starts[x]! >= 0 && (y - lasts[x]! > gap || y === height)) {
        if (lasts[x]! + 1 - starts[x]! >= minRun)
          markRule(pixels, rule, columns, x, starts[x]!, lasts[x]!, maxThickness);
        starts[x] = -1;
      }
    }
  }
  for (let i = 0; i < pixels.length; i += 1) if (rule[i]) pixels[i] = 255;
}

/** Rows or columns of an image: pixel i of line l is at l * lineStep + i * step. */
type Lines = { lines: number; lineStep: number; step: number };

/** Marks a run from..to of line `line` and the two lines each side as rule, when the run is thin. */
function markRule(
  pixels: Uint8Array,
  rule: Uint8Array,
  { lines, lineStep, step }: Lines,
  line: number,
  from: number,
  to: number,
  maxThickness: number,
): void {
  if (!isThin(pixels, lines, lineStep, step, line, from, to, maxThickness)) return;
  for (let j = from; j <= to; j += 1)
    for (let d = -2; d <= 2; d += 1) {
      const neighbour = line + d;
      if (neighbour >= 0 && neighbour < lines) rule[neighbour * lineStep + j * step] = 1;
    }
}

/** A rule is long and thin: a big glyph's stroke (a poster, a giant drawing sheet) is long but thick. */
function isThin(
  pixels: Uint8Array,
  lines: number,
  lineStep: number,
  step: number,
  line: number,
  from: number,
  to: number,
  maxThickness: number,
): boolean {
  const samples: number[] = [];
  const stride = Math.max(1, Math.floor((to - from) / 15));
  for (let i = from; i <= to; i += stride) {
    // How thick the ink is across the run here (capped just past maxThickness).
    let count = 1;
    const at = i * step;
    for (let d = line - 1; d >= 0 && count <= maxThickness && pixels[d * lineStep + at] === 0; d -= 1)
      count += 1;
    for (let d = line + 1; d < lines && count <= maxThickness && pixels[d * lineStep + at] === 0; d += 1)
      count += 1;
    samples.push(count);
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)]! <= maxThickness;
}

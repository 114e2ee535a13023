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
  // Blobs start at ink, found by indexOf: a page is mostly paper.
  for (let start = pixels.indexOf(0); start !== -1; start = pixels.indexOf(0, start + 1)) {
    if (seen[start]) continue;
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
  // The thin runs found; cleared once both passes are done, as each pass reads the page as it was.
  const rules: Rule[] = [];
  const rows: Lines = { lines: height, lineStep: width, step: 1 };
  const columns: Lines = { lines: width, lineStep: 1, step: width };
  // Runs are followed from ink pixel to ink pixel, found by indexOf (a page is mostly paper): a run
  // goes on while the next ink along its line is at most `gap` pixels of paper away, and ends at the
  // line's end. Each row's run and each column's open run are kept as the rows go by.
  const ended = (lines: Lines, line: number, start: number, last: number) => {
    if (last + 1 - start >= minRun && isThin(pixels, lines, line, start, last, maxThickness))
      rules.push({ lines, line, from: start, to: last });
  };
  const columnStarts = new Int32Array(width).fill(-1);
  const columnLasts = new Int32Array(width);
  let row = -1;
  let rowStart = -1;
  let rowLast = -1;
  for (let at = pixels.indexOf(0); at !== -1; at = pixels.indexOf(0, at + 1)) {
    const y = Math.floor(at / width);
    const x = at - y * width;
    if (y !== row || x - rowLast > gap + 1) {
      if (rowStart >= 0) ended(rows, row, rowStart, rowLast);
      row = y;
      rowStart = x;
    }
    rowLast = x;
    if (columnStarts[x]! >= 0 && y - columnLasts[x]! > gap + 1) {
      ended(columns, x, columnStarts[x]!, columnLasts[x]!);
      columnStarts[x] = -1;
    }
    if (columnStarts[x]! < 0) columnStarts[x] = y;
    columnLasts[x] = y;
  }
  if (rowStart >= 0) ended(rows, row, rowStart, rowLast);
  for (let x = 0; x < width; x += 1)
    if (columnStarts[x]! >= 0) ended(columns, x, columnStarts[x]!, columnLasts[x]!);
  for (const { lines, line, from, to } of rules) clearRule(pixels, lines, line, from, to);
}

/** Rows or columns of an image: pixel i of line l is at l * lineStep + i * step. */
type Lines = { lines: number; lineStep: number; step: number };
type Rule = { lines: Lines; line: number; from: number; to: number };

/** Clears a run from..to of line `line` and the two lines each side (a line's ragged edge). */
function clearRule(
  pixels: Uint8Array,
  { lines, lineStep, step }: Lines,
  line: number,
  from: number,
  to: number,
) {
  for (let d = -2; d <= 2; d += 1) {
    const neighbour = line + d;
    if (neighbour < 0 || neighbour >= lines) continue;
    for (let j = from; j <= to; j += 1) pixels[neighbour * lineStep + j * step] = 255;
  }
}

/** A rule is long and thin: a big glyph's stroke (a poster, a giant drawing sheet) is long but thick. */
function isThin(
  pixels: Uint8Array,
  { lines, lineStep, step }: Lines,
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

/** Clean-up of a black-and-white page before OCR: scanner speckle and ruled lines. Pure, in place. */
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

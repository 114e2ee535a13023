/**
 * Test pages laid out from lines of text: each entry is [x, y, text] in page fractions; its words get
 * boxes as a 10 pt font on an A4 page would print them (one character 5 pt wide, one space between words).
 */
import type { PageWord, ReadPage } from '@firebreak/shared';

/** [x, y, text] in page fractions, and the font size in points when not 10. */
export type FixtureLine = [x: number, y: number, text: string, size?: number];

const WIDTH = 595;
const HEIGHT = 842;
const CHAR = 5 / WIDTH;
const LINE = 10 / HEIGHT;

export function layoutWords(lines: FixtureLine[]): PageWord[] {
  const words: PageWord[] = [];
  for (const [x, y, text, size = 10] of lines) {
    const char = (CHAR * size) / 10;
    let at = x;
    for (const word of text.split(' ')) {
      if (word !== '') words.push({ text: word, box: [at, y, word.length * char, (LINE * size) / 10] });
      at += (word.length + 1) * char;
    }
  }
  return words;
}

export function fixturePage(
  lines: FixtureLine[],
  options: { page?: number; source?: 'text' | 'ocr' } = {},
): ReadPage {
  return {
    page: options.page ?? 1,
    width: WIDTH,
    height: HEIGHT,
    words: layoutWords(lines),
    source: options.source ?? 'text',
  };
}

/** Rows of a form or table: each row's cells at the given x positions, rows `step` apart from `top`. */
export function rowsAt(xs: number[], rows: string[][], top: number, step = 0.02): FixtureLine[] {
  return rows.flatMap((cells, r) =>
    cells.flatMap((text, c) => (text === '' ? [] : [[xs[c] ?? 0, top + r * step, text] as FixtureLine])),
  );
}

/** The page as a scan tilted by `degrees` would read: each word lower the further right it sits. */
export function tilt(page: ReadPage, degrees: number): ReadPage {
  const slope = Math.tan((degrees * Math.PI) / 180) * (page.width / page.height);
  return {
    ...page,
    source: 'ocr',
    words: page.words.map((word) => ({
      text: word.text,
      box: [word.box[0], word.box[1] + (word.box[0] - 0.5) * slope, word.box[2], word.box[3]],
    })),
  };
}

/**
 * The page as a mild scan reads it: each word's box moved and resized by up to `points` (a fixed
 * pseudo-random sequence from `seed`, so a test reads the same page every run).
 */
export function jitter(page: ReadPage, seed: number, points = 1.5): ReadPage {
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return (state / 2147483648) * 2 - 1;
  };
  return {
    ...page,
    source: 'ocr',
    words: page.words.map((word) => {
      const [x, y, w, h] = word.box;
      const dx = (next() * points) / page.width;
      const dy = (next() * points) / page.height;
      const dh = (next() * points * 0.5) / page.height;
      return { text: word.text, box: [x + dx, y + dy, w, h + dh] };
    }),
  };
}

/**
 * Test pages laid out from lines of text: each entry is [x, y, text] in page fractions; its words get
 * boxes as a 10 pt font on an A4 page would print them (one character 5 pt wide, one space between words).
 */
import type { PageWord, ReadPage } from '@firebreak/shared';

export type FixtureLine = [x: number, y: number, text: string];

const WIDTH = 595;
const HEIGHT = 842;
const CHAR = 5 / WIDTH;
const LINE = 10 / HEIGHT;

export function layoutWords(lines: FixtureLine[]): PageWord[] {
  const words: PageWord[] = [];
  for (const [x, y, text] of lines) {
    let at = x;
    for (const word of text.split(' ')) {
      if (word !== '') words.push({ text: word, box: [at, y, word.length * CHAR, LINE] });
      at += (word.length + 1) * CHAR;
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

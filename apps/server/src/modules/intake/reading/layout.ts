/**
 * A page's words as lines and segments (runs of words with no column gap between them), and pieces of
 * a segment's text that map back to the words they were printed as. Positions are worked in points so
 * a gap across the page and a line's height compare fairly.
 */
import type { Box, ReadPage } from '@firebreak/shared';

export type Word = {
  text: string;
  page: number;
  /** In points from the top left. */
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  box: Box;
  /** OCR's confidence in the text, 0 to 1; 1 for the text layer's words. */
  confidence: number;
};

/** Words of one line with no column gap between them; `text` is their texts joined by one space. */
export type Segment = {
  page: number;
  words: Word[];
  text: string;
  /** Where each word starts in `text`. */
  starts: number[];
  x0: number;
  x1: number;
  y0: number;
  y1: number;
};

export type Line = {
  page: number;
  index: number;
  words: Word[];
  segments: Segment[];
  y0: number;
  y1: number;
};

/** A stretch [from, to) of a segment's text. */
export type Piece = { seg: Segment; from: number; to: number };

/** A gap wider than this many line heights separates two segments (columns, label and value). */
const COLUMN_GAP = 1.3;

/**
 * A form's dot leader ('Brand ..........'), as printed or as OCR reads one ('ccccceeceiennine.',
 * '.ccvvveeennn.'): a run of three dots, or a long word of the letters dots are misread as with
 * doubled letters in it. It joins no line and is no value.
 */
export function isLeader(text: string): boolean {
  if (/^[^A-Za-z0-9]*[.·…_]{3,}/.test(text) || /^[.·…_-]{3,}$/.test(text)) return true;
  const letters = text.replace(/[.,:;'·]/g, '');
  return letters.length >= 8 && /^[ceinosvu]+$/.test(letters) && (letters.match(/(.)\1/g) ?? []).length >= 2;
}

/** A word's text without a dot leader run on to it ('Brand.......' is 'Brand'). */
const withoutLeader = (text: string) => text.replace(/[.·…_]{3,}.*$/, '');

export function toWords(page: ReadPage): Word[] {
  return page.words
    .map((word) => ({ ...word, text: withoutLeader(word.text) }))
    .filter((word) => word.text.trim() !== '' && !isLeader(word.text))
    .map((word) => {
      const [x, y, w, h] = word.box;
      return {
        text: word.text.trim(),
        page: page.page,
        x0: x * page.width,
        y0: y * page.height,
        x1: (x + w) * page.width,
        y1: (y + h) * page.height,
        box: word.box,
        confidence: word.confidence ?? 1,
      };
    });
}

/** A character printed in a box of its own, as forms print serials and dates ('K 4 4 7 9 7 5 5'). */
const isCombChar = (word: Word) => /^[A-Za-z0-9/-]$/.test(word.text);

/**
 * Which words continue a comb of boxed characters (four or more single characters at an even pitch): they
 * join the word before them without a space, so 'K 4 4 7 9' reads as 'K4479'.
 */
function combJoins(words: Word[]): boolean[] {
  const joins = words.map(() => false);
  let start = 0;
  while (start < words.length) {
    let end = start;
    while (end < words.length && isCombChar(words[end]!)) end++;
    if (end - start >= 4) {
      const pitches = words.slice(start + 1, end).map((w, i) => w.x0 - words[start + i]!.x0);
      const height = words[start]!.y1 - words[start]!.y0;
      if (Math.max(...pitches) <= Math.min(...pitches) * 1.6 && Math.max(...pitches) < height * 2.5)
        for (let i = start + 1; i < end; i++) joins[i] = true;
    }
    start = end + 1;
  }
  return joins;
}

export function makeSegment(words: Word[]): Segment {
  const starts: number[] = [];
  let text = '';
  const joins = combJoins(words);
  for (const [i, word] of words.entries()) {
    if (text !== '' && !joins[i]) text += ' ';
    starts.push(text.length);
    text += word.text;
  }
  return {
    page: words[0]?.page ?? 0,
    words,
    text,
    starts,
    x0: Math.min(...words.map((w) => w.x0)),
    x1: Math.max(...words.map((w) => w.x1)),
    y0: Math.min(...words.map((w) => w.y0)),
    y1: Math.max(...words.map((w) => w.y1)),
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

const centre = (word: Word) => (word.y0 + word.y1) / 2;

/**
 * Words of a tilted scan levelled: the tilt is the median slope between neighbouring words of a line,
 * and each word's position (not its box, which stays as printed) is turned back by it.
 */
function level(words: Word[]): Word[] {
  const slopes: number[] = [];
  const sorted = [...words].sort((a, b) => a.x0 - b.x0);
  for (const word of sorted) {
    const height = word.y1 - word.y0;
    const next = sorted.find(
      (other) =>
        other.x0 >= word.x1 &&
        other.x0 - word.x1 < height * 2 &&
        Math.abs(centre(other) - centre(word)) < height * 0.5,
    );
    if (next)
      slopes.push((centre(next) - centre(word)) / ((next.x0 + next.x1) / 2 - (word.x0 + word.x1) / 2));
  }
  if (slopes.length < 5) return words;
  const slope = median(slopes);
  if (Math.abs(slope) < 0.002 || Math.abs(slope) > MAX_SLOPE) return words;
  if (Math.abs(slope) <= 0.1) {
    return words.map((word) => {
      const shift = slope * ((word.x0 + word.x1) / 2);
      return { ...word, y0: word.y0 - shift, y1: word.y1 - shift };
    });
  }
  // A photo taken at an angle: each word's centre turned back about the page's corner, and its box's
  // height, which the turn made taller by the word's width times the slope, brought back.
  const angle = Math.atan(slope);
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  // Short words' boxes are barely taller for the turn: their height is the text's.
  const textHeight = median(words.filter((w) => w.x1 - w.x0 <= (w.y1 - w.y0) * 2.5).map((w) => w.y1 - w.y0));
  return words.map((word) => {
    const cx = (word.x0 + word.x1) / 2;
    const cy = centre(word);
    const x = cx * cos + cy * sin;
    const y = -cx * sin + cy * cos;
    const width = word.x1 - word.x0;
    const boxHeight = word.y1 - word.y0;
    const height = Math.min(boxHeight, Math.max(textHeight, boxHeight - width * Math.abs(sin)));
    return { ...word, x0: x - width / 2, x1: x + width / 2, y0: y - height / 2, y1: y + height / 2 };
  });
}

/** The steepest tilt (as a slope) the words are levelled from: a phone photo of a page, about 11°. */
const MAX_SLOPE = 0.2;

/**
 * Words grouped into lines, each split into segments at column gaps. Words are taken left to right and
 * each joins the line whose last word it continues (centres within half a word's height), so a line
 * on a slightly skewed scan stays one line.
 */
export function buildLines(page: ReadPage): Line[] {
  const words = level(toWords(page)).sort((a, b) => a.x0 - b.x0 || a.y0 - b.y0);
  const rows: Word[][] = [];
  for (const word of words) {
    let best: Word[] | null = null;
    let bestDistance = Number.POSITIVE_INFINITY;
    for (const row of rows) {
      const last = row[row.length - 1]!;
      // The row's recent words, not only its last, so one word set high or low does not lead it astray.
      const recent = row.slice(-3);
      const rowCentre = recent.reduce((sum, w) => sum + centre(w), 0) / recent.length;
      const distance = Math.abs(rowCentre - centre(word));
      const height = Math.max(last.y1 - last.y0, word.y1 - word.y0);
      if (last.x1 > word.x0 + height * 0.5 || distance >= height * 0.55) continue;
      if (distance < bestDistance) {
        best = row;
        bestDistance = distance;
      }
    }
    if (best) best.push(word);
    else rows.push([word]);
  }
  const lines = rows.map((row) => {
    row.sort((a, b) => a.x0 - b.x0);
    const height = median(row.map((w) => w.y1 - w.y0));
    const segments: Segment[] = [];
    let current: Word[] = [];
    for (const word of row) {
      const last = current[current.length - 1];
      if (last && word.x0 - last.x1 > height * COLUMN_GAP) {
        segments.push(makeSegment(current));
        current = [];
      }
      current.push(word);
    }
    if (current.length > 0) segments.push(makeSegment(current));
    return {
      page: page.page,
      index: 0,
      words: row,
      segments,
      y0: Math.min(...row.map((w) => w.y0)),
      y1: Math.max(...row.map((w) => w.y1)),
    };
  });
  lines.sort((a, b) => a.y0 - b.y0);
  lines.forEach((line, index) => {
    line.index = index;
  });
  return lines;
}

export const pieceText = (piece: Piece) => piece.seg.text.slice(piece.from, piece.to);

/** The words a piece touches. */
export function pieceWords(piece: Piece): Word[] {
  return piece.seg.words.filter((word, i) => {
    const start = piece.seg.starts[i] ?? 0;
    return start < piece.to && start + word.text.length > piece.from;
  });
}

/** A piece narrowed to its text without surrounding spaces and punctuation that joins label to value. */
export function trimPiece(piece: Piece): Piece {
  let { from, to } = piece;
  const text = piece.seg.text;
  while (from < to && /[\s:;,]/.test(text[from]!)) from++;
  while (to > from && /[\s:;,]/.test(text[to - 1]!)) to--;
  return { seg: piece.seg, from, to };
}

export const wholeSegment = (seg: Segment): Piece => ({ seg, from: 0, to: seg.text.length });

/** One box around some words, as page fractions. */
export function unionBox(words: Word[]): Box | null {
  if (words.length === 0) return null;
  const x0 = Math.min(...words.map((w) => w.box[0]));
  const y0 = Math.min(...words.map((w) => w.box[1]));
  const x1 = Math.max(...words.map((w) => w.box[0] + w.box[2]));
  const y1 = Math.max(...words.map((w) => w.box[1] + w.box[3]));
  const round = (n: number) => Math.round(n * 10000) / 10000;
  return [round(x0), round(y0), round(x1 - x0), round(y1 - y0)];
}

/** The lines just below `line` whose segments overlap [x0, x1], nearest first, within `gapLines` line heights. */
export function segmentsBelow(lines: Line[], line: Line, x0: number, x1: number, gapLines = 2.5): Segment[] {
  const height = line.y1 - line.y0;
  const found: Segment[] = [];
  for (const next of lines) {
    if (next.page !== line.page || next.y0 <= line.y1 - height * 0.3) continue;
    if (next.y0 - line.y1 > height * gapLines) break;
    for (const seg of next.segments) {
      const overlap = Math.min(seg.x1, x1) - Math.max(seg.x0, x0);
      if (overlap > 0) found.push(seg);
    }
    if (found.length > 0) return found;
  }
  return found;
}

/** The line just above `line` whose segments overlap [x0, x1], within `gapLines` line heights (a label under its value). */
export function segmentsAbove(lines: Line[], line: Line, x0: number, x1: number, gapLines = 1.5): Segment[] {
  const height = line.y1 - line.y0;
  for (const prev of [...lines].reverse()) {
    if (prev.page !== line.page || prev.y1 >= line.y0 + height * 0.3) continue;
    if (line.y0 - prev.y1 > height * gapLines) break;
    const found = prev.segments.filter((seg) => Math.min(seg.x1, x1) - Math.max(seg.x0, x0) > 0);
    if (found.length > 0) return found;
  }
  return [];
}

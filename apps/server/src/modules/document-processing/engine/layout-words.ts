/**
 * A page's words and where they sit (issue 32: the intake reader's input), as ReadPage boxes:
 * [x, y, width, height] as fractions of the page from its top left. From the text layer, each pdfjs
 * text item is split into words at its spaces, a word's share of the item's advance taken as its
 * share of the characters (pdfjs gives no glyph widths); from OCR, tesseract's word boxes in the
 * pixels of the image it read (deskewed when enhanced: the boxes are then in the deskewed frame).
 */
import type { Box, PageWord } from '@firebreak/shared';
import type { OcrWord } from './ocr-worker';

/** At most this many words a page: a page drawn as thousands of tiny items must not swell the result. */
export const MAX_LAYOUT_WORDS = 5_000;

/** How far above and below the baseline a text item's box reaches, as shares of its font height. */
const ASCENT = 0.8;
const DESCENT = 0.2;

/** A pdfjs text item: its text, its transform into PDF user space, and its advance and font height. */
export type LayoutTextItem = {
  str?: string;
  transform?: number[];
  width?: number;
  height?: number;
};

/** The page viewport at scale 1 (pdfjs's PageViewport): its size and the map from PDF to top-left space. */
export type LayoutViewport = {
  width: number;
  height: number;
  convertToViewportPoint(x: number, y: number): number[];
};

const fraction = (value: number) => Math.round(Math.min(1, Math.max(0, value)) * 10_000) / 10_000;

function boxOf(left: number, top: number, right: number, bottom: number, width: number, height: number): Box {
  const x0 = fraction(left / width);
  const y0 = fraction(top / height);
  return [x0, y0, fraction(right / width) - x0, fraction(bottom / height) - y0].map(
    (value) => Math.round(value * 10_000) / 10_000,
  ) as Box;
}

/** The words of a page's text items with their boxes, at most MAX_LAYOUT_WORDS. */
export function textLayoutWords(items: readonly LayoutTextItem[], viewport: LayoutViewport): PageWord[] {
  const words: PageWord[] = [];
  for (const item of items) {
    const str = item.str ?? '';
    const [a = 1, b = 0, c = 0, d = 1, e = 0, f = 0] = item.transform ?? [];
    if (!str.trim()) continue;
    // Unit vectors along the baseline and up the glyphs, in user space (rotated text included).
    const along = Math.hypot(a, b) || 1;
    const up = Math.hypot(c, d) || 1;
    const [ax, ay] = [a / along, b / along];
    const [ux, uy] = [c / up, d / up];
    const advance = item.width ?? 0;
    const fontHeight = item.height || up;
    for (const match of str.matchAll(/\S+/g)) {
      if (words.length >= MAX_LAYOUT_WORDS) return words;
      const start = (match.index / str.length) * advance;
      const end = ((match.index + match[0].length) / str.length) * advance;
      const corners = [
        [start, -DESCENT * fontHeight],
        [end, -DESCENT * fontHeight],
        [start, ASCENT * fontHeight],
        [end, ASCENT * fontHeight],
      ].map(([s = 0, t = 0]) => viewport.convertToViewportPoint(e + ax * s + ux * t, f + ay * s + uy * t));
      const xs = corners.map((point) => point[0] ?? 0);
      const ys = corners.map((point) => point[1] ?? 0);
      words.push({
        text: match[0],
        box: boxOf(
          Math.min(...xs),
          Math.min(...ys),
          Math.max(...xs),
          Math.max(...ys),
          viewport.width,
          viewport.height,
        ),
      });
    }
  }
  return words;
}

/** Tesseract's words with their pixel boxes on an image of this size, as fractions of it. */
export function ocrLayoutWords(
  words: readonly OcrWord[],
  image: { width: number; height: number },
): PageWord[] {
  return words
    .filter((word) => word.text.trim())
    .slice(0, MAX_LAYOUT_WORDS)
    .map((word) => ({
      text: word.text.trim(),
      box: boxOf(word.bbox.x0, word.bbox.y0, word.bbox.x1, word.bbox.y1, image.width, image.height),
      confidence: Math.round(Math.min(100, Math.max(0, word.confidence))) / 100,
    }));
}

/**
 * The image tesseract reads of a prepared page: cut to the ink with a margin, and scaled down when the
 * text is larger than tesseract needs (issue 32 §3). Tesseract's LSTM reads each text line scaled to
 * 36 pixels high (11 pt text at 300 dpi is ~44 px from ascender to descender), so a smaller image
 * loses little, while finding the lines costs less on fewer pixels: ~20% of the recognition time of
 * an A4 page at 300 dpi. Text is scaled so that its capitals stay ~24 px high (x-height ~17 px, where
 * tesseract reads well); small text is never scaled. The words' boxes are mapped back to the page.
 */
import sharp from 'sharp';
import type { OcrWord } from './ocr-worker';
import { type GrayImage, toPgm } from './render-page';

/** The height (px) the ink bands measured below (about the capitals' height) are scaled to. */
const BAND_HEIGHT = 24;
/** The least scale used. */
const MIN_SCALE = 0.5;
/** Below this the saving is too small to be worth a resample. */
const MAX_SCALE = 0.9;
/** White kept around the ink, in inches (tesseract wants some margin round the text). */
const MARGIN_INCHES = 0.15;
/** A row or column with fewer ink pixels than this is paper (a speck left by the clean-up). */
const MIN_INK = 3;
/** Vertical strips the lines are measured in, the fewest lines measured, and the shortest (inches). */
const STRIPS = 8;
const MIN_LINES = 3;
const MIN_LINE_INCHES = 0.04;

export type ReadingImage = {
  /** A PGM file of what tesseract reads, at `dpi`. */
  pgm: Buffer;
  dpi: number;
  /** Where the cut starts on the page, and the page pixels per read pixel's inverse. */
  left: number;
  top: number;
  scale: number;
};

type Box = { left: number; top: number; right: number; bottom: number };

/** `scale: false` cuts the page but reads it at its own resolution. */
export async function readingImage(
  image: GrayImage,
  threshold: number,
  { scale: scaling = true }: { scale?: boolean } = {},
): Promise<ReadingImage> {
  const { width, height } = image;
  const ink = inkProfiles(image, threshold);
  const box = inkBox(ink, Math.round(MARGIN_INCHES * image.dpi), width, height);
  if (!box) return { pgm: toPgm(image), dpi: image.dpi, left: 0, top: 0, scale: 1 };
  const line = scaling ? typicalLineHeight(ink.strips, box, Math.round(MIN_LINE_INCHES * image.dpi)) : null;
  const wanted = line ? BAND_HEIGHT / line : 1;
  const scale = wanted > MAX_SCALE ? 1 : Math.max(MIN_SCALE, wanted);
  const cutWidth = box.right - box.left;
  const cutHeight = box.bottom - box.top;
  let cut = sharp(image.pixels, { raw: { width, height, channels: 1 } }).extract({
    left: box.left,
    top: box.top,
    width: cutWidth,
    height: cutHeight,
  });
  if (scale < 1) cut = cut.resize({ width: Math.max(1, Math.round(cutWidth * scale)), kernel: 'linear' });
  const { data, info } = await cut.toColourspace('b-w').raw().toBuffer({ resolveWithObject: true });
  return {
    pgm: toPgm({ pixels: data, width: info.width, height: info.height }),
    dpi: image.dpi * (info.width / cutWidth),
    left: box.left,
    top: box.top,
    scale: info.width / cutWidth,
  };
}

/** The words' boxes in the page's pixels. */
export function wordsOnPage(
  words: OcrWord[],
  reading: Pick<ReadingImage, 'left' | 'top' | 'scale'>,
): OcrWord[] {
  const { left, top, scale } = reading;
  if (left === 0 && top === 0 && scale === 1) return words;
  return words.map((word) => ({
    ...word,
    bbox: {
      x0: left + word.bbox.x0 / scale,
      y0: top + word.bbox.y0 / scale,
      x1: left + word.bbox.x1 / scale,
      y1: top + word.bbox.y1 / scale,
    },
  }));
}

/** How many ink pixels each column holds, and each row within each of STRIPS vertical strips. */
function inkProfiles({ pixels, width, height }: GrayImage, threshold: number) {
  const columns = new Int32Array(width);
  const strips = Array.from({ length: STRIPS }, () => new Int32Array(height));
  const stripWidth = Math.ceil(width / STRIPS);
  for (let y = 0; y < height; y += 1)
    for (let strip = 0; strip < STRIPS; strip += 1) {
      let count = 0;
      const end = Math.min(width, (strip + 1) * stripWidth);
      for (let x = strip * stripWidth, at = y * width + x; x < end; x += 1, at += 1)
        if (pixels[at]! < threshold) {
          count += 1;
          columns[x] = columns[x]! + 1;
        }
      strips[strip]![y] = count;
    }
  const rows = new Int32Array(height);
  for (const strip of strips) for (let y = 0; y < height; y += 1) rows[y] = rows[y]! + strip[y]!;
  return { rows, columns, strips };
}

/** The rows and columns that hold ink, with `margin` pixels round them; null on a blank page. */
function inkBox(
  ink: { rows: Int32Array; columns: Int32Array },
  margin: number,
  width: number,
  height: number,
) {
  const first = (counts: Int32Array) => counts.findIndex((count) => count >= MIN_INK);
  const last = (counts: Int32Array) => counts.findLastIndex((count) => count >= MIN_INK);
  const top = first(ink.rows);
  const left = first(ink.columns);
  if (top < 0 || left < 0) return null;
  const box: Box = {
    left: Math.max(0, left - margin),
    top: Math.max(0, top - margin),
    right: Math.min(width, last(ink.columns) + 1 + margin),
    bottom: Math.min(height, last(ink.rows) + 1 + margin),
  };
  return box;
}

/**
 * The median height of the bands of rows that hold ink, taken in vertical strips so that columns of
 * text whose lines do not line up, or a page turned a little, do not run lines together: in a strip a
 * few words wide most bands are a line's capitals and ascenders (11 pt at 300 dpi: ~34 px), some also
 * its descenders; null when there are too few to judge. Bands shorter than `least` are
 * specks or rules. Lines that touch (a table's ruled rows, a photo) make tall bands and so less
 * scaling: the rule errs towards reading at full size.
 */
function typicalLineHeight(strips: Int32Array[], box: Box, least: number): number | null {
  const bands: number[] = [];
  for (const rows of strips) {
    let start = -1;
    for (let y = box.top; y <= box.bottom; y += 1) {
      const inked = y < box.bottom && rows[y]! >= MIN_INK;
      if (inked && start < 0) start = y;
      if (!inked && start >= 0) {
        if (y - start >= least) bands.push(y - start);
        start = -1;
      }
    }
  }
  if (bands.length < MIN_LINES) return null;
  bands.sort((a, b) => a - b);
  return bands[Math.floor(bands.length / 2)]!;
}

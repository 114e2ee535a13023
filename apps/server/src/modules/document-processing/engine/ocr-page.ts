/**
 * One page through OCR: render at 300 dpi (capped), enhance when asked and the page is not already
 * clean, recognise with the shared tesseract worker, and score the result (DESIGN.md quality). In two
 * steps, so the engine can prepare the next page while tesseract reads this one (issue 32 §3).
 */
import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { joinTextItems } from '../../../lib/pdf-text';
import { enhancePage } from './enhance';
import { type OcrWord, recognizeImage } from './ocr-worker';
import { isCleanPage } from './page-grain';
import { ocrPageQuality } from './page-quality';
import type { PopplerInput } from './poppler-run';
import { type ReadingImage, readingImage, wordsOnPage } from './reading-image';
import { type GrayImage, renderPageGray } from './render-page';
import { inkThreshold } from './threshold';

/** A page's own OCR limit; the pool's job time limit still applies on top. */
const OCR_TIMEOUT_MS = 120_000;

export type OcrPageResult = {
  text: string;
  quality: number;
  /** Mean word confidence (0-1) and how many words it is over, for the run's confidence. */
  meanConfidence: number;
  words: number;
  enhanced: boolean;
  skewDegrees: number;
  /** The words tesseract found, boxed in the pixels of the page's image (of this size). */
  recognised: { words: OcrWord[]; width: number; height: number };
};

export type OcrPageOptions = {
  enhance: boolean;
  alwaysEnhance?: boolean;
  dpi?: number;
  /** The PDF, for pdftoppm to render the page when the machine has it (pdfjs otherwise). */
  poppler?: PopplerInput;
  /** Read the page at its own resolution, not scaled to the text's size (see readingImage). */
  fullSize?: boolean;
};

/**
 * A page rendered (and enhanced), with the ink threshold its quality is measured at, and the image
 * tesseract reads of it.
 */
export type PreparedPage = {
  image: GrayImage;
  threshold: number;
  enhanced: boolean;
  skewDegrees: number;
  reading: ReadingImage;
};

type Stage = (what: 'render' | 'enhance' | 'ocr') => void;

/** Tesseract's text tidied like a text layer's: lines trimmed, '-\n' joined, blank runs folded. */
export function tidyOcrText(text: string): string {
  return joinTextItems(text.split('\n').map((line) => ({ str: line, hasEOL: true })));
}

export async function prepareOcrPage(
  page: PDFPageProxy,
  options: OcrPageOptions,
  stage: Stage,
): Promise<PreparedPage> {
  stage('render');
  const rendered = await renderPageGray(page, options.dpi, options.poppler);
  // A clean page (white, even paper) reads as well without enhancement, a third faster (decision 0093).
  if (!options.enhance || (!options.alwaysEnhance && isCleanPage(rendered))) {
    const threshold = inkThreshold(rendered.pixels, rendered.width, rendered.height);
    const reading = await readingImage(rendered, threshold, { scale: !options.fullSize });
    return { image: rendered, threshold, enhanced: false, skewDegrees: 0, reading };
  }
  stage('enhance');
  const enhanced = await enhancePage(rendered);
  // The enhanced image is already black and white.
  const reading = await readingImage(enhanced, 128, { scale: !options.fullSize });
  return { image: enhanced, threshold: 128, enhanced: true, skewDegrees: enhanced.skewDegrees, reading };
}

export async function readPreparedPage(prepared: PreparedPage, stage: Stage): Promise<OcrPageResult> {
  const { image, threshold, reading } = prepared;
  stage('ocr');
  const output = await recognizeImage(reading.pgm, reading.dpi, OCR_TIMEOUT_MS);
  const words = wordsOnPage(output.words, reading);
  const text = tidyOcrText(output.text);
  const score = ocrPageQuality(image, threshold, words, text);
  return {
    text,
    quality: score.quality,
    meanConfidence: score.meanConfidence,
    words: words.length,
    enhanced: prepared.enhanced,
    skewDegrees: prepared.skewDegrees,
    recognised: { words, width: image.width, height: image.height },
  };
}

export async function ocrPage(
  page: PDFPageProxy,
  options: OcrPageOptions,
  stage: Stage,
): Promise<OcrPageResult> {
  return readPreparedPage(await prepareOcrPage(page, options, stage), stage);
}

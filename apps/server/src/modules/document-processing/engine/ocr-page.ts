/**
 * One page through OCR: render at 300 dpi (capped), enhance when asked and the page is not already
 * clean, recognise with the shared tesseract worker, and score the result (DESIGN.md quality).
 */
import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { joinTextItems } from '../../../lib/pdf-text';
import { enhancePage } from './enhance';
import { type OcrWord, recognizeImage } from './ocr-worker';
import { isCleanPage } from './page-grain';
import { ocrPageQuality } from './page-quality';
import { renderPageGray, toPgm } from './render-page';
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
  /** The words tesseract found, boxed in the pixels of the image it read (of this size). */
  recognised: { words: OcrWord[]; width: number; height: number };
};

/** Tesseract's text tidied like a text layer's: lines trimmed, '-\n' joined, blank runs folded. */
export function tidyOcrText(text: string): string {
  return joinTextItems(text.split('\n').map((line) => ({ str: line, hasEOL: true })));
}

export async function ocrPage(
  page: PDFPageProxy,
  options: { enhance: boolean; alwaysEnhance?: boolean; dpi?: number },
  stage: (what: 'render' | 'enhance' | 'ocr') => void,
): Promise<OcrPageResult> {
  stage('render');
  const rendered = await renderPageGray(page, options.dpi);
  // A clean page (white, even paper) reads as well without enhancement, a third faster (decision 0093).
  const enhance = options.enhance && (options.alwaysEnhance || !isCleanPage(rendered));
  let image = rendered;
  let threshold: number;
  let skewDegrees = 0;
  if (enhance) {
    stage('enhance');
    const enhanced = await enhancePage(rendered);
    image = enhanced;
    skewDegrees = enhanced.skewDegrees;
    threshold = 128; // the enhanced image is already black and white
  } else {
    threshold = inkThreshold(rendered.pixels, rendered.width, rendered.height);
  }
  stage('ocr');
  const output = await recognizeImage(toPgm(image), image.dpi, OCR_TIMEOUT_MS);
  const text = tidyOcrText(output.text);
  const score = ocrPageQuality(image, threshold, output.words, text);
  return {
    text,
    quality: score.quality,
    meanConfidence: score.meanConfidence,
    words: output.words.length,
    enhanced: enhance,
    skewDegrees,
    recognised: { words: output.words, width: image.width, height: image.height },
  };
}

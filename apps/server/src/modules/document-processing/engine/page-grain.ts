/**
 * Whether a rendered page is clean enough to read without enhancement (issue 32 §3: enhancement
 * costs about a third of a page's OCR time, and tesseract reads a clean page as well without it):
 * white paper without grain. The paper is the light pixels of a sample of the page (every 4th pixel
 * of every 4th row); a scanner's grain and a photocopier's grey show in their mean and spread. A
 * clean scan's paper is 254-255 with a spread of about 5 (the anti-aliased edges of the letters); a
 * mildly noisy one ~242 and ~8, a heavy one ~197 and ~13. Pure.
 */
import type { GrayImage } from './render-page';

/** Light enough to be paper rather than ink (or a letter's anti-aliased edge). */
const PAPER_FLOOR = 160;
export const CLEAN_PAPER = { minMean: 248, maxSpread: 6.5 } as const;

export type PaperStats = { mean: number; spread: number; share: number };

export function paperStats(image: Pick<GrayImage, 'pixels' | 'width' | 'height'>): PaperStats {
  const { pixels, width, height } = image;
  let count = 0;
  let sum = 0;
  let squares = 0;
  let samples = 0;
  for (let y = 0; y < height; y += 4)
    for (let x = 0, at = y * width; x < width; x += 4, at += 4) {
      samples += 1;
      const value = pixels[at]!;
      if (value < PAPER_FLOOR) continue;
      count += 1;
      sum += value;
      squares += value * value;
    }
  if (!count) return { mean: 0, spread: 0, share: 0 };
  const mean = sum / count;
  return { mean, spread: Math.sqrt(Math.max(0, squares / count - mean * mean)), share: count / samples };
}

/** A page whose paper is white and even: OCR reads it as well without enhancement. */
export function isCleanPage(image: Pick<GrayImage, 'pixels' | 'width' | 'height'>): boolean {
  const paper = paperStats(image);
  return paper.share > 0.5 && paper.mean >= CLEAN_PAPER.minMean && paper.spread <= CLEAN_PAPER.maxSpread;
}

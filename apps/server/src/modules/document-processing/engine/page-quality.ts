/**
 * The quality of an OCR'd page (DESIGN.md): share of ink inside recognised word boxes × mean word
 * confidence × share of tokens that look like words. Tesseract's own page confidence is not enough:
 * it says 95 on empty output. Pure.
 */
import type { OcrWord } from './ocr-worker';
import { wordLikeShare } from './text-score';

export type OcrQuality = { quality: number; inkInWords: number; meanConfidence: number; wordShare: number };

export function ocrPageQuality(
  image: { pixels: Uint8Array; width: number; height: number },
  threshold: number,
  words: OcrWord[],
  text: string,
): OcrQuality {
  if (!words.length) return { quality: 0, inkInWords: 0, meanConfidence: 0, wordShare: 0 };
  const { pixels, width, height } = image;
  // Each row's word spans, so ink is counted once even where boxes overlap.
  const inBox = new Uint8Array(width * height);
  for (const { bbox } of words) {
    const x0 = Math.max(0, Math.floor(bbox.x0));
    const x1 = Math.min(width, Math.ceil(bbox.x1));
    for (let y = Math.max(0, Math.floor(bbox.y0)); y < Math.min(height, Math.ceil(bbox.y1)); y += 1)
      inBox.fill(1, y * width + x0, y * width + x1);
  }
  let ink = 0;
  let inkInside = 0;
  for (let i = 0; i < pixels.length; i += 1) {
    if (pixels[i]! < threshold) {
      ink += 1;
      inkInside += inBox[i]!;
    }
  }
  const inkInWords = ink ? inkInside / ink : 0;
  const meanConfidence = words.reduce((sum, word) => sum + word.confidence, 0) / words.length / 100;
  const wordShare = wordLikeShare(text);
  return { quality: inkInWords * meanConfidence * wordShare, inkInWords, meanConfidence, wordShare };
}

import { describe, expect, it } from 'vitest';
import { extractPdfText } from '../../../lib/pdf-text';
import { characterErrorRate, editDistance } from './character-error-rate';
import { generateScannedPdf } from './generate-scan';

describe('scanned test PDFs', () => {
  it('are deterministic for a seed, with ground truth and no text layer', async () => {
    const request = {
      pages: [['Fire pump test', 'Job No: J2291'], ['Second page']],
      degradation: 'mild' as const,
      seed: 4,
      extras: {
        table: [
          ['Hydrant', 'Static'],
          ['H1', '5.2 bar'],
        ],
        signature: true,
        stamp: true,
        formLines: true,
      },
    };
    const first = await generateScannedPdf(request);
    const second = await generateScannedPdf(request);
    expect(Buffer.from(first.pdf).equals(Buffer.from(second.pdf))).toBe(true);
    expect(first.groundTruth).toEqual([
      'Fire pump test\nJob No: J2291\nHydrant Static\nH1 5.2 bar',
      'Second page\nHydrant Static\nH1 5.2 bar',
    ]);
    expect(first.skews.every((skew) => Math.abs(skew) >= 1 && Math.abs(skew) <= 2)).toBe(true);
    const text = await extractPdfText(first.pdf);
    expect(text.numPages).toBe(2);
    expect(text.pages.every((page) => page.extracted_text === '')).toBe(true);
  });

  it('skews heavy scans by 3-4 degrees and clean ones not at all', async () => {
    const heavy = await generateScannedPdf({ pages: [['x']], degradation: 'heavy', seed: 1 });
    expect(Math.abs(heavy.skews[0]!)).toBeGreaterThanOrEqual(3);
    expect(Math.abs(heavy.skews[0]!)).toBeLessThanOrEqual(4);
    const clean = await generateScannedPdf({ pages: [['x']], degradation: 'clean', seed: 1 });
    expect(clean.skews).toEqual([0]);
  });
});

describe('character error rate', () => {
  it('is the edit distance over the truth, whitespace folded', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(characterErrorRate('Fire  pump\ntest', 'Fire pump test')).toBe(0);
    expect(characterErrorRate('Fire pomp test', 'Fire pump test')).toBeCloseTo(1 / 14);
    expect(characterErrorRate('', '')).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { wordsOfTsv } from './ocr-worker';

describe("tesseract's TSV", () => {
  it('gives the words (level 5) with their boxes and whole confidences, and nothing else', () => {
    const tsv = [
      '1\t1\t0\t0\t0\t0\t0\t0\t1805\t2443\t-1\t',
      '4\t1\t1\t1\t1\t0\t277\t259\t257\t30\t-1\t',
      '5\t1\t1\t1\t1\t1\t277\t260\t136\t29\t94.618210\tInspection',
      '5\t1\t1\t1\t1\t2\t425\t259\t84\t25\t96.597664\trecord',
      '5\t1\t1\t1\t1\t3\t520\t261\t14\t22\t95.000000\t ',
      '',
    ].join('\n');
    expect(wordsOfTsv(tsv)).toEqual([
      { text: 'Inspection', confidence: 94, bbox: { x0: 277, y0: 260, x1: 413, y1: 289 } },
      { text: 'record', confidence: 96, bbox: { x0: 425, y0: 259, x1: 509, y1: 284 } },
    ]);
  });
});

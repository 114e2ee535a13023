import { describe, expect, it } from 'vitest';
import { removeRules, removeSpecks } from './clean-up';
import { estimateSkew } from './deskew';
import { inkThreshold, otsuThreshold } from './threshold';

/** A white page with dark text-like bars, turned by `degrees` (positive: clockwise). */
function barsPage(width: number, height: number, degrees: number): Uint8Array {
  const pixels = new Uint8Array(width * height).fill(230);
  const radians = (degrees * Math.PI) / 180;
  for (let line = 0; line < 12; line += 1) {
    const y0 = 40 + line * 30;
    for (let x = 40; x < width - 40; x += 1) {
      if (x % 23 > 18) continue; // gaps between "words"
      for (let t = 0; t < 8; t += 1) {
        const y = Math.round(y0 + t + (x - width / 2) * Math.tan(radians));
        if (y >= 0 && y < height) pixels[y * width + x] = 30;
      }
    }
  }
  return pixels;
}

describe('page enhancement', () => {
  it("finds Otsu's threshold between two modes", () => {
    const histogram = new Array(256).fill(0);
    histogram[40] = 100;
    histogram[200] = 900;
    const threshold = otsuThreshold(histogram);
    expect(threshold).toBeGreaterThanOrEqual(40);
    expect(threshold).toBeLessThan(200);
  });

  it('thresholds a sparse noisy page between ink and paper, not inside the paper noise', () => {
    const width = 640;
    const height = 640;
    const pixels = new Uint8Array(width * height);
    let seed = 7;
    const noise = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return (seed / 2147483648 - 0.5) * 40;
    };
    for (let i = 0; i < pixels.length; i += 1) pixels[i] = 200 + noise();
    for (let y = 300; y < 310; y += 1)
      for (let x = 100; x < 400; x += 1) pixels[y * width + x] = 60 + noise();
    const threshold = inkThreshold(pixels, width, height);
    expect(threshold).toBeGreaterThan(85);
    expect(threshold).toBeLessThan(175);
  });

  it('estimates the skew of lines of text', () => {
    for (const degrees of [-3.5, -1, 0, 2, 4.5]) {
      const skew = estimateSkew(barsPage(800, 450, degrees), 800, 450, 128, 5, 1);
      expect(Math.abs(skew - degrees)).toBeLessThanOrEqual(0.2);
    }
  });

  it('removes specks but keeps larger marks', () => {
    const width = 50;
    const height = 50;
    const pixels = new Uint8Array(width * height).fill(255);
    pixels[5 * width + 5] = 0; // a one-pixel speck
    pixels[5 * width + 6] = 0;
    for (let y = 20; y < 26; y += 1) for (let x = 20; x < 26; x += 1) pixels[y * width + x] = 0; // a full stop
    removeSpecks(pixels, width, height, 12);
    expect(pixels[5 * width + 5]).toBe(255);
    expect(pixels[5 * width + 6]).toBe(255);
    expect(pixels.filter((value) => value === 0)).toHaveLength(36);
  });
});

describe('rule removal', () => {
  it('clears long lines, even broken by noise, and keeps short strokes', () => {
    const width = 300;
    const height = 100;
    const pixels = new Uint8Array(width * height).fill(255);
    for (let x = 10; x < 290; x += 1)
      if (x % 40 !== 0) for (let y = 50; y < 53; y += 1) pixels[y * width + x] = 0;
    for (let y = 5; y < 95; y += 1) pixels[y * width + 5] = 0; // a table border
    for (let y = 10; y < 40; y += 1) for (let x = 100; x < 104; x += 1) pixels[y * width + x] = 0; // a letter's stem
    removeRules(pixels, width, height, 60, 10);
    expect(pixels.filter((value) => value === 0)).toHaveLength(30 * 4);
  });

  it('keeps the thick strokes of big lettering', () => {
    const width = 300;
    const height = 100;
    const pixels = new Uint8Array(width * height).fill(255);
    for (let y = 20; y < 50; y += 1) for (let x = 10; x < 290; x += 1) pixels[y * width + x] = 0;
    removeRules(pixels, width, height, 60, 10);
    expect(pixels.filter((value) => value === 0)).toHaveLength(30 * 280);
  });
});

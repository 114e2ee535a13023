import { describe, expect, it } from 'vitest';
import { parsePgm } from './poppler-render';
import { readingImage, wordsOnPage } from './reading-image';

/** A white page with lines of dark "words" `lineHeight` px high, every 1.6 line heights, from (x, y). */
function textPage(width: number, height: number, lineHeight: number, lines: number, x = 240, y = 300) {
  const pixels = new Uint8Array(width * height).fill(255);
  for (let line = 0; line < lines; line += 1) {
    const top = y + Math.round(line * lineHeight * 1.6);
    for (let row = top; row < top + lineHeight && row < height; row += 1)
      for (let column = x; column < width - x; column += 1)
        if (column % (lineHeight * 3) < lineHeight * 2) pixels[row * width + column] = 0;
  }
  return { pixels, width, height, dpi: 300 };
}

describe('the image tesseract reads', () => {
  it('cuts the page to its ink with a margin and scales large text to ~24 px', async () => {
    const page = textPage(1200, 1600, 40, 12);
    const reading = await readingImage(page, 128);
    expect(reading.scale).toBeCloseTo(24 / 40, 2);
    expect(reading.dpi).toBeCloseTo(300 * reading.scale, 5);
    // 0.15 inch of margin at 300 dpi is 45 px round the ink (columns 240-919, rows 300-1043).
    expect(reading.left).toBe(240 - 45);
    expect(reading.top).toBe(300 - 45);
    const image = parsePgm(reading.pgm, reading.dpi);
    expect(image?.width).toBe(Math.round((920 + 45 - reading.left) * reading.scale));
    expect(image?.height).toBe(Math.round((1044 + 45 - reading.top) * reading.scale));
  });

  it('leaves small text at full size, and any text when asked to', async () => {
    expect((await readingImage(textPage(1200, 1600, 22, 12), 128)).scale).toBe(1);
    const fullSize = await readingImage(textPage(1200, 1600, 40, 12), 128, { scale: false });
    expect(fullSize).toMatchObject({ scale: 1, left: 240 - 45, top: 300 - 45 });
  });

  it('reads a blank page whole', async () => {
    const blank = { pixels: new Uint8Array(300 * 200).fill(255), width: 300, height: 200, dpi: 300 };
    const reading = await readingImage(blank, 128);
    expect(reading).toMatchObject({ left: 0, top: 0, scale: 1 });
    expect(parsePgm(reading.pgm, 300)).toMatchObject({ width: 300, height: 200 });
  });

  it("maps the words' boxes back to the page's pixels", () => {
    const word = { text: 'Valve', confidence: 91, bbox: { x0: 10, y0: 20, x1: 70, y1: 44 } };
    expect(wordsOnPage([word], { left: 155, top: 255, scale: 0.5 })).toEqual([
      { ...word, bbox: { x0: 175, y0: 295, x1: 295, y1: 343 } },
    ]);
  });
});

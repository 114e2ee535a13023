import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { stretchLightness } from './lightness';

const WIDTH = 200;
const HEIGHT = 200;

/** sharp's normalise() of a gray page, the stretch stretchLightness stands in for. */
async function sharpNormalised(pixels: Uint8Array): Promise<Uint8Array> {
  const raw = { width: WIDTH, height: HEIGHT, channels: 1 as const };
  const out = await sharp(pixels, { raw })
    .normalise({ lower: 0.5, upper: 99.5 })
    .toColourspace('b-w')
    .raw()
    .toBuffer();
  return new Uint8Array(out);
}

function page(level: (i: number) => number): Uint8Array {
  return Uint8Array.from({ length: WIDTH * HEIGHT }, (_, i) => level(i));
}

describe('lightness stretch', () => {
  it("gives sharp's normalise within one level, on a ramp and on grey paper with ink", async () => {
    for (const pixels of [
      page((i) => 40 + (i % 181)),
      page((i) => (i % 100 === 0 ? 240 : i % 10 === 0 ? 60 : 180)),
    ]) {
      const want = await sharpNormalised(pixels);
      const got = Uint8Array.from(pixels);
      stretchLightness(got);
      const worst = got.reduce((most, value, i) => Math.max(most, Math.abs(value - want[i]!)), 0);
      expect(worst).toBeLessThanOrEqual(1);
    }
  });

  it('takes the darkest level near black and the lightest near white, keeping their order', () => {
    const pixels = page((i) => 70 + (i % 140));
    stretchLightness(pixels);
    // Near, not at: the range is taken in whole L* units, outward.
    expect(pixels.reduce((least, value) => Math.min(least, value), 255)).toBeLessThanOrEqual(8);
    expect(pixels.reduce((most, value) => Math.max(most, value), 0)).toBeGreaterThanOrEqual(247);
    for (let i = 1; i < 140; i += 1) expect(pixels[i]!).toBeGreaterThanOrEqual(pixels[i - 1]!);
  });

  it('leaves a page of one level as it is', () => {
    const pixels = page(() => 128);
    stretchLightness(pixels);
    expect(pixels.every((value) => value === 128)).toBe(true);
  });
});

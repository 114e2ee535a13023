/**
 * What a scanner and a photocopier do to a clean page: noise, speckle, blur, lower contrast. Works on
 * an 8-bit grayscale pixel buffer; the skew is applied earlier, when the page is drawn.
 */
import sharp from 'sharp';
import { seededRandom } from './random';

export type Degradation = 'clean' | 'mild' | 'heavy';

type Recipe = { noise: number; speckle: number; blur: number; low: number; high: number };

const RECIPES: Record<Degradation, Recipe> = {
  clean: { noise: 0, speckle: 0, blur: 0, low: 0, high: 255 },
  mild: { noise: 14, speckle: 0.0004, blur: 0.8, low: 10, high: 245 },
  heavy: { noise: 60, speckle: 0.006, blur: 1.2, low: 70, high: 205 },
};

/** The page's skew in degrees for a degradation, sign chosen by the seed. */
export function skewFor(degradation: Degradation, seed: number): number {
  const random = seededRandom(seed ^ 0x5eed);
  const sign = random.next() < 0.5 ? -1 : 1;
  if (degradation === 'mild') return sign * (1 + random.next());
  if (degradation === 'heavy') return sign * (3 + random.next());
  return 0;
}

/** Degrades a grayscale page in place and returns it as a JPEG (or PNG for clean pages). */
export async function degradePage(
  gray: Uint8Array,
  width: number,
  height: number,
  degradation: Degradation,
  seed: number,
): Promise<Buffer> {
  const recipe = RECIPES[degradation];
  const random = seededRandom(seed);
  const range = (recipe.high - recipe.low) / 255;
  for (let i = 0; i < gray.length; i += 1) {
    let value = recipe.low + gray[i]! * range;
    if (recipe.noise) value += random.gaussian() * recipe.noise;
    if (recipe.speckle && random.next() < recipe.speckle) value = random.next() < 0.7 ? 20 : 255;
    gray[i] = value < 0 ? 0 : value > 255 ? 255 : value;
  }
  let image = sharp(gray, { raw: { width, height, channels: 1 } });
  if (recipe.blur) image = image.blur(recipe.blur);
  image = image.toColourspace('b-w');
  return degradation === 'clean'
    ? image.png({ compressionLevel: 6 }).toBuffer()
    : image.jpeg({ quality: 85 }).toBuffer();
}

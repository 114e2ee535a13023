/**
 * Contrast stretch of a grayscale page by its lightness (CIE L*), as sharp's normalise() did for the
 * engine, but as one table lookup a pixel. sharp's normalise converts the page to Lab and back in
 * floating point, about 0.9 s for an A4 page at 300 dpi (issue 32 §3); a gray page's stretch depends
 * only on its gray level, so 256 levels are computed once and looked up. Pure, in place.
 */

/** sRGB-encoded level (0-255) to linear light (0-1). */
function linearOf(level: number): number {
  const c = level / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** Linear light (0-1) to the nearest sRGB-encoded level. */
function levelOf(linear: number): number {
  const c = linear <= 0.0031308 ? linear * 12.92 : 1.055 * linear ** (1 / 2.4) - 0.055;
  return Math.min(255, Math.max(0, Math.round(c * 255)));
}

const EPSILON = 216 / 24389;
const KAPPA = 24389 / 27;

function lightnessOf(linear: number): number {
  return linear > EPSILON ? 116 * Math.cbrt(linear) - 16 : KAPPA * linear;
}

function linearOfLightness(lightness: number): number {
  const f = (lightness + 16) / 116;
  return f ** 3 > EPSILON ? f ** 3 : lightness / KAPPA;
}

const LIGHTNESS = Array.from({ length: 256 }, (_, level) => lightnessOf(linearOf(level)));

/**
 * Stretches the page's lightness so its darkest level becomes black and its lightest white (the
 * range taken in whole L* units, outward, as sharp did), in place. A page of one level is left as it is.
 */
export function stretchLightness(pixels: Uint8Array): void {
  const present = new Uint8Array(256);
  for (let i = 0; i < pixels.length; i += 1) present[pixels[i]!] = 1;
  const darkest = present.indexOf(1);
  const lightest = present.lastIndexOf(1);
  if (darkest < 0) return;
  const low = Math.trunc(LIGHTNESS[darkest]!);
  const high = Math.ceil(LIGHTNESS[lightest]!);
  if (high - low <= 1) return;
  const scale = 100 / (high - low);
  const table = new Uint8Array(256);
  for (let level = 0; level < 256; level += 1) {
    const stretched = Math.min(100, Math.max(0, (LIGHTNESS[level]! - low) * scale));
    table[level] = levelOf(linearOfLightness(stretched));
  }
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = table[pixels[i]!]!;
}

/**
 * The image work of a visit, run in the parse pool's children (decision 0051: sharp never loads in the
 * server process, and a hostile image can cost a child its life, not the server its memory).
 * - A photo is turned upright by its EXIF orientation, fitted inside 1600 px without enlargement and
 *   written as JPEG. sharp writes no metadata unless asked (there is no `withMetadata` here), so the
 *   camera's EXIF, GPS position included, stays behind. `limitInputPixels` refuses a decompression
 *   bomb from its header, before anything is decoded.
 * - A signature's format is read from its header.
 */
import { VISIT_WORK_LIMITS } from '@firebreak/shared';
import sharp from 'sharp';

/** A phone camera is 50 megapixels at most; twice that is refused before it is decoded. */
export const PHOTO_MAX_PIXELS = 100_000_000;

/** The longest side of the copy the service report embeds (about 5 cm wide on the page at 250 dpi). */
export const THUMBNAIL_SIDE = 480;

export type StoredPhoto = { jpeg: Uint8Array; thumbnail: Uint8Array; width: number; height: number };

const inside = (side: number) => ({
  width: side,
  height: side,
  fit: 'inside' as const,
  withoutEnlargement: true,
});

/** The photo as stored, and its thumbnail, from one decode. */
export async function storedPhoto(input: Uint8Array): Promise<StoredPhoto> {
  const upright = sharp(input, { limitInputPixels: PHOTO_MAX_PIXELS }).rotate();
  const [{ data, info }, thumbnail] = await Promise.all([
    upright
      .clone()
      .resize(inside(VISIT_WORK_LIMITS.photoMaxSide))
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer({ resolveWithObject: true }),
    upright.clone().resize(inside(THUMBNAIL_SIDE)).jpeg({ quality: 72, mozjpeg: true }).toBuffer(),
  ]);
  return {
    jpeg: new Uint8Array(data),
    thumbnail: new Uint8Array(thumbnail),
    width: info.width,
    height: info.height,
  };
}

/** The image's format by its header ('png', 'jpeg'…), or null when it is not an image sharp reads. */
export async function imageFormat(input: Uint8Array): Promise<{ format: string | null }> {
  try {
    const meta = await sharp(input, { limitInputPixels: PHOTO_MAX_PIXELS }).metadata();
    return { format: meta.format ?? null };
  } catch {
    return { format: null };
  }
}

/**
 * The image work of a visit, run in the parse pool's children (decision 0051: sharp never loads in the
 * server process, and a hostile image can cost a child its life, not the server its memory).
 * - A photo is turned upright by its EXIF orientation, fitted inside 1600 px without enlargement and
 *   written as JPEG. sharp writes no metadata unless asked (there is no `withMetadata` here), so the
 *   camera's EXIF, GPS position included, stays behind. `limitInputPixels` refuses a decompression
 *   bomb from its header, before anything is decoded.
 * - A signature must be a PNG (by its header). It is flattened onto white, fitted inside 1000 px and
 *   written again as an 8-bit RGB PNG without alpha, interlacing or other chunks (decision 0076): only
 *   this copy is stored, and pdfkit embeds such a PNG's image data as it is, without decoding it, so
 *   drawing a report never unpacks a client's upload in the server process.
 */
import { VISIT_WORK_LIMITS } from '@firebreak/shared';
import sharp from 'sharp';
import { JobInputError } from '../../jobs/file-parsing/serve-jobs';

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

/** The server refuses a larger signature from its header first (png-header.ts); this is the child's own check. */
export const SIGNATURE_MAX_PIXELS = VISIT_WORK_LIMITS.signatureMaxSide ** 2;

export type StoredSignature = { png: Uint8Array; width: number; height: number };

/** The signature as stored; anything that is not a PNG sharp can read is refused ('not-png'). */
export async function storedSignature(input: Uint8Array): Promise<StoredSignature> {
  const image = sharp(input, { limitInputPixels: SIGNATURE_MAX_PIXELS });
  const meta = await image.metadata();
  if (meta.format !== 'png') throw new JobInputError('not-png', 'The signature is not a PNG');
  const { data, info } = await image
    .flatten({ background: '#ffffff' })
    .resize(inside(VISIT_WORK_LIMITS.signatureStoredSide))
    .toColourspace('srgb')
    .png({ compressionLevel: 9, progressive: false, palette: false })
    .toBuffer({ resolveWithObject: true });
  return { png: new Uint8Array(data), width: info.width, height: info.height };
}

/**
 * What an intake upload is (issue 32): a PDF goes to the library as it is; a photo of a page (JPEG, PNG,
 * WebP, HEIC) is turned upright, brought within the resolution OCR needs, and wrapped as a one-page PDF,
 * so the library keeps it and the processing pool reads it as any scan. Anything else is refused, per file.
 */
import { INTAKE_LIMITS, INTAKE_MESSAGES } from '@firebreak/shared';
import { fileTypeFromFile } from 'file-type';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';

/** A page photo's longest side as kept: an A4 page at 300 dpi. */
const PHOTO_LONG_SIDE = 3508;
const PHOTO_TYPES = new Set(['jpg', 'png', 'webp', 'heic', 'avif']);

export type IntakeUpload =
  | { kind: 'pdf' }
  | { kind: 'photo'; fileName: string; pdf: Uint8Array }
  | { kind: 'refused'; error: string };

/** What the spooled file at `path` is, and for a photo its PDF. */
export async function prepareUpload(path: string, fileName: string): Promise<IntakeUpload> {
  const found = await fileTypeFromFile(path).catch(() => undefined);
  if (found?.ext === 'pdf') return { kind: 'pdf' };
  if (!found || !PHOTO_TYPES.has(found.ext)) return { kind: 'refused', error: INTAKE_MESSAGES.unsupported };
  try {
    return { kind: 'photo', fileName: pdfName(fileName), pdf: await photoAsPdf(path) };
  } catch (error) {
    const message = (error as Error).message ?? '';
    if (/pixel limit/i.test(message)) return { kind: 'refused', error: INTAKE_MESSAGES.photoTooLarge };
    return { kind: 'refused', error: INTAKE_MESSAGES.photoUnreadable };
  }
}

const pdfName = (fileName: string) => `${fileName.replace(/\.[^.]*$/, '') || 'photo'}.pdf`;

/** The photo upright, at most an A4 page at 300 dpi, as a grey JPEG on a page of its own size. */
async function photoAsPdf(path: string): Promise<Uint8Array> {
  const { data, info } = await sharp(path, { limitInputPixels: INTAKE_LIMITS.maxPhotoPixels })
    .rotate()
    .resize({ width: PHOTO_LONG_SIDE, height: PHOTO_LONG_SIDE, fit: 'inside', withoutEnlargement: true })
    .grayscale()
    .jpeg({ quality: 85 })
    .toBuffer({ resolveWithObject: true });
  // 300 dpi: a full-size page photo becomes an A4 page.
  const width = (info.width * 72) / 300;
  const height = (info.height * 72) / 300;
  const doc = new PDFDocument({ size: [width, height], margin: 0, autoFirstPage: false });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  doc.addPage({ size: [width, height], margin: 0 });
  doc.image(data, 0, 0, { width, height });
  doc.end();
  await ended;
  return new Uint8Array(Buffer.concat(chunks));
}

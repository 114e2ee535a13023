/**
 * The parse pool's 'registration-copy' job: a photo or scan of a registration card, as the one-page
 * PDF the library keeps. The image is first made what a visit photo is (visit-images.ts: upright,
 * within 1600 px, JPEG without metadata, a decompression bomb refused from its header); pdfkit embeds
 * that JPEG as it is. It runs in a child (decision 0051): sharp and pdfkit never touch an upload in the
 * server process.
 */
import PDFDocument from 'pdfkit';
import { pdfBytes } from '../../lib/pdf-letterhead';
import { storedPhoto } from '../visits/visit-images';

export type RegistrationCopyParams = { title: string };

const MARGIN = 36;

export async function registrationCopyPdf(input: Uint8Array, { title }: RegistrationCopyParams) {
  const photo = await storedPhoto(input);
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: title } });
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .text(title, { width: doc.page.width - MARGIN * 2 });
  const top = doc.y + 8;
  doc.image(Buffer.from(photo.jpeg), MARGIN, top, {
    fit: [doc.page.width - MARGIN * 2, doc.page.height - top - MARGIN],
  });
  return new Uint8Array(await pdfBytes(doc));
}

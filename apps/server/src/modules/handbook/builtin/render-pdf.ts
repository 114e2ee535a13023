/**
 * Prints the built-in handbook's source pages to a PDF with pdfkit: one source page per printed page,
 * the page number at the foot. Fixed dates make the output byte-for-byte repeatable.
 */
import type { SourcePage } from './handbook-source';

export type HandbookMeta = { title: string; author: string; subject: string; date: Date };

// Characters the standard Helvetica (WinAnsi) can print; anything else would come out wrong.
const PRINTABLE = /^[\x20-\x7e\u00a0-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u20ac\u2122\n]*$/;

export async function renderHandbookPdf(pages: readonly SourcePage[], meta: HandbookMeta): Promise<Buffer> {
  // Imported here: the parse children load this module (for handbookDataFromPdf) but never render.
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 64, bottom: 72, left: 68, right: 68 },
    autoFirstPage: false,
    info: {
      Title: meta.title,
      Author: meta.author,
      Subject: meta.subject,
      Creator: 'Firebreak handbook build',
      Producer: 'PDFKit',
      CreationDate: meta.date,
      ModDate: meta.date,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    doc.on('end', () => resolve());
    doc.on('error', reject);
  });
  let printed = 0;
  doc.on('pageAdded', () => {
    printed += 1;
  });

  pages.forEach((page, index) => {
    const number = index + 1;
    for (const text of [page.chapter ?? '', page.heading, ...page.blocks.map((b) => b.text)]) {
      if (!PRINTABLE.test(text))
        throw new Error(`Page ${number}: a character Helvetica cannot print in "${text}"`);
    }
    doc.addPage();
    const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
    if (number === 1) {
      doc.moveDown(8).font('Helvetica-Bold').fontSize(24).text(page.heading, { align: 'center', width });
      doc.moveDown(1.5);
    } else {
      if (page.chapter) {
        doc.font('Helvetica-Bold').fontSize(19).fillColor('#b3261e').text(page.chapter, { width });
        doc.fillColor('black').moveDown(0.6);
      }
      doc.font('Helvetica-Bold').fontSize(13.5).text(page.heading, { width });
      doc.moveDown(0.6);
    }
    const left = doc.page.margins.left;
    for (const b of page.blocks) {
      doc.font('Helvetica').fontSize(number === 1 ? 12 : 10.5);
      const align = number === 1 ? 'center' : 'left';
      if (b.kind === 'bullet') {
        doc.text(`\u2022  ${b.text}`, left + 12, doc.y, { width: width - 12, align, lineGap: 1.5 });
        doc.moveDown(0.25);
      } else {
        doc.text(b.text, left, doc.y, { width, align, lineGap: 1.5 });
        doc.moveDown(0.6);
      }
    }
    if (printed !== number)
      throw new Error(`Page ${number} ("${page.heading}") does not fit on one printed page`);
    // The footer sits in the bottom margin; lift the margin while writing it so no page is added.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor('#555555')
      .text(String(number), doc.page.margins.left, doc.page.height - 44, {
        width,
        align: 'center',
        lineBreak: false,
      });
    doc.fillColor('black');
    doc.page.margins.bottom = bottom;
  });
  doc.end();
  await finished;
  return Buffer.concat(chunks);
}

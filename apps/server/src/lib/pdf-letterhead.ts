/**
 * What every PDF the company sends shares (the quotation, the service report, the certificate of
 * inspection): the letterhead from configuration, headings, rules, page breaks and the footer.
 * pdfkit with its built-in Helvetica (WinAnsi), so nothing is fetched or installed at run time.
 */
import type { Config } from '../config';

export type Company = Config['company'];

export const PAGE_MARGIN = 50;
export const INK = '#1a1a1a';
export const MUTED = '#555555';
export const ACCENT = '#00838f';
const RULE = '#cccccc';

// WinAnsi: ASCII, Latin-1 and a few typographic marks. Anything else would print as garbage.
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/** Text the standard fonts can show: minus signs and no-break spaces made plain, the rest '?'. */
export function pdfText(value: string): string {
  let out = '';
  for (const char of value.replace(/\u2212/g, '-').replace(/[\u00a0\u202f\u2009]/g, ' ')) {
    const code = char.codePointAt(0) ?? 0;
    const printable = (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || char === '\n';
    out += printable || WIN_ANSI_EXTRA.has(char) ? char : '?';
  }
  return out;
}

/** The usable width of an A4 page between the margins. */
export const contentWidth = (doc: PDFKit.PDFDocument) => doc.page.width - PAGE_MARGIN * 2;

/**
 * The company on the left (name, address, contact, VAT number); on the right the document's title,
 * its reference and a few lines (date, validity…). Ends with a rule under both.
 */
export function letterhead(
  doc: PDFKit.PDFDocument,
  company: Company,
  heading: { title: string; reference: string; lines: string[] },
) {
  const width = contentWidth(doc);
  const top = doc.y;
  const left = PAGE_MARGIN;
  const half = width / 2;
  doc
    .font('Helvetica-Bold')
    .fontSize(15)
    .fillColor(INK)
    .text(pdfText(company.name), left, top, { width: half + 40 });
  doc.font('Helvetica').fontSize(9).fillColor(MUTED);
  doc.text(pdfText(company.address), { width: half });
  const contact = [company.phone && `Tel ${company.phone}`, company.email].filter(Boolean).join('  |  ');
  if (contact) doc.text(pdfText(contact), { width: half });
  doc.text(pdfText(`VAT No. ${company.vatNumber}`), { width: half });
  const leftBottom = doc.y;

  const right = left + half;
  doc
    .font('Helvetica-Bold')
    .fontSize(20)
    .fillColor(ACCENT)
    .text(pdfText(heading.title), right, top, { width: half, align: 'right' });
  doc.font('Helvetica-Bold').fontSize(11).fillColor(INK).text(pdfText(heading.reference), right, doc.y, {
    width: half,
    align: 'right',
  });
  doc.font('Helvetica').fontSize(9).fillColor(MUTED);
  for (const line of heading.lines) doc.text(pdfText(line), right, doc.y, { width: half, align: 'right' });
  doc.y = Math.max(doc.y, leftBottom) + 10;
  rule(doc, width);
}

export function heading(doc: PDFKit.PDFDocument, title: string, width: number) {
  ensureSpace(doc, 50);
  doc.font('Helvetica-Bold').fontSize(11).fillColor(ACCENT).text(title, PAGE_MARGIN, doc.y, { width });
  doc.moveDown(0.2);
}

export function rule(doc: PDFKit.PDFDocument, width: number) {
  doc
    .moveTo(PAGE_MARGIN, doc.y)
    .lineTo(PAGE_MARGIN + width, doc.y)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
  doc.y += 5;
}

/** Starts a new page when fewer than `height` points are left above the footer. */
export function ensureSpace(doc: PDFKit.PDFDocument, height: number) {
  if (doc.y + height > doc.page.height - PAGE_MARGIN - 20) doc.addPage();
}

/** `Company | VAT No. | reference | Page n of m` on every page (the document needs `bufferPages`). */
export function footers(doc: PDFKit.PDFDocument, company: Company, reference: string) {
  const width = contentWidth(doc);
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0; // writing inside the margin must not start another page
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(MUTED)
      .text(
        pdfText(
          `${company.name}  |  VAT No. ${company.vatNumber}  |  ${reference}  |  Page ${index + 1} of ${range.count}`,
        ),
        PAGE_MARGIN,
        doc.page.height - PAGE_MARGIN + 15,
        { width, align: 'center', lineBreak: false },
      );
    doc.page.margins.bottom = bottom;
  }
}

/** The whole document as bytes (pdfkit is a stream); call after drawing, it ends the document. */
export function pdfBytes(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

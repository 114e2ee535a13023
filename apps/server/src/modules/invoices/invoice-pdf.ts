/**
 * The South African tax invoice (VAT Act s20) or credit note (s21) as a PDF: the words 'Tax Invoice'
 * or 'Credit Note'; the supplier's name, address and VAT number; the recipient's name, address and VAT
 * number; the number and date of issue; every line's description, quantity, unit price excl. VAT, tax
 * mark and value; the value excl. VAT, the VAT and the total, with zero-rated and exempt supplies apart.
 * Every figure is the JSON's (readInvoice), printed to the cent. Only issued documents have a PDF.
 */
import {
  centsToRand,
  formatLongDate,
  formatZarExact,
  type Invoice,
  TAX_CODE_MARKS,
  VAT_PERCENT,
} from '@firebreak/shared';
import PDFDocument from 'pdfkit';
import {
  ACCENT,
  type Company,
  ensureSpace,
  footers,
  heading,
  INK,
  letterhead,
  MUTED,
  PAGE_MARGIN,
  pdfText,
  rule,
} from '../../lib/pdf-letterhead';
import { type PdfColumn, pdfTable } from '../../lib/pdf-table';

/** Rand to the cent as the PDF prints it ('R 10 350,00'). */
export const pdfMoney = (cents: number) => pdfText(formatZarExact(centsToRand(cents)));
export const pdfQuantity = (quantity: number) =>
  pdfText(quantity.toLocaleString('en-ZA', { maximumFractionDigits: 3 }));

/** A company day (YYYY-MM-DD) in words; noon UTC is that day in any nearby time zone. */
export const longDay = (date: string) => formatLongDate(`${date}T12:00:00Z`);

export const invoicePdfFileName = (invoice: Pick<Invoice, 'number'>) => `${invoice.number}.pdf`;

export const documentTitle = (invoice: Pick<Invoice, 'kind'>) =>
  invoice.kind === 'CREDIT_NOTE' ? 'Credit Note' : 'Tax Invoice';

/** Builds the document and ends it; the caller streams it (it is a Readable). */
export function renderInvoicePdf(invoice: Invoice, company: Company): PDFKit.PDFDocument {
  const number = invoice.number ?? '';
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE_MARGIN,
    bufferPages: true,
    info: {
      Title: pdfText(`${documentTitle(invoice)} ${number}: ${invoice.clientName}`),
      Author: pdfText(company.name),
      CreationDate: new Date(invoice.issuedAt ?? invoice.createdAt),
    },
  });
  const width = doc.page.width - PAGE_MARGIN * 2;
  const issued = invoice.issueDate ? longDay(invoice.issueDate) : '-';
  letterhead(doc, company, {
    title: documentTitle(invoice),
    reference: number,
    lines: [
      `Date of issue: ${issued}`,
      ...(invoice.dueDate ? [`Due date: ${longDay(invoice.dueDate)}`] : []),
      ...(invoice.creditsInvoiceNumber ? [`Credits tax invoice ${invoice.creditsInvoiceNumber}`] : []),
    ],
  });
  parties(doc, invoice, width);
  lineTable(doc, invoice, width);
  totals(doc, invoice, width);
  if (invoice.notes) paragraph(doc, 'Notes', invoice.notes, width);
  doc.moveDown(0.6);
  doc
    .font('Helvetica')
    .fontSize(8.5)
    .fillColor(MUTED)
    .text(
      pdfText(
        `Tax marks: Z = zero-rated (0% VAT); E = exempt from VAT; lines without a mark are standard-rated at ${VAT_PERCENT}%. Amounts in South African rand.`,
      ),
      PAGE_MARGIN,
      doc.y,
      { width },
    );
  footers(doc, company, number);
  doc.end();
  return doc;
}

function parties(doc: PDFKit.PDFDocument, invoice: Invoice, width: number) {
  const left = PAGE_MARGIN;
  const column = (width - 20) / 2;
  const top = doc.y;
  doc.font('Helvetica-Bold').fontSize(10).fillColor(ACCENT).text('Bill to', left, top, { width: column });
  doc
    .font('Helvetica-Bold')
    .fontSize(9.5)
    .fillColor(INK)
    .text(pdfText(invoice.clientName), { width: column });
  doc.font('Helvetica').fontSize(9);
  if (invoice.clientAddress) doc.text(pdfText(invoice.clientAddress), { width: column });
  if (invoice.clientVatNumber) doc.text(pdfText(`VAT No. ${invoice.clientVatNumber}`), { width: column });
  const leftBottom = doc.y;
  const right = left + column + 20;
  const rows: [string, string][] = [
    ...(invoice.reference ? [['Reference', invoice.reference] as [string, string]] : []),
    ...(invoice.projectTitle ? [['Project', invoice.projectTitle] as [string, string]] : []),
    ...(invoice.siteName ? [['Site', invoice.siteName] as [string, string]] : []),
    ...(invoice.kind === 'CREDIT_NOTE' ? [['Reason', invoice.reason] as [string, string]] : []),
  ];
  doc.y = top;
  for (const [label, value] of rows) {
    doc
      .font('Helvetica-Bold')
      .fontSize(9)
      .fillColor(INK)
      .text(`${label}: `, right, doc.y, { continued: true, width: column });
    doc.font('Helvetica').text(pdfText(value));
  }
  doc.y = Math.max(leftBottom, doc.y) + 12;
  doc.x = left;
}

const COLUMNS = [
  { key: 'number', title: '#', width: 18, align: 'left' },
  { key: 'description', title: 'Description', width: 0, align: 'left' },
  { key: 'quantity', title: 'Qty', width: 50, align: 'right' },
  { key: 'price', title: 'Unit price excl. VAT', width: 90, align: 'right' },
  { key: 'mark', title: 'Tax', width: 24, align: 'center' },
  { key: 'value', title: 'Value excl. VAT', width: 90, align: 'right' },
] as const satisfies readonly PdfColumn<string>[];

/** Rows never split; a row that does not fit starts a new page, which repeats the header (pdfTable). */
function lineTable(doc: PDFKit.PDFDocument, invoice: Invoice, width: number) {
  const table = pdfTable(doc, COLUMNS, { width, gap: 6 });
  heading(doc, invoice.kind === 'CREDIT_NOTE' ? 'Credited' : 'Supplies', width);
  table.header();
  invoice.lines.forEach((line, index) => {
    table.row({
      number: String(index + 1),
      description: pdfText(line.description),
      quantity: pdfQuantity(line.quantity),
      price: pdfMoney(line.unitPriceCents),
      mark: TAX_CODE_MARKS[line.taxCode],
      value: pdfMoney(line.netCents),
    });
  });
  rule(doc, width);
}

function totals(doc: PDFKit.PDFDocument, invoice: Invoice, width: number) {
  const amountWidth = 130;
  const labelWidth = 200;
  const labelX = PAGE_MARGIN + width - amountWidth - labelWidth - 10;
  const rows: [string, number, boolean][] = [
    ['Value excl. VAT', invoice.exclCents, false],
    ...(invoice.byTaxCode.ZERO_RATED > 0
      ? [['of which zero-rated (Z)', invoice.byTaxCode.ZERO_RATED, false] as [string, number, boolean]]
      : []),
    ...(invoice.byTaxCode.EXEMPT > 0
      ? [['of which exempt (E)', invoice.byTaxCode.EXEMPT, false] as [string, number, boolean]]
      : []),
    [`VAT at ${VAT_PERCENT}%`, invoice.vatCents, false],
    [invoice.kind === 'CREDIT_NOTE' ? 'Total credited' : 'Total', invoice.totalCents, true],
  ];
  ensureSpace(doc, rows.length * 16 + 10);
  for (const [label, cents, strong] of rows) {
    const y = doc.y;
    doc
      .font(strong ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(strong ? 11 : 10)
      .fillColor(INK);
    doc.text(pdfText(label), labelX, y, { width: labelWidth, align: 'right' });
    doc.text(pdfMoney(cents), labelX + labelWidth + 10, y, { width: amountWidth, align: 'right' });
    doc.y = Math.max(doc.y, y) + 3;
  }
  doc.x = PAGE_MARGIN;
}

function paragraph(doc: PDFKit.PDFDocument, title: string, body: string, width: number) {
  doc.moveDown(0.6);
  heading(doc, title, width);
  doc.font('Helvetica').fontSize(9.5).fillColor(INK).text(pdfText(body), PAGE_MARGIN, doc.y, { width });
}

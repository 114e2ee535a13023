/**
 * The PDF quotation: letterhead from configuration, quote number, date and validity, client and
 * project, every line of the estimate with VAT, the full includes, exclusions and notes, payment terms.
 * pdfkit with its built-in Helvetica (WinAnsi), so nothing is fetched or installed at run time.
 */
import {
  clientBoqLines,
  clientQuoteBreakdown,
  clientTypeLabel,
  formatArea,
  formatLongDate,
  formatQuantity,
  locationLabel,
  type SavedQuote,
  urgencyLabel,
  validUntil,
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

// The quote is a priced document: it shows cents so its lines add up (docs/decisions/0013).
const rand = new Intl.NumberFormat('en-ZA', {
  style: 'currency',
  currency: 'ZAR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const money = (amount: number) => pdfText(rand.format(amount));

export function quotePdfFileName(quote: Pick<SavedQuote, 'quoteNumber'>): string {
  return `${quote.quoteNumber}.pdf`;
}

/** Builds the document and ends it; the caller streams it (it is a Readable). */
export function renderQuotePdf(quote: SavedQuote, company: Company): PDFKit.PDFDocument {
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE_MARGIN,
    bufferPages: true,
    info: {
      Title: pdfText(`Quotation ${quote.quoteNumber}: ${quote.projectTitle}`),
      Author: pdfText(company.name),
      Subject: pdfText(quote.projectTypeName),
      CreationDate: new Date(quote.generatedAt),
    },
  });
  const width = doc.page.width - PAGE_MARGIN * 2;
  const left = PAGE_MARGIN;

  letterhead(doc, company, quoteHeading(quote));
  details(doc, quote, width);
  if (quote.kind === 'BOQ') billOfQuantities(doc, quote, width);
  estimate(doc, quote, width);
  list(doc, 'Includes', quote.includes, width);
  list(doc, 'Exclusions', quote.exclusions, width);
  list(doc, 'Notes', quote.notes, width);
  paragraph(doc, 'Payment terms', quote.paymentTerms, width);
  paragraph(doc, 'Validity', quote.validity, width);
  doc.moveDown(1);
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(MUTED)
    .text(
      pdfText(
        `Prices are in South African rand and include VAT at 15% where shown. Prepared by ${quote.generatedBy} of ${company.name}.`,
      ),
      left,
      doc.y,
      { width },
    );
  footers(doc, company, quote.quoteNumber);
  doc.end();
  return doc;
}

function quoteHeading(quote: SavedQuote) {
  return {
    title: 'QUOTATION',
    reference: quote.quoteNumber,
    lines: [
      `Date: ${formatLongDate(quote.generatedAt)}`,
      `Valid until: ${formatLongDate(validUntil(quote.generatedAt, quote.validityDays))}`,
    ],
  };
}

function details(doc: PDFKit.PDFDocument, quote: SavedQuote, width: number) {
  const left = PAGE_MARGIN;
  const column = (width - 20) / 2;
  const top = doc.y;
  const block = (x: number, title: string, rows: [string, string][]) => {
    doc.font('Helvetica-Bold').fontSize(10).fillColor(ACCENT).text(title, x, top, { width: column });
    for (const [label, value] of rows) {
      doc
        .font('Helvetica-Bold')
        .fontSize(9)
        .fillColor(INK)
        .text(`${label}: `, x, doc.y, { continued: true, width: column });
      doc.font('Helvetica').text(pdfText(value || '-'));
    }
    return doc.y;
  };
  const clientBottom = block(left, 'Client', [
    ['Client', quote.clientName],
    ['Contact number', quote.contactNumber],
    ['Client type', clientTypeLabel(quote.clientType)],
  ]);
  const projectBottom = block(left + column + 20, 'Project', [
    ['Project', quote.projectTitle],
    ['Project type', quote.projectTypeName],
    ...(quote.kind === 'BOQ' ? [] : [['Area', `${formatArea(quote.area)} m²`] as [string, string]]),
    ['Urgency', urgencyLabel(quote.urgency)],
    ['Location', locationLabel(quote.location)],
    ['Typical duration', quote.typicalDuration],
  ]);
  doc.y = Math.max(clientBottom, projectBottom) + 12;
  doc.x = left;
}

/** The table's columns, left to right; the description takes what the others leave. */
const BOQ_COLUMNS = [
  { key: 'number', title: '#', width: 20, align: 'left' },
  { key: 'code', title: 'Code', width: 74, align: 'left' },
  { key: 'description', title: 'Description', width: 0, align: 'left' },
  { key: 'quantity', title: 'Quantity', width: 64, align: 'right' },
  { key: 'rate', title: 'Rate (ZAR)', width: 72, align: 'right' },
  { key: 'amount', title: 'Amount (ZAR)', width: 80, align: 'right' },
] as const satisfies readonly PdfColumn<string>[];

/**
 * A BOQ quote's lines as the client sees them (clientBoqLines: the markup folded into each line, the
 * lines adding up to the estimate's first line exactly). Rows never split; a row that does not fit
 * starts a new page, which repeats the table's header; long codes and descriptions wrap (pdfTable).
 */
function billOfQuantities(doc: PDFKit.PDFDocument, quote: SavedQuote, width: number) {
  const table = pdfTable(doc, BOQ_COLUMNS, { width, gap: 6 });
  heading(doc, 'Bill of quantities', width);
  table.header();
  clientBoqLines(quote).forEach(({ line, clientUnitPrice, clientAmount }, index) => {
    table.row({
      number: String(index + 1),
      code: pdfText(line.code || '-'),
      description: pdfText(line.description),
      quantity: pdfText(`${formatQuantity(line.quantity)} ${line.unit}`),
      rate: money(clientUnitPrice),
      amount: money(clientAmount),
    });
  });
  doc.moveDown(0.6);
}

function estimate(doc: PDFKit.PDFDocument, quote: SavedQuote, width: number) {
  const left = PAGE_MARGIN;
  const amountWidth = 130;
  const labelWidth = width - amountWidth - 10;
  heading(doc, 'Estimate', width);
  doc.font('Helvetica-Bold').fontSize(9).fillColor(MUTED);
  const headerY = doc.y;
  doc.text('Description', left, headerY, { width: labelWidth });
  doc.text('Amount (ZAR)', left + labelWidth + 10, headerY, { width: amountWidth, align: 'right' });
  doc.moveDown(0.3);
  rule(doc, width);
  // The client's lines: the markup stays internal (issue 15).
  for (const row of clientQuoteBreakdown(quote, money)) {
    const strong = row.key === 'subtotal' || row.key === 'total';
    if (row.key === 'subtotal' || row.key === 'total') rule(doc, width);
    ensureSpace(doc, 20);
    const y = doc.y;
    doc
      .font(strong ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(row.key === 'total' ? 11 : 10)
      .fillColor(INK);
    doc.text(pdfText(row.label), left, y, { width: labelWidth });
    const after = doc.y;
    doc.text(money(row.amount), left + labelWidth + 10, y, { width: amountWidth, align: 'right' });
    doc.y = Math.max(after, doc.y) + 3;
  }
  doc.x = left;
  doc.moveDown(0.5);
}

function list(doc: PDFKit.PDFDocument, title: string, items: string[], width: number) {
  heading(doc, title, width);
  doc.font('Helvetica').fontSize(9.5).fillColor(INK);
  if (items.length === 0) doc.text('None', PAGE_MARGIN, doc.y, { width });
  for (const item of items) {
    ensureSpace(doc, 14);
    const y = doc.y;
    doc.text('•', PAGE_MARGIN + 4, y, { width: 8 });
    doc.text(pdfText(item), PAGE_MARGIN + 14, y, { width: width - 14 });
    doc.moveDown(0.15);
  }
  doc.moveDown(0.4);
}

function paragraph(doc: PDFKit.PDFDocument, title: string, body: string, width: number) {
  heading(doc, title, width);
  doc.font('Helvetica').fontSize(9.5).fillColor(INK).text(pdfText(body), PAGE_MARGIN, doc.y, { width });
  doc.moveDown(0.4);
}

/**
 * A client's statement as a PDF, on the company's letterhead like the quotation: the client, the
 * period, the opening balance, every entry with its running balance, the closing balance, the ageing
 * of what is open and the unallocated credit. Every figure is the JSON statement's, to the cent.
 */
import {
  AGEING_BUCKET_LABELS,
  AGEING_BUCKETS,
  centsToRand,
  formatLongDate,
  type Statement,
} from '@firebreak/shared';
import PDFDocument from 'pdfkit';
import {
  ACCENT,
  type Company,
  contentWidth,
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

const rand = new Intl.NumberFormat('en-ZA', {
  style: 'currency',
  currency: 'ZAR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
/** Cents as the statement prints them: 'R 1 234,56' (what its test looks for). */
export const statementMoney = (cents: number) => pdfText(rand.format(centsToRand(cents)));

export function statementPdfFileName(statement: Pick<Statement, 'clientName' | 'to'>): string {
  const name = statement.clientName.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'client';
  return `Statement-${name}-${statement.to}.pdf`;
}

type Cell = { text: string; width: number; align: 'left' | 'right' };
const COLUMNS = [
  { title: 'Date', width: 62, align: 'left' },
  { title: 'Reference', width: 78, align: 'left' },
  { title: 'Description', width: 0, align: 'left' },
  { title: 'Debit', width: 72, align: 'right' },
  { title: 'Credit', width: 72, align: 'right' },
  { title: 'Balance', width: 78, align: 'right' },
] as const;
const GAP = 5;

/** Builds the document and ends it; the caller streams it (it is a Readable). */
export function renderStatementPdf(statement: Statement, company: Company): PDFKit.PDFDocument {
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE_MARGIN,
    bufferPages: true,
    info: {
      Title: pdfText(`Statement for ${statement.clientName}, ${statement.from} to ${statement.to}`),
      Author: pdfText(company.name),
    },
  });
  const width = contentWidth(doc);
  letterhead(doc, company, {
    title: 'STATEMENT',
    reference: statement.to,
    lines: [`Period: ${formatLongDate(statement.from)} to ${formatLongDate(statement.to)}`],
  });
  client(doc, statement, width);
  entries(doc, statement, width);
  ageing(doc, statement, width);
  doc.moveDown(1);
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(MUTED)
    .text(
      pdfText(
        `Amounts are in South African rand and include VAT. Please quote your name with every payment to ${company.name}.`,
      ),
      PAGE_MARGIN,
      doc.y,
      { width },
    );
  footers(doc, company, `Statement ${statement.to}`);
  doc.end();
  return doc;
}

function client(doc: PDFKit.PDFDocument, statement: Statement, width: number) {
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .fillColor(ACCENT)
    .text('Statement for', PAGE_MARGIN, doc.y, { width });
  doc.font('Helvetica-Bold').fontSize(10).fillColor(INK).text(pdfText(statement.clientName), { width });
  doc.font('Helvetica').fontSize(9);
  if (statement.clientAddress) doc.text(pdfText(statement.clientAddress), { width });
  if (statement.clientVatNumber) doc.text(pdfText(`VAT No. ${statement.clientVatNumber}`), { width });
  doc.moveDown(0.8);
}

function row(doc: PDFKit.PDFDocument, cells: Cell[], bold = false) {
  doc
    .font(bold ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(8.5)
    .fillColor(INK);
  const height = Math.max(...cells.map((cell) => doc.heightOfString(cell.text, { width: cell.width })));
  const y = doc.y;
  let x = PAGE_MARGIN;
  for (const cell of cells) {
    doc.text(cell.text, x, y, { width: cell.width, align: cell.align });
    x += cell.width + GAP;
  }
  doc.y = y + height + 3;
  doc.x = PAGE_MARGIN;
}

function entries(doc: PDFKit.PDFDocument, statement: Statement, width: number) {
  const fixed = COLUMNS.reduce((sum, column) => sum + column.width, 0);
  const widths = COLUMNS.map((column) => column.width || width - fixed - GAP * (COLUMNS.length - 1));
  const cells = (texts: string[]): Cell[] =>
    texts.map((text, index) => ({ text, width: widths[index] ?? 0, align: COLUMNS[index]?.align ?? 'left' }));
  const header = () => {
    doc.font('Helvetica-Bold').fontSize(8.5).fillColor(MUTED);
    row(doc, cells(COLUMNS.map((column) => column.title)), true);
    rule(doc, width);
  };
  heading(doc, 'Account activity', width);
  header();
  row(
    doc,
    cells([statement.from, '', 'Opening balance', '', '', statementMoney(statement.openingCents)]),
    true,
  );
  for (const entry of statement.entries) {
    const texts = [
      entry.date,
      pdfText(entry.reference || '-'),
      pdfText(entry.description),
      entry.debitCents ? statementMoney(entry.debitCents) : '',
      entry.creditCents ? statementMoney(entry.creditCents) : '',
      statementMoney(entry.balanceCents),
    ];
    if (
      doc.y + doc.heightOfString(texts[2] ?? '', { width: widths[2] ?? 0 }) + 4 >
      doc.page.height - PAGE_MARGIN - 20
    ) {
      doc.addPage();
      header();
    }
    row(doc, cells(texts));
  }
  rule(doc, width);
  row(
    doc,
    cells([statement.to, '', 'Closing balance', '', '', statementMoney(statement.closingCents)]),
    true,
  );
  doc.moveDown(0.8);
}

function ageing(doc: PDFKit.PDFDocument, statement: Statement, width: number) {
  ensureSpace(doc, 90);
  heading(doc, `What is open on ${formatLongDate(statement.to)}, by the invoices' age`, width);
  const labels = [...AGEING_BUCKETS.map((bucket) => AGEING_BUCKET_LABELS[bucket]), 'Total open'];
  const total = AGEING_BUCKETS.reduce((sum, bucket) => sum + statement.ageing[bucket], 0);
  const figures = [
    ...AGEING_BUCKETS.map((bucket) => statementMoney(statement.ageing[bucket])),
    statementMoney(total),
  ];
  const cellWidth = (width - GAP * (labels.length - 1)) / labels.length;
  doc.font('Helvetica-Bold').fontSize(8.5).fillColor(MUTED);
  row(
    doc,
    labels.map((text) => ({ text, width: cellWidth, align: 'right' })),
    true,
  );
  rule(doc, width);
  row(
    doc,
    figures.map((text) => ({ text, width: cellWidth, align: 'right' })),
  );
  doc.moveDown(0.5);
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(INK)
    .text(
      `Unallocated payments (credit held): ${statementMoney(statement.unallocatedCents)}`,
      PAGE_MARGIN,
      doc.y,
      {
        width,
      },
    );
}

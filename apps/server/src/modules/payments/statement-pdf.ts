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
import { type PdfColumn, pdfTable } from '../../lib/pdf-table';

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

const COLUMNS = [
  { key: 'date', title: 'Date', width: 62, align: 'left' },
  { key: 'reference', title: 'Reference', width: 78, align: 'left' },
  { key: 'description', title: 'Description', width: 0, align: 'left' },
  { key: 'debit', title: 'Debit', width: 72, align: 'right' },
  { key: 'credit', title: 'Credit', width: 72, align: 'right' },
  { key: 'balance', title: 'Balance', width: 78, align: 'right' },
] as const satisfies readonly PdfColumn<string>[];
const TABLE = { gap: 5, fontSize: 8.5, rowGap: 3 } as const;

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

function entries(doc: PDFKit.PDFDocument, statement: Statement, width: number) {
  const table = pdfTable(doc, COLUMNS, { width, ...TABLE });
  const line = (date: string, description: string, balanceCents: number) => ({
    date,
    reference: '',
    description,
    debit: '',
    credit: '',
    balance: statementMoney(balanceCents),
  });
  heading(doc, 'Account activity', width);
  table.header();
  table.row(line(statement.from, 'Opening balance', statement.openingCents), { bold: true });
  for (const entry of statement.entries)
    table.row({
      date: entry.date,
      reference: pdfText(entry.reference || '-'),
      description: pdfText(entry.description),
      debit: entry.debitCents ? statementMoney(entry.debitCents) : '',
      credit: entry.creditCents ? statementMoney(entry.creditCents) : '',
      balance: statementMoney(entry.balanceCents),
    });
  rule(doc, width);
  table.row(line(statement.to, 'Closing balance', statement.closingCents), { bold: true });
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
  // Six equal columns: each bucket and the total open.
  const cellWidth = (width - TABLE.gap * (labels.length - 1)) / labels.length;
  const columns = labels.map((title, index) => ({
    key: String(index),
    title,
    width: cellWidth,
    align: 'right' as const,
  }));
  const table = pdfTable(doc, columns, { width, ...TABLE });
  table.header();
  table.row(Object.fromEntries(figures.map((text, index) => [String(index), text])));
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

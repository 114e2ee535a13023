/**
 * The one table of every PDF the company sends (the quotation's bill of quantities, the tax invoice's
 * lines, the statement's entries and ageing): columns left to right, one of them (width 0) taking
 * what the others leave; a header in muted bold over a rule; rows that never split, a row that does
 * not fit starting a new page that repeats the header.
 */
import { INK, MUTED, PAGE_MARGIN, rule } from './pdf-letterhead';

export type PdfColumn<K extends string> = {
  key: K;
  title: string;
  /** Points; 0 for the one column that takes the rest of the width. */
  width: number;
  align: 'left' | 'right' | 'center';
};

type Options = {
  /** The table's whole width (contentWidth). */
  width: number;
  /** Points between columns. */
  gap: number;
  /** The rows' font size (the header is 8.5 pt). */
  fontSize?: number;
  /** Points under each row. */
  rowGap?: number;
};

export function pdfTable<K extends string>(
  doc: PDFKit.PDFDocument,
  spec: readonly PdfColumn<K>[],
  { width, gap, fontSize = 9, rowGap = 4 }: Options,
) {
  const fixed = spec.reduce((sum, column) => sum + column.width, 0);
  const rest = width - fixed - gap * (spec.length - 1);
  let x = PAGE_MARGIN;
  const columns = spec.map((column) => {
    const placed = { ...column, x, width: column.width || rest };
    x += placed.width + gap;
    return placed;
  });
  const bottom = () => doc.page.height - PAGE_MARGIN - 20;

  const header = () => {
    doc.font('Helvetica-Bold').fontSize(8.5).fillColor(MUTED);
    const y = doc.y;
    let below = y;
    for (const column of columns) {
      doc.text(column.title, column.x, y, { width: column.width, align: column.align });
      below = Math.max(below, doc.y);
    }
    doc.y = below + 2;
    rule(doc, width);
  };

  /** One row; `bold` for an opening or closing line. A row that does not fit goes to a new page. */
  const row = (cells: Record<K, string>, { bold = false }: { bold?: boolean } = {}) => {
    const font = () =>
      doc
        .font(bold ? 'Helvetica-Bold' : 'Helvetica')
        .fontSize(fontSize)
        .fillColor(INK);
    font();
    const height = Math.max(
      ...columns.map((column) => doc.heightOfString(cells[column.key] || ' ', { width: column.width })),
    );
    if (doc.y + height + rowGap > bottom()) {
      doc.addPage();
      header();
      font();
    }
    const y = doc.y;
    for (const column of columns)
      doc.text(cells[column.key], column.x, y, { width: column.width, align: column.align });
    doc.y = y + height + rowGap;
    doc.x = PAGE_MARGIN;
  };

  return { header, row };
}

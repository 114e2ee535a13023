/**
 * Renders a demo document's content into a real file of its format with the same libraries a user's
 * office tools would produce: PDF (pdfkit), docx (docx), xlsx (exceljs), pptx (pptxgenjs) and
 * MS Project XML. Dates inside the files are fixed so the bytes (and sha256) are reproducible.
 */
import {
  Document,
  HeadingLevel,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import ExcelJS from 'exceljs';
import PDFDocument from 'pdfkit';
import PptxGenJS from 'pptxgenjs';

export type DemoSection = { heading: string; newPage?: boolean; lines?: string[]; rows?: string[][] };
export type DemoContent = { title: string; subtitle: string; sections: DemoSection[] };

const FIXED_DATE = new Date('2025-06-01T08:00:00Z');
const COMPANY = 'Firebreak Fire Protection (Pty) Ltd';

export function renderPdf(content: DemoContent): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 50,
      info: { Title: content.title, Author: COMPANY, CreationDate: FIXED_DATE, ModDate: FIXED_DATE },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.font('Helvetica-Bold').fontSize(16).text(content.title);
    doc.font('Helvetica').fontSize(10).text(`${COMPANY} - ${content.subtitle}`).moveDown();
    for (const section of content.sections) {
      if (section.newPage) doc.addPage();
      doc.font('Helvetica-Bold').fontSize(12).text(section.heading).moveDown(0.3);
      doc.font('Helvetica').fontSize(10);
      for (const line of section.lines ?? []) doc.text(line).moveDown(0.2);
      for (const row of section.rows ?? []) doc.text(row.join('   |   ')).moveDown(0.1);
      doc.moveDown(0.6);
    }
    doc.end();
  });
}

export async function renderDocx(content: DemoContent): Promise<Buffer> {
  const children: (Paragraph | Table)[] = [
    new Paragraph({ text: content.title, heading: HeadingLevel.TITLE }),
    new Paragraph({ children: [new TextRun({ text: `${COMPANY} - ${content.subtitle}`, italics: true })] }),
  ];
  for (const section of content.sections) {
    children.push(new Paragraph({ text: section.heading, heading: HeadingLevel.HEADING_1 }));
    for (const line of section.lines ?? []) children.push(new Paragraph(line));
    if (section.rows?.length) {
      children.push(
        new Table({
          width: { size: 100, type: WidthType.PERCENTAGE },
          rows: section.rows.map(
            (row) =>
              new TableRow({
                children: row.map((cell) => new TableCell({ children: [new Paragraph(cell)] })),
              }),
          ),
        }),
      );
    }
  }
  const document = new Document({
    creator: COMPANY,
    title: content.title,
    sections: [{ children }],
  });
  return Packer.toBuffer(document);
}

export async function renderXlsx(content: DemoContent): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = COMPANY;
  workbook.created = FIXED_DATE;
  workbook.modified = FIXED_DATE;
  for (const [index, section] of content.sections.entries()) {
    const sheet = workbook.addWorksheet(section.heading.slice(0, 31) || `Sheet ${index + 1}`);
    if (index === 0) {
      sheet.addRow([content.title]);
      sheet.addRow([content.subtitle]);
      sheet.addRow([]);
    }
    for (const line of section.lines ?? []) sheet.addRow([line]);
    for (const row of section.rows ?? []) {
      sheet.addRow(row.map((cell) => (/^-?\d+(\.\d+)?$/.test(cell) ? Number(cell) : cell)));
    }
    sheet.columns.forEach((column) => {
      column.width = 28;
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export async function renderPptx(content: DemoContent): Promise<Buffer> {
  const pptx = new PptxGenJS();
  pptx.author = COMPANY;
  pptx.title = content.title;
  const cover = pptx.addSlide();
  cover.addText(content.title, { x: 0.5, y: 1.5, w: 9, h: 1, fontSize: 28, bold: true });
  cover.addText(content.subtitle, { x: 0.5, y: 2.6, w: 9, h: 0.6, fontSize: 16 });
  for (const section of content.sections) {
    const slide = pptx.addSlide();
    slide.addText(section.heading, { x: 0.5, y: 0.3, w: 9, h: 0.8, fontSize: 22, bold: true });
    const lines = [...(section.lines ?? []), ...(section.rows ?? []).map((row) => row.join(' - '))];
    slide.addText(
      lines.map((line) => ({ text: line, options: { bullet: true, breakLine: true } })),
      { x: 0.5, y: 1.2, w: 9, h: 4, fontSize: 14, valign: 'top' },
    );
  }
  const out = (await pptx.write({ outputType: 'nodebuffer' })) as Buffer;
  return Buffer.from(out);
}

const xml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** MS Project XML (the schema Project saves as .xml): one task per row [name, days, notes]. */
export function renderProjectXml(content: DemoContent): Buffer {
  const tasks: string[] = [];
  let uid = 1;
  let day = 0;
  for (const section of content.sections) {
    for (const row of section.rows ?? []) {
      const [name = '', days = '1', notes = ''] = row;
      const duration = Number(days) || 1;
      const start = new Date(Date.UTC(2025, 6, 1 + day, 8));
      const finish = new Date(Date.UTC(2025, 6, 1 + day + duration - 1, 17));
      tasks.push(
        `<Task><UID>${uid}</UID><ID>${uid}</ID><Name>${xml(name)}</Name><Duration>PT${duration * 8}H0M0S</Duration>` +
          `<Start>${start.toISOString().slice(0, 19)}</Start><Finish>${finish.toISOString().slice(0, 19)}</Finish>` +
          `<Notes>${xml(`${section.heading}: ${notes}`)}</Notes></Task>`,
      );
      uid += 1;
      day += duration;
    }
  }
  const body =
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n` +
    `<Project xmlns="http://schemas.microsoft.com/project">` +
    `<Name>${xml(content.title)}</Name><Title>${xml(content.title)}</Title>` +
    `<Subject>${xml(content.subtitle)}</Subject><Company>${xml(COMPANY)}</Company>` +
    `<StartDate>2025-07-01T08:00:00</StartDate><Tasks>${tasks.join('')}</Tasks></Project>\n`;
  return Buffer.from(body, 'utf8');
}

/**
 * Papers for the intake tests, drawn with pdfkit as a previous contractor's office would print them: a
 * certificate of service with a table of extinguishers, and a hydrostatic test certificate.
 */
import PDFDocument from 'pdfkit';

type Line = { x: number; y: number; text: string; size?: number; bold?: boolean };

export async function paperPdf(lines: readonly Line[]): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 40 });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve) => doc.on('end', resolve));
  for (const line of lines) {
    doc
      .font(line.bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(line.size ?? 10)
      .text(line.text, line.x, line.y, { lineBreak: false });
  }
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}

export type ServiceCertificate = {
  certificate: string;
  date: string;
  rows: { serial: string; type: string; location: string; pressure: string }[];
};

/** A certificate of inspection and service: its number, date, signatory and a table of extinguishers. */
export function serviceCertificate({ certificate, date, rows }: ServiceCertificate) {
  const table = rows.flatMap((row, i) => {
    const y = 260 + i * 20;
    return [
      { x: 40, y, text: row.serial },
      { x: 150, y, text: row.type },
      { x: 300, y, text: row.location },
      { x: 470, y, text: row.pressure },
    ];
  });
  return paperPdf([
    { x: 40, y: 40, text: 'Firesafe Services (Pty) Ltd', size: 14, bold: true },
    { x: 40, y: 60, text: '12 Main Road, Sandton, 2196' },
    { x: 40, y: 100, text: 'CERTIFICATE OF INSPECTION AND SERVICE', size: 16, bold: true },
    { x: 40, y: 140, text: 'Certificate No:' },
    { x: 160, y: 140, text: certificate },
    { x: 40, y: 160, text: 'Date of service:' },
    { x: 160, y: 160, text: date },
    { x: 40, y: 180, text: 'Standard:' },
    { x: 160, y: 180, text: 'SANS 1475-1' },
    { x: 40, y: 240, text: 'Serial No', bold: true },
    { x: 150, y: 240, text: 'Type', bold: true },
    { x: 300, y: 240, text: 'Location', bold: true },
    { x: 470, y: 240, text: 'Pressure', bold: true },
    ...table,
    { x: 40, y: 420, text: 'Technician:' },
    { x: 160, y: 420, text: 'Johannes Mokoena' },
    { x: 40, y: 440, text: 'SAQCC Fire Reg No:' },
    { x: 160, y: 440, text: 'SAQCC 1234-F' },
  ]);
}

/** PDFs for tests, made here with pdfkit: good ones, encrypted ones, text-less, broken and empty. */
import PDFDocument from 'pdfkit';

type Options = {
  pages?: string[];
  title?: string;
  userPassword?: string;
  ownerPassword?: string;
  drawOnly?: boolean;
};

export async function makePdf(options: Options = {}): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    autoFirstPage: false,
    info: { Title: options.title ?? 'Test handbook', CreationDate: new Date('2025-01-01T00:00:00Z') },
    ...(options.userPassword ? { userPassword: options.userPassword } : {}),
    ...(options.ownerPassword ? { ownerPassword: options.ownerPassword } : {}),
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  for (const text of options.pages ?? ['Pump test procedure for the diesel fire pump.']) {
    doc.addPage();
    if (options.drawOnly) doc.rect(50, 50, 200, 100).fill('#cc3333');
    else doc.font('Helvetica').fontSize(11).text(text);
  }
  doc.end();
  await done;
  return Buffer.concat(chunks);
}

/** A structurally valid PDF whose page tree holds no pages. */
export function zeroPagePdf(): Buffer {
  const objects = [
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n',
    '2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (const object of objects) {
    offsets.push(body.length);
    body += object;
  }
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer << /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A multipart/form-data body with one file part (and optional text fields). */
export function multipartBody(
  file: { name: string; data: Buffer; field?: string; type?: string } | null,
  fields: Record<string, string> = {},
) {
  const boundary = `----firebreak${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type ?? 'application/pdf'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/**
 * What a parse child does before it says it is ready (decision 0082): pdfjs imported, and one small
 * text PDF read through the processing engine, so the first real job finds the fonts, the text
 * evaluator and the engine's own code already loaded and compiled rather than paying for them itself
 * (a one-page PDF took 100-170 ms in a fresh child against 20-35 ms in a used one).
 */
import { loadPdfjs } from '../../lib/pdfjs-loader';
import { processPdf } from '../../modules/document-processing/engine/process-pdf';

/** A one-page PDF in Helvetica, written by hand: no PDF library is loaded for it. */
export function warmUpPdf(): Uint8Array {
  const text = 'Warm-up page: the sprinkler alarm valve was tested to SANS 10287 on 3 June 2025.';
  const content = `BT /F1 11 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}

/** At most this long: a warm-up never keeps a child from serving (the pool waits for its readiness). */
const WARM_UP_LIMIT_MS = 20_000;

/** Never fails: a child that cannot warm up still serves jobs, which then report their own errors. */
export async function warmUpChild(): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, WARM_UP_LIMIT_MS);
  });
  await Promise.race([warmUp(), limit]);
  clearTimeout(timer);
}

async function warmUp(): Promise<void> {
  try {
    await loadPdfjs();
    await processPdf(
      warmUpPdf(),
      {
        mode: 'full',
        useOCR: false,
        enhanceImages: false,
        extractMetadata: true,
        generateSummary: true,
        maxPages: 1,
        layout: false,
      },
      () => {},
    );
  } catch {
    // Nothing to do: the jobs themselves will say what is wrong.
  }
}

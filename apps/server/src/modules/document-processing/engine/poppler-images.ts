/**
 * Whether a PDF page draws an image, by poppler's `pdfimages -list` when the machine has it: it walks
 * the page's content without decoding anything (~10 ms), where pdfjs's operator list decodes a scan's
 * JPEG in JavaScript (0.5-1 s an A4 page at 300 dpi; issue 32 §3) only to learn that it is there.
 */
import { type PopplerInput, runPoppler } from './poppler-run';

/** A listing is a header and a line per image; a page with thousands is still well under this. */
const MAX_OUTPUT_BYTES = 4 * 1024 * 1024;

/** True or false, or null when pdfimages is not here or fails (the caller asks pdfjs). */
export async function popplerPageHasImages(input: PopplerInput, page: number): Promise<boolean | null> {
  const number = String(page);
  const output = await runPoppler(
    'pdfimages',
    (file) => ['-q', '-list', '-f', number, '-l', number, file],
    input,
    MAX_OUTPUT_BYTES,
  );
  if (output === null) return null;
  // Below the two header lines, each line is an image (or mask) the page draws.
  const lines = output.toString('latin1').split('\n').slice(2);
  return lines.some((line) => line.trim() !== '');
}

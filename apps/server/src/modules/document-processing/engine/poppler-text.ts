/**
 * A PDF's text layer read by poppler's `pdftotext -raw` when the machine has it (Debian's
 * poppler-utils), about three times as fast as pdfjs's text content on a text PDF
 * (docs/decisions/0093). `-raw` keeps the content stream's order, as pdfjs does: each page's text,
 * tidied by joinTextItems, is the text pdfjs gives. Optional: without pdftotext (or when it fails on a
 * file) the engine reads the text with pdfjs as before. It runs as a child of the parse child, under
 * its own CPU-time and address-space limits (the pool's RSS watch sees only the parse child), so a
 * file built to overload it ends it rather than the machine.
 */
import { joinTextItems } from '../../../lib/pdf-text';
import { type PopplerInput, popplerToolAvailable, runPoppler } from './poppler-run';

/** Text beyond this is not read (a page of text is a few kilobytes). */
const MAX_OUTPUT_BYTES = 64 * 1024 * 1024;

/** Whether `pdftotext` runs here (asked once per process). */
export function popplerAvailable(): Promise<boolean> {
  return popplerToolAvailable('pdftotext');
}

/** The text tidied as a text layer's is (lines trimmed, '-\n' joined, blank runs folded). */
function tidy(page: string): string {
  return joinTextItems(page.split('\n').map((line) => ({ str: line, hasEOL: true })));
}

/**
 * The PDF's pages (at `filePath`, or these bytes through stdin) up to `lastPage` (all when null), one
 * string each, or null when pdftotext is not here or fails. The caller checks the number of pages.
 */
export async function popplerPageTexts(
  input: PopplerInput,
  lastPage: number | null,
): Promise<string[] | null> {
  const range = lastPage === null ? [] : ['-l', String(Math.max(1, lastPage))];
  const output = await runPoppler(
    'pdftotext',
    (file) => ['-q', '-enc', 'UTF-8', '-raw', ...range, file, '-'],
    input,
    MAX_OUTPUT_BYTES,
  );
  if (output === null) return null;
  // A form feed ends every page, the last included.
  const texts = output.toString('utf8').split('\f');
  if (texts.at(-1) === '') texts.pop();
  return texts.map(tidy);
}

/**
 * A PDF's text layer read by poppler's `pdftotext -raw` when the machine has it (Debian's
 * poppler-utils), about three times as fast as pdfjs's text content on a text PDF
 * (docs/decisions/0093). `-raw` keeps the content stream's order, as pdfjs does: each page's text,
 * tidied by joinTextItems, is the text pdfjs gives. Optional: without pdftotext (or when it fails on a
 * file) the engine reads the text with pdfjs as before. It runs as a child of the parse child, under
 * its own CPU-time and address-space limits (the pool's RSS watch sees only the parse child), so a
 * file built to overload it ends it rather than the machine.
 */
import { execFile, spawn } from 'node:child_process';
import { joinTextItems } from '../../../lib/pdf-text';

/** CPU seconds and address space (KiB) pdftotext may use on one file. */
const CPU_SECONDS = 60;
const ADDRESS_SPACE_KB = 1_048_576;
/** Text beyond this is not read (a page of text is a few kilobytes). */
const MAX_OUTPUT_BYTES = 64 * 1024 * 1024;

let available: Promise<boolean> | undefined;

/** Whether `pdftotext` runs here (asked once per process). */
export function popplerAvailable(): Promise<boolean> {
  available ??= new Promise((resolve) => {
    execFile('pdftotext', ['-v'], { timeout: 5_000 }, (error) => resolve(!error));
  });
  return available;
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
  input: { filePath?: string; data: Uint8Array },
  lastPage: number | null,
): Promise<string[] | null> {
  if (!(await popplerAvailable())) return null;
  const range = lastPage === null ? [] : ['-l', String(Math.max(1, lastPage))];
  const args = ['-q', '-enc', 'UTF-8', '-raw', ...range, input.filePath ?? '-', '-'];
  const output = await new Promise<string | null>((resolve) => {
    // The limits are set by the shell before it becomes pdftotext (exec): no wrapper stays behind.
    const child = spawn(
      'sh',
      [
        '-c',
        `ulimit -t ${CPU_SECONDS} && ulimit -v ${ADDRESS_SPACE_KB} && exec pdftotext "$@"`,
        'pdftotext',
        ...args,
      ],
      { stdio: [input.filePath ? 'ignore' : 'pipe', 'pipe', 'ignore'] },
    );
    const chunks: Buffer[] = [];
    let size = 0;
    child.stdout?.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_OUTPUT_BYTES) child.kill('SIGKILL');
      else chunks.push(chunk);
    });
    child.on('error', () => resolve(null));
    child.on('close', (code) =>
      resolve(code === 0 && size <= MAX_OUTPUT_BYTES ? Buffer.concat(chunks).toString('utf8') : null),
    );
    if (child.stdin) {
      child.stdin.on('error', () => {}); // it may exit before reading everything
      child.stdin.end(input.data);
    }
  });
  if (output === null) return null;
  // A form feed ends every page, the last included.
  const texts = output.split('\f');
  if (texts.at(-1) === '') texts.pop();
  return texts.map(tidy);
}

/**
 * Text of a PDF, page by page, with pdfjs-dist 5.6.205 (legacy build for Node 20; docs/decisions/0025).
 * Used by the built-in handbook build, an administrator's handbook upload, the document library and
 * PDF processing alike, so it lives in lib/. Bad files end in a PdfReadError that says which kind of
 * bad they are; nothing here knows about HTTP.
 */
import { createReadStream } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { HandbookPage } from '@firebreak/shared';
import { loadPdfjs } from './pdfjs-loader';

export type PdfProblem = 'not-pdf' | 'encrypted' | 'corrupt' | 'no-pages' | 'too-many-pages' | 'timeout';

export class PdfReadError extends Error {
  constructor(
    readonly problem: PdfProblem,
    message: string,
  ) {
    super(message);
    this.name = 'PdfReadError';
  }
}

export type PdfText = { pages: HandbookPage[]; numPages: number; title: string | null };

const require = createRequire(import.meta.url);
const packageDir = path.dirname(require.resolve('pdfjs-dist/package.json'));
// pdfjs reads these with fs in Node, so they are folder paths ending in a separator, not URLs.
const assetDir = (name: string) => `${path.join(packageDir, name)}${path.sep}`;

/** The %PDF- signature must open the file (a little leading junk is tolerated, as readers do). */
export function looksLikePdf(data: Uint8Array): boolean {
  const head = Buffer.from(data.subarray(0, 1024)).toString('latin1');
  return head.includes('%PDF-');
}

/** Joins the text items of a page: a line break where pdfjs saw one, '-\n' joined (e.g. 'SANS 10400-\nT'). */
export function joinTextItems(items: ReadonlyArray<{ str?: string; hasEOL?: boolean }>): string {
  const raw = items.map((item) => `${item.str ?? ''}${item.hasEOL ? '\n' : ''}`).join('');
  return raw
    .replace(/-\n/g, '-')
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * The encryption dictionary named in a trailer (`/Encrypt 12 0 R` or `/Encrypt <<`), found by a byte
 * search without parsing, so an upload can be refused at once; the parser still checks properly.
 */
export function hasEncryptionDictionary(data: Uint8Array): boolean {
  const bytes = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  const token = Buffer.from('/Encrypt', 'latin1');
  for (let at = bytes.indexOf(token); at !== -1; at = bytes.indexOf(token, at + token.length)) {
    const after = bytes.subarray(at + token.length, at + token.length + 24).toString('latin1');
    if (/^\s*(\d+\s+\d+\s+R|<<)/.test(after)) return true;
  }
  return false;
}

/** hasEncryptionDictionary over a file read in chunks (what a chunk's end cuts off, the next one sees). */
export async function fileHasEncryptionDictionary(filePath: string): Promise<boolean> {
  let tail = Buffer.alloc(0);
  for await (const chunk of createReadStream(filePath, { highWaterMark: 1024 * 1024 })) {
    const window = Buffer.concat([tail, chunk as Buffer]);
    if (hasEncryptionDictionary(window)) return true;
    tail = window.subarray(Math.max(0, window.length - 40));
  }
  return false;
}

/** Which pages to read: every `stride`-th page from `first` (1-based), so parts of one PDF can be read at once. */
export type PdfPageShare = { first: number; stride: number };

export type PdfTextOptions = {
  /** Without one, only the caller's own limit applies (the parse pool kills a job at its time limit). */
  timeoutMs?: number;
  maxPages?: number;
  /** Stop after the page that brings the text past this many characters (more would not be kept). */
  maxChars?: number;
  /** What to do with a PDF longer than maxPages: read its first pages (default) or refuse it. */
  overMaxPages?: 'first-pages' | 'refuse';
  /**
   * Read only this share of the pages (of the first maxPages); maxChars then counts this share's
   * text alone, so the caller that joins the shares cuts the whole at maxChars itself.
   */
  share?: PdfPageShare;
};

export async function extractPdfText(data: Uint8Array, options: PdfTextOptions = {}): Promise<PdfText> {
  if (!looksLikePdf(data)) throw new PdfReadError('not-pdf', 'The file is not a PDF');
  const task = await openPdfDocument(data);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    if (options.timeoutMs === undefined) return;
    timer = setTimeout(
      () => reject(new PdfReadError('timeout', 'Reading the PDF took too long')),
      options.timeoutMs,
    );
  });
  try {
    return await Promise.race([readAll(task.promise, options), timeout]);
  } catch (error) {
    throw classify(error);
  } finally {
    clearTimeout(timer);
    await task.destroy().catch(() => {});
  }
}

type PdfDocument = Awaited<
  ReturnType<typeof import('pdfjs-dist/legacy/build/pdf.mjs').getDocument>['promise']
>;

async function readAll(loading: Promise<PdfDocument>, options: PdfTextOptions): Promise<PdfText> {
  const { maxPages } = options;
  const pdf = await loading;
  const info = (await pdf.getMetadata()).info as unknown as Record<string, unknown>;
  // Opened without a password but still encrypted (an owner password): refused all the same.
  if (info.EncryptFilterName) throw new PdfReadError('encrypted', 'The PDF is encrypted');
  if (pdf.numPages < 1) throw new PdfReadError('no-pages', 'The PDF has no pages');
  if (maxPages && pdf.numPages > maxPages && options.overMaxPages === 'refuse')
    throw new PdfReadError(
      'too-many-pages',
      `The PDF has ${pdf.numPages} pages; at most ${maxPages} are read`,
    );
  const count = maxPages ? Math.min(maxPages, pdf.numPages) : pdf.numPages;
  const first = Math.max(1, Math.floor(options.share?.first ?? 1));
  const stride = Math.max(1, Math.floor(options.share?.stride ?? 1));
  const pages: HandbookPage[] = [];
  let characters = 0;
  for (let number = first; number <= count; number += stride) {
    const page = await pdf.getPage(number);
    const content = await page.getTextContent();
    const text = joinTextItems(content.items as { str?: string }[]);
    pages.push({ page_number: number, extracted_text: text });
    page.cleanup();
    characters += text.length + 1;
    if (options.maxChars && characters > options.maxChars) break;
  }
  const title = typeof info.Title === 'string' && info.Title.trim() ? info.Title.trim() : null;
  return { pages, numPages: pdf.numPages, title };
}

function classify(error: unknown): PdfReadError {
  if (error instanceof PdfReadError) return error;
  const name = (error as { name?: string } | null)?.name;
  if (name === 'PasswordException') return new PdfReadError('encrypted', 'The PDF is password-protected');
  return new PdfReadError('corrupt', (error as Error)?.message || 'The PDF could not be read');
}

/**
 * Opens a PDF with pdfjs and the standard options (fonts, cmaps, wasm and ICC data from the package,
 * no eval). The caller destroys the returned task; errors are pdfjs's own (see classifyPdfError).
 */
export async function openPdfDocument(data: Uint8Array) {
  const pdfjs = await loadPdfjs();
  return pdfjs.getDocument({
    // pdfjs takes ownership of (and may detach) the buffer it is given: pass a copy.
    data: new Uint8Array(data),
    standardFontDataUrl: assetDir('standard_fonts'),
    cMapUrl: assetDir('cmaps'),
    cMapPacked: true,
    wasmUrl: assetDir('wasm'),
    iccUrl: assetDir('iccs'),
    isEvalSupported: false,
    useSystemFonts: false,
    disableFontFace: true,
    stopAtErrors: false,
    verbosity: 0,
  });
}

/** A pdfjs error as a PdfReadError: a password prompt is 'encrypted', anything else 'corrupt'. */
export function classifyPdfError(error: unknown): PdfReadError {
  return classify(error);
}

/**
 * A PDF's text read through the parse pool, in two children at once when two are started and idle and
 * the PDF is long enough to gain from it (docs/decisions/0056): one reads the odd pages, the other the
 * even ones, and the pages are put back in order here. Each child parses the whole file, so a short
 * PDF is read in one job. The result is the one a single 'pdf-text' job gives, maxChars cut included.
 */
import { createReadStream } from 'node:fs';
import type { PdfText } from '../../lib/pdf-text';
import type { ParseJobs } from './parse-jobs';
import type { ParsingPool } from './pool';
import type { JobInput } from './protocol';

/** Below this many pages the second child's own parse of the file costs more than it saves. */
export const MIN_PAGES_TO_SPLIT = 16;

export type PdfTextPartsOptions = {
  maxPages: number;
  /** Stop soon after this many characters (the pages that bring the text past it are the last). */
  maxChars?: number;
  /** 1 reads in one job whatever is free (benchmarks compare the two). */
  maxParts?: number;
};

/**
 * Pages as a byte search counts them (`/Type /Page`, not `/Pages`): a hint for splitting only.
 * Page objects packed in compressed object streams are not seen, so such a PDF is read in one job.
 */
export function countPageObjects(data: Uint8Array, from = 0, to = data.byteLength): number {
  const bytes = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  const token = Buffer.from('/Page', 'latin1');
  let count = 0;
  for (
    let at = bytes.indexOf(token, from);
    at !== -1 && at < to;
    at = bytes.indexOf(token, at + token.length)
  ) {
    const next = bytes[at + token.length] ?? 0x20;
    const isNameEnd = !/[A-Za-z0-9]/.test(String.fromCharCode(next));
    if (isNameEnd && /\/Type\s*$/.test(bytes.subarray(Math.max(0, at - 12), at).toString('latin1')))
      count += 1;
  }
  return count;
}

/** countPageObjects over a file read in chunks (a token split across two chunks is still seen). */
export async function countPageObjectsInFile(filePath: string): Promise<number> {
  // Each window is the last 64 bytes before it and a chunk; a '/Page' starting in a window's last 32
  // bytes is counted in the next one, where the bytes after it (and 32 before it) are there to see.
  const EDGE = 32;
  let count = 0;
  let tail = Buffer.alloc(0);
  for await (const chunk of createReadStream(filePath, { highWaterMark: 1024 * 1024 })) {
    const window = Buffer.concat([tail, chunk as Buffer]);
    count += countPageObjects(window, Math.max(0, tail.length - EDGE), window.length - EDGE);
    tail = window.subarray(Math.max(0, window.length - 2 * EDGE));
  }
  return count + countPageObjects(tail, Math.max(0, tail.length - EDGE));
}

/** Pages of several shares in page order, cut after the page that passes maxChars, as one job would. */
export function joinPdfTextParts(parts: PdfText[], maxChars?: number): PdfText {
  const [first] = parts;
  if (!first) throw new Error('No parts to join');
  const all = parts.flatMap((part) => part.pages).sort((a, b) => a.page_number - b.page_number);
  const pages: PdfText['pages'] = [];
  let characters = 0;
  for (const page of all) {
    pages.push(page);
    characters += page.extracted_text.length + 1;
    if (maxChars && characters > maxChars) break;
  }
  return { pages, numPages: first.numPages, title: first.title };
}

export async function readPdfTextInParts(
  pool: ParsingPool<ParseJobs>,
  input: JobInput | (() => Promise<Uint8Array>),
  options: PdfTextPartsOptions,
): Promise<PdfText> {
  const { maxPages, maxChars } = options;
  const maxParts = Math.min(options.maxParts ?? 2, pool.concurrency);
  // Two children already started and idle, nothing waiting: a child started for the second share
  // would spend longer starting (~0.5 s: node, pdfjs, a cold JIT) than the share saves.
  const idleChildren = () => {
    const stats = pool.stats();
    return stats.queued > 0 ? 0 : stats.children - stats.running;
  };
  const single = (data: JobInput | (() => Promise<Uint8Array>)) => {
    const result = pool.run('pdf-text', data, { maxPages, maxChars });
    // The next PDF finds a second child started, and may be read in two.
    if (maxParts >= 2) pool.prestart(2);
    return result;
  };
  // A waiting job should not hold the file's bytes: without two idle children, the loader waits too.
  if (maxParts < 2 || idleChildren() < 2) return single(input);
  const data = typeof input === 'function' ? await input() : input;
  const pages = Math.min(
    maxPages,
    data instanceof Uint8Array ? countPageObjects(data) : await countPageObjectsInFile(data.path),
  );
  if (pages < MIN_PAGES_TO_SPLIT || idleChildren() < 2) return single(data);
  const stride = 2;
  const siblings = new AbortController();
  const parts = Array.from({ length: stride }, (_, index) =>
    pool
      .run(
        'pdf-text',
        data,
        { maxPages, maxChars, share: { first: index + 1, stride } },
        { signal: siblings.signal },
      )
      .catch((error: unknown) => {
        siblings.abort(); // the other share's answer would be thrown away: stop its child
        throw error;
      }),
  );
  // The first failure is the one to report (the sibling then fails only as 'cancelled').
  const settled = await Promise.allSettled(parts);
  const failed = settled.find(
    (result): result is PromiseRejectedResult =>
      result.status === 'rejected' && (result.reason as { reason?: string })?.reason !== 'cancelled',
  );
  if (failed) throw failed.reason;
  const cancelled = settled.find((result) => result.status === 'rejected');
  if (cancelled) throw (cancelled as PromiseRejectedResult).reason;
  return joinPdfTextParts(
    settled.map((result) => (result as PromiseFulfilledResult<PdfText>).value),
    maxChars,
  );
}

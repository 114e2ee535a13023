/**
 * Reading an uploaded document's text after the upload has answered (docs/decisions/0051): the file
 * goes to the parse pool, and when the job ends the row's searchable_content and text_status are saved
 * and the search index updated, as every other write does (then 'document.updated' tells the other
 * instances). Documents still pending at start are queued again, so no upload's text is lost.
 * Only ids wait here; a pool child reads the file itself from a path (the stored file, or a temporary
 * copy of it from S3), so its bytes never pass through the server process.
 */
import type { Config } from '../../config';
import type { FileParsingPool } from '../../jobs/file-parsing/file-parsing-pool';
import { readPdfTextInParts } from '../../jobs/file-parsing/pdf-text-parts';
import { ParseJobError } from '../../jobs/file-parsing/pool';
import type { JobInput } from '../../jobs/file-parsing/protocol';
import type { ServiceDeps } from '../../lib/context';
import { createIdQueue } from '../../lib/id-queue';
import type { ContentStore } from '../../lib/storage/content-store';
import type { DocumentIndex } from '../search/document-index';
import { replacePassages } from '../search/passage-store';
import type { DocumentPassage } from '../search/passages';
import {
  type ExtractedText,
  looksScanned,
  MAX_CHARS,
  pdfDocumentText,
  searchableText,
} from './searchable-text';

export type DocumentTextDeps = ServiceDeps<'db'> & {
  store: ContentStore;
  index: DocumentIndex;
  pool: FileParsingPool;
  limits: Config['fileParsing'];
  emit?: (name: 'document.updated', documentId: string) => void;
  onError: (error: unknown) => void;
  /** Reads a scanned PDF's text by OCR, as a background processing job (issue 12, decision 0055). */
  ocr?: LibraryOcr;
};

export type LibraryOcr = {
  /** Starts an OCR job for the document; its text arrives later through the processing module. */
  submit(document: {
    id: string;
    ownerId: string | null;
    fileName: string;
    sha256: string;
    size: number;
  }): Promise<void>;
  /** Whether an OCR job for the document is queued or running (on any instance). */
  active(documentId: string): Promise<boolean>;
};

export type DocumentTextQueue = {
  enqueue(documentId: string): void;
  /** Queues every document whose text is still pending (at start). Resolves to how many. */
  requeuePending(): Promise<number>;
  /** Resolves when nothing is waiting or being read (tests, benchmarks). */
  settled(): Promise<void>;
  /** Stops taking work; jobs cut short stay pending for the next start. */
  close(): void;
};

/** A PDF's text, in two parse children at once when they are free (pdf-text-parts.ts). */
async function readPdf(deps: DocumentTextDeps, input: JobInput): Promise<ExtractedText> {
  const pdf = await readPdfTextInParts(deps.pool, input, {
    maxPages: deps.limits.maxPdfPages,
    maxChars: MAX_CHARS,
  });
  const { text, note, passages } = pdfDocumentText(pdf);
  return { ...searchableText(text, note, { passages }), pdfPages: pdf.pages.length };
}

/** The short reason shown beside a document whose text could not be read. */
export function textFailureNote(error: unknown): string {
  if (!(error instanceof ParseJobError)) return 'The text could not be read';
  switch (error.reason) {
    case 'timeout':
      return `Reading the text took too long (${error.message.replace(/^.* than /, 'over ')})`;
    case 'memory':
      return 'Reading the text needed more memory than is allowed';
    case 'unreadable':
      if (error.code === 'encrypted' || error.code === 'zip-encrypted')
        return 'The file is encrypted or password-protected';
      if (error.code?.startsWith('zip-') && error.code !== 'zip-structure') return error.message;
      return 'The file could not be read: it may be damaged';
    default:
      return 'The text could not be read';
  }
}

export function createDocumentTextQueue(deps: DocumentTextDeps): DocumentTextQueue {
  let closed = false;

  async function fill(id: string): Promise<void> {
    const row = await deps.db
      .selectFrom('documents')
      .select(['sha256', 'extension', 'text_status', 'uploaded_by', 'file_name', 'file_size'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (row?.text_status !== 'pending') return;
    // A scan being read by OCR: the processing module finishes it (and recovers it after a restart).
    if (deps.ocr && row.extension === 'pdf' && (await deps.ocr.active(id))) return;
    let changes: { searchable_content: string; text_status: 'ready' | 'failed'; text_note: string | null };
    let passages: DocumentPassage[] = [];
    try {
      // The child reads the file itself: the stored file, or a temporary copy of it from S3.
      const extracted = await deps.store.withLocalCopy(row.sha256, async (path) =>
        row.extension === 'pdf'
          ? readPdf(deps, { path })
          : deps.pool.run(
              'document-text',
              { path },
              { extension: row.extension, maxPdfPages: deps.limits.maxPdfPages, zip: deps.limits.zip },
            ),
      );
      if (deps.ocr && looksScanned(extracted) && !closed) {
        await deps.db.updateTable('documents').set({ text_progress: 0 }).where('id', '=', id).execute();
        await deps.ocr.submit({
          id,
          ownerId: row.uploaded_by,
          fileName: row.file_name,
          sha256: row.sha256,
          size: Number(row.file_size),
        });
        return;
      }
      const { text, note } = extracted;
      changes = { searchable_content: text, text_status: 'ready', text_note: note };
      passages = extracted.passages ?? [];
    } catch (error) {
      // Shutting down or too busy: the document stays pending and is read after the next start.
      if (error instanceof ParseJobError && (error.reason === 'closed' || error.reason === 'busy')) return;
      changes = { searchable_content: '', text_status: 'failed', text_note: textFailureNote(error) };
    }
    if (closed) return;
    // The index takes the text before the row says 'ready' is committed, so whoever sees 'ready'
    // can already find the document by its words.
    const fresh = await deps.db.transaction().execute(async (trx) => {
      const row = await trx
        .updateTable('documents')
        .set(changes)
        .where('id', '=', id)
        .where('text_status', '=', 'pending')
        .returningAll()
        .executeTakeFirst();
      if (!row) return row;
      await replacePassages({ db: trx }, row.id, passages);
      deps.index.add(row, passages);
      return row;
    });
    if (!fresh) return; // deleted (or read by another instance) meanwhile
    deps.emit?.('document.updated', fresh.slug);
  }

  const queue = createIdQueue(fill, deps.pool.concurrency, deps.onError);

  return {
    enqueue(id) {
      void queue.add(id);
    },
    async requeuePending() {
      const rows = await deps.db
        .selectFrom('documents')
        .select('id')
        .where('text_status', '=', 'pending')
        .orderBy('created_at')
        .execute();
      for (const row of rows) this.enqueue(row.id);
      return rows.length;
    },
    settled: () => queue.settled(),
    close() {
      closed = true;
      void queue.close();
    },
  };
}

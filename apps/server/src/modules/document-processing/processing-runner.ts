/**
 * Runs one PDF-processing job (decision 0055): claims its row, hands the PDF to the processing pool
 * (child processes with a memory cap, a time limit and an RSS watcher: decision 0051), saves progress
 * and a heartbeat as it goes, and saves the result. A cancel (on any instance) is seen at the next
 * heartbeat and kills the child. Whatever happens, the job ends with a status and a clear reason, or
 * (when this instance shuts down under it) goes back to the queue for the next start.
 */
import {
  PROCESSING_MESSAGES,
  type ProcessingJob,
  type ProcessingOptions,
  type ProcessingProgress,
  type ProcessingResponse,
} from '@firebreak/shared';
import { ParseJobError } from '../../jobs/file-parsing/pool';
import type { ServiceDeps } from '../../lib/context';
import type { ContentStore } from '../../lib/storage/content-store';
import { type DocumentPassage, splitPagedText } from '../search/passages';
import type { EngineOptions, EngineResult } from './engine/types';
import {
  claimJob,
  findJob,
  finishJob,
  type JobOutcome,
  type ProcessingJobRow,
  parseOptions,
  saveProgress,
  toProcessingJob,
} from './processing-jobs';

/** Runs the engine on a PDF in a pool child: the processing pool's 'process-pdf' job. */
export type RunEngine = (
  /** The PDF, at a path the child reads itself: the stored file, or a temporary copy of it (S3). */
  input: { filePath: string },
  options: EngineOptions,
  control: { onProgress: (progress: ProcessingProgress) => void; signal: AbortSignal },
) => Promise<EngineResult>;

/** What a library document gets when its OCR job ends (the documents module saves and indexes it). */
export type LibraryTextResult =
  | {
      documentId: string;
      ok: true;
      text: string;
      note: string | null;
      /** The OCR'd pages as passages, in their own case (decision 0079). */
      passages: DocumentPassage[];
    }
  | { documentId: string; ok: false; note: string };

export type RunnerDeps = ServiceDeps<'db'> & {
  /** Where a wizard run's PDF is kept, and where library documents are. */
  stores: { processing: ContentStore; documents: ContentStore };
  runEngine: RunEngine;
  /** This instance's name in claimed_by. */
  instance: string;
  maxPages: number;
  /** Every change of a job's state, for its owner's browsers. */
  publish: (job: ProcessingJob, ownerId: string | null) => void;
  onLibraryProgress: (documentId: string, percent: number) => Promise<void>;
  onLibraryResult: (result: LibraryTextResult) => Promise<void>;
  onError: (error: unknown) => void;
  heartbeatMs?: number;
};

/** The clear reason a run failed, in the words the wizard shows after 'Processing failed'. */
export function failureMessage(error: unknown): string {
  if (!(error instanceof ParseJobError)) return (error as Error)?.message || PROCESSING_MESSAGES.unknownError;
  switch (error.reason) {
    case 'timeout':
      return PROCESSING_MESSAGES.tooSlow;
    case 'memory':
      return PROCESSING_MESSAGES.tooComplex;
    case 'cancelled':
      return PROCESSING_MESSAGES.cancelled;
    case 'busy':
      return PROCESSING_MESSAGES.busy;
    case 'unreadable':
      switch (error.code) {
        case 'not-pdf':
          return PROCESSING_MESSAGES.pdfOnly;
        case 'encrypted':
          return PROCESSING_MESSAGES.encrypted;
        case 'no-pages':
          return PROCESSING_MESSAGES.noPages;
        case 'too-many-pages':
          return error.message;
        default:
          return PROCESSING_MESSAGES.corrupt;
      }
    default:
      return 'The PDF reader stopped unexpectedly. The file may be damaged or built to overload readers.';
  }
}

function failedResponse(row: ProcessingJobRow, options: ProcessingOptions, error: string, ms: number) {
  return {
    success: false,
    error,
    jobId: row.id,
    fileName: row.file_name,
    finalText: null,
    metadata: null,
    summary: null,
    options,
    quickScan: row.quick_scan === 1,
    processingTime: ms,
  } satisfies ProcessingResponse;
}

/** The searchable form of a document's text: as extractDocumentText cleans every other file's text. */
export function searchableText(text: string): string {
  return text.replaceAll('\u0000', ' ').replace(/\s+/g, ' ').trim().toLowerCase().slice(0, 200_000);
}

export type ProcessingRunner = {
  run(jobId: string): Promise<void>;
  /** Kills the job's child if this instance runs it. */
  abortLocal(jobId: string): boolean;
  running(): number;
  /** Resolves when every run started here has saved its end (or its return to the queue). */
  idle(): Promise<void>;
};

export function createProcessingRunner(deps: RunnerDeps): ProcessingRunner {
  const controllers = new Map<string, AbortController>();
  const inFlight = new Set<Promise<void>>();
  const heartbeatMs = deps.heartbeatMs ?? 2_000;

  const publishRow = async (id: string) => {
    const row = await findJob(deps, id);
    if (row) deps.publish(toProcessingJob(row, false), row.owner_id);
    return row;
  };

  async function run(jobId: string): Promise<void> {
    if (!(await claimJob({ db: deps.db, id: jobId, instance: deps.instance }))) return; // taken, cancelled or gone
    const row = (await publishRow(jobId)) as ProcessingJobRow;
    const options = parseOptions(row);
    const controller = new AbortController();
    controllers.set(jobId, controller);
    const started = performance.now();
    let lastSaved = 0;
    let lastPercent = -1;
    let latest: ProcessingProgress | null = null;

    const check = async (progress: ProcessingProgress | null) => {
      const status = await saveProgress({ db: deps.db, id: jobId, progress });
      if (status !== 'running') controller.abort();
      else if (progress) {
        const fresh = await findJob(deps, jobId);
        if (fresh) deps.publish(toProcessingJob(fresh, false), fresh.owner_id);
      }
    };
    const heartbeat = setInterval(() => {
      check(latest).catch(deps.onError);
      latest = null;
    }, heartbeatMs);
    heartbeat.unref();

    const onProgress = (progress: ProcessingProgress) => {
      latest = progress;
      const now = performance.now();
      // Saved and sent at most every 400 ms (a text PDF reports hundreds of pages a second).
      if (now - lastSaved >= 400 || progress.page === progress.pages) {
        lastSaved = now;
        latest = null;
        check(progress).catch(deps.onError);
      }
      if (row.kind === 'library-ocr' && row.document_id && progress.pages > 0) {
        const percent = Math.min(99, Math.floor((progress.page / progress.pages) * 100));
        if (percent !== lastPercent) {
          lastPercent = percent;
          deps.onLibraryProgress(row.document_id, percent).catch(deps.onError);
        }
      }
    };

    const engineOptions: EngineOptions = {
      mode: row.quick_scan === 1 ? 'quick' : 'full',
      ...options,
      maxPages: Math.min(options.maxPages ?? deps.maxPages, deps.maxPages),
      layout: false,
    };
    const store = row.kind === 'library-ocr' ? deps.stores.documents : deps.stores.processing;
    let outcome: JobOutcome;
    try {
      const result = await store.withLocalCopy(row.file_sha256, (filePath) =>
        deps.runEngine({ filePath }, engineOptions, { onProgress, signal: controller.signal }),
      );
      outcome = {
        status: 'completed',
        response: {
          success: true,
          error: null,
          jobId,
          fileName: row.file_name,
          finalText: result.finalText,
          metadata: result.metadata,
          summary: result.summary,
          options,
          quickScan: row.quick_scan === 1,
          processingTime: Math.round(performance.now() - started),
        },
      };
    } catch (error) {
      if (error instanceof ParseJobError && error.reason === 'closed') {
        // This instance is shutting down: the job waits for the next start (or another instance).
        clearInterval(heartbeat);
        controllers.delete(jobId);
        await deps.db
          .updateTable('processing_jobs')
          .set((eb) => ({
            status: 'queued',
            claimed_by: null,
            progress_stage: 'Waiting to restart',
            attempts: eb('attempts', '-', 1),
          }))
          .where('id', '=', jobId)
          .where('status', '=', 'running')
          .execute();
        return;
      }
      const message = failureMessage(error);
      const ms = Math.round(performance.now() - started);
      outcome = { status: 'failed', error: message, response: failedResponse(row, options, message, ms) };
    } finally {
      clearInterval(heartbeat);
      controllers.delete(jobId);
    }
    const saved = await finishJob({ db: deps.db, id: jobId, outcome });
    if (row.kind === 'library-ocr' && row.document_id && saved) {
      await deps.onLibraryResult(
        outcome.status === 'completed'
          ? {
              documentId: row.document_id,
              ok: true,
              text: searchableText(outcome.response.finalText?.text ?? ''),
              note: ocrNote(outcome.response),
              passages: splitPagedText((outcome.response.finalText?.text ?? '').slice(0, 200_000)),
            }
          : { documentId: row.document_id, ok: false, note: outcome.error },
      );
    }
    await publishRow(jobId);
  }

  return {
    run(jobId) {
      const running = run(jobId);
      inFlight.add(running);
      void running.catch(() => {}).finally(() => inFlight.delete(running));
      return running;
    },
    async idle() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
    abortLocal(jobId) {
      const controller = controllers.get(jobId);
      controller?.abort();
      return Boolean(controller);
    },
    running: () => controllers.size,
  };
}

/** The note a library document shows once its scanned text is read (or added from a run). */
export function ocrNote(response: ProcessingResponse): string | null {
  const text = response.finalText;
  if (!text) return null;
  const quality = Math.round(text.quality * 100);
  const count = (n: number) => n.toLocaleString('en-ZA');
  const partial =
    text.pages < text.totalPages
      ? `only the first ${count(text.pages)} of ${count(text.totalPages)} pages`
      : '';
  if (text.method === 'standard') return partial ? `Only ${partial.slice(5)} were read` : null;
  return `Read by OCR (text quality ${quality}%)${partial ? `; ${partial}` : ''}`;
}

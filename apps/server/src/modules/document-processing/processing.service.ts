/**
 * PDF processing (spec §2-§9, issue 12; decision 0055): jobs submitted from the wizard or for a
 * scanned library document, run on the processing pool through a queue (BullMQ with Redis, in-process
 * without), recorded in processing_jobs. Owners see and cancel their own jobs; an ADMIN sees all.
 * Nothing here knows about HTTP.
 */
import { hostname } from 'node:os';
import {
  type AddToLibraryInput,
  type CatalogueDocument,
  PROCESSING_LIMITS,
  PROCESSING_MESSAGES,
  type ProcessingJob,
  type ProcessingOptions,
  type ProcessingResponse,
  type ProcessingStats,
} from '@firebreak/shared';
import type { FileParsingPool } from '../../jobs/file-parsing/file-parsing-pool';
import type { ServiceDeps } from '../../lib/context';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { fileHasEncryptionDictionary, hasEncryptionDictionary, looksLikePdf } from '../../lib/pdf-text';
import type { Actor } from '../../lib/permissions';
import { type ContentStore, createContentStore } from '../../lib/storage/content-store';
import type { SpooledFile } from '../../lib/storage/spool';
import {
  ACTIVE_STATUSES,
  cancelJob,
  findJob,
  insertJob,
  queuedJobIds,
  recoverInterruptedJobs,
  toProcessingJob,
} from './processing-jobs';
import { createBullQueue, createInProcessQueue, type ProcessingQueue } from './processing-queue';
import {
  createProcessingRunner,
  type IntakeReadResult,
  type LibraryTextResult,
  ocrNote,
  type ProcessingRunner,
  type RunEngine,
} from './processing-runner';

declare module '../../lib/events' {
  interface DomainEvents {
    /** A job's state changed (progress, status, result): its owner's browsers are told. */
    'processing.job': { job: ProcessingJob; ownerId: string | null };
  }
}

export type LibraryHooks = {
  onProgress: (documentId: string, percent: number) => Promise<void>;
  onResult: (result: LibraryTextResult) => Promise<void>;
  /** Stores a finished run's PDF and text as a library document. */
  addDocument: (
    actor: Actor,
    file: { fileName: string; data: Uint8Array; text: string; note: string | null },
    input: AddToLibraryInput,
  ) => Promise<CatalogueDocument>;
  documentsStore: ContentStore;
};

/** files: the app's file store; a run's PDF is kept under processing/ in it. */
export type ProcessingDeps = ServiceDeps<'db' | 'config' | 'files'> & {
  runEngine: RunEngine;
  /** BullMQ's key prefix (one per database). */
  queuePrefix: string;
  publish: (job: ProcessingJob, ownerId: string | null) => void;
  log: {
    error: (details: object, message: string) => void;
    warn: (details: object, message: string) => void;
  };
  /**
   * The processing pool's children: kept warm from start (PROCESSING_WARM_CHILD, decision 0082), and
   * stopped at close (their jobs end as 'closed' and go back to the queue).
   */
  workers: Pick<FileParsingPool, 'keepWarm' | 'warmed' | 'stats' | 'close'>;
};

export type Processing = ReturnType<typeof createProcessing>;

const SWEEP_MS = 15_000;
const PRUNE_MS = 6 * 3_600_000;

export function createProcessing(deps: ProcessingDeps) {
  const { db, config } = deps;
  const store = createContentStore(deps.files, 'processing');
  const instance = `${hostname()}:${process.pid}:${Math.random().toString(36).slice(2, 8)}`;
  let library: LibraryHooks | undefined;
  let intakeResult: ((result: IntakeReadResult) => Promise<void>) | undefined;
  const onError = (error: unknown) => deps.log.error({ err: error }, 'processing job failed to run');
  const waiters = new Map<string, Set<() => void>>();

  const notifyWaiters = (job: ProcessingJob) => {
    if (job.status === 'queued' || job.status === 'running') return;
    for (const wake of waiters.get(job.id) ?? []) wake();
  };

  const runner: ProcessingRunner = createProcessingRunner({
    db,
    stores: {
      processing: store,
      get documents() {
        if (!library) throw new Error('The document library is not connected');
        return library.documentsStore;
      },
    },
    runEngine: deps.runEngine,
    instance,
    maxPages: config.processing.maxPages,
    publish: (job, ownerId) => {
      notifyWaiters(job);
      deps.publish(job, ownerId);
    },
    onLibraryProgress: async (documentId, percent) => library?.onProgress(documentId, percent),
    onLibraryResult: async (result) => library?.onResult(result),
    onIntakeResult: async (result) => intakeResult?.(result),
    onError,
  });

  const concurrency = config.processing.concurrency;
  const queue: ProcessingQueue = config.redisUrl
    ? createBullQueue({
        url: config.redisUrl,
        prefix: deps.queuePrefix,
        run: runner.run,
        concurrency,
        onError,
      })
    : createInProcessQueue(runner.run, concurrency, onError);

  /** Queues again what a dead instance left running, and any queued id the queue may have lost. */
  async function sweep(): Promise<void> {
    await recoverInterruptedJobs({ db }, { all: false });
    for (const id of await queuedJobIds({ db })) await queue.add(id);
  }
  let sweepTimer: NodeJS.Timeout | undefined;
  let pruneTimer: NodeJS.Timeout | undefined;

  async function visibleJob(actor: Actor, id: string) {
    const row = await findJob({ db }, id);
    // Another user's job is answered as missing: its existence is not theirs to learn.
    if (row?.kind !== 'processing' || (row.owner_id !== actor.id && actor.role !== 'ADMIN'))
      throw notFound(PROCESSING_MESSAGES.jobNotFound);
    return row;
  }

  /** Resolves when the job has ended (here or on another instance) or after `ms`. */
  async function waitFor(id: string, ms: number): Promise<void> {
    if (ms <= 0) return;
    await new Promise<void>((resolve) => {
      const set = waiters.get(id) ?? new Set();
      let poll: NodeJS.Timeout | undefined;
      const done = () => {
        clearTimeout(timer);
        clearTimeout(poll);
        set.delete(done);
        if (set.size === 0) waiters.delete(id);
        resolve();
      };
      const timer = setTimeout(done, ms);
      set.add(done);
      waiters.set(id, set);
      // Another instance may run it: its end shows in the row.
      const check = async () => {
        const row = await findJob({ db }, id).catch(() => undefined);
        if (row && !ACTIVE_STATUSES.includes(row.status as never)) return done();
        poll = setTimeout(check, 250);
      };
      poll = setTimeout(check, 250);
    });
  }

  /** A job that reads a stored library document (a scan's OCR, a paperwork intake file), queued. */
  async function queueDocumentJob(
    kind: 'library-ocr' | 'intake',
    document: { id: string; ownerId: string | null; fileName: string; sha256: string; size: number },
    maxPages: number | null,
  ): Promise<string> {
    const row = await insertJob(
      { db },
      {
        kind,
        ownerId: document.ownerId,
        documentId: document.id,
        fileName: document.fileName,
        fileSha256: document.sha256,
        fileSize: document.size,
        options: {
          useOCR: true,
          enhanceImages: true,
          extractMetadata: false,
          generateSummary: false,
          maxPages,
        },
        quickScan: false,
      },
    );
    await queue.add(row.id);
    return row.id;
  }

  const api = {
    queueKind: () => queue.kind,
    connectLibrary(hooks: LibraryHooks) {
      library = hooks;
    },
    /** Paperwork intake (issue 32) hears each of its files' ends. */
    connectIntake(onResult: (result: IntakeReadResult) => Promise<void>) {
      intakeResult = onResult;
    },

    async start(): Promise<void> {
      // Started first: its modules load while the sweep reads the table.
      deps.workers.keepWarm(config.processing.warmChild ? 1 : 0);
      await sweep();
      sweepTimer = setInterval(() => {
        sweep().catch((error) => deps.log.warn({ err: error }, 'processing sweep failed'));
      }, SWEEP_MS);
      sweepTimer.unref();
      const pruneQuietly = () =>
        api.prune().catch((error) => deps.log.warn({ err: error }, 'pruning processing runs failed'));
      void pruneQuietly();
      pruneTimer = setInterval(pruneQuietly, PRUNE_MS);
      pruneTimer.unref();
    },

    async close(): Promise<void> {
      clearInterval(sweepTimer);
      clearInterval(pruneTimer);
      // No new jobs here; the running ones are stopped and wait, queued again, for the next start.
      await queue.close();
      await deps.workers.close();
      await runner.idle();
    },

    settled: () => queue.settled(),

    /** The processing children: counts and ids (tests, health), and a wait for the warm one. */
    workers: {
      stats: () => deps.workers.stats(),
      warmed: () => deps.workers.warmed(),
    },

    /** What start and the periodic sweep do: jobs a dead instance left running, lost queued ids. */
    recover: sweep,

    /**
     * A wizard run: checks and keeps the PDF, queues the job, and waits up to PROCESSING_WAIT_SECONDS
     * for it: the finished job, or (still running) its id for the client to follow.
     */
    async submit(
      actor: Actor,
      file: { fileName: string; data: Uint8Array | SpooledFile },
      run: { options: ProcessingOptions; quickScan: boolean },
    ): Promise<{ done: true; response: ProcessingResponse } | { done: false; job: ProcessingJob }> {
      const bytes = file.data instanceof Uint8Array ? file.data : null;
      const size = bytes ? bytes.length : (file.data as SpooledFile).size;
      if (size === 0 || !looksLikePdf(bytes ?? (file.data as SpooledFile).head))
        throw badRequest(PROCESSING_MESSAGES.pdfOnly);
      if (size > PROCESSING_LIMITS.uploadMaxBytes)
        throw new AppError(413, PROCESSING_MESSAGES.tooLarge, 'TOO_LARGE');
      const encrypted = bytes
        ? hasEncryptionDictionary(bytes)
        : await fileHasEncryptionDictionary((file.data as SpooledFile).path);
      if (encrypted) throw new AppError(422, PROCESSING_MESSAGES.encrypted, 'ENCRYPTED');
      const sha = await store.put(file.data);
      const row = await insertJob(
        { db },
        {
          kind: 'processing',
          ownerId: actor.id,
          fileName: file.fileName,
          fileSha256: sha,
          fileSize: size,
          options: run.options,
          quickScan: run.quickScan,
        },
      );
      deps.publish(toProcessingJob(row, false), actor.id);
      const finished = waitFor(row.id, config.processing.waitMs);
      await queue.add(row.id);
      await finished;
      const now = (await findJob({ db }, row.id)) ?? row;
      if (now.status === 'completed' || now.status === 'failed') {
        const job = toProcessingJob(now, true);
        if (job.result) return { done: true, response: job.result };
      }
      return { done: false, job: toProcessingJob(now, false) };
    },

    async getJob(actor: Actor, id: string): Promise<ProcessingJob> {
      return toProcessingJob(await visibleJob(actor, id), true);
    },

    /** The actor's recent wizard runs (an ADMIN's own too), newest first, without their text. */
    async listJobs(actor: Actor): Promise<ProcessingJob[]> {
      const rows = await db
        .selectFrom('processing_jobs')
        .selectAll()
        .where('kind', '=', 'processing')
        .where('owner_id', '=', actor.id)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(20)
        .execute();
      return rows.map((row) => toProcessingJob(row, false));
    },

    async cancel(actor: Actor, id: string): Promise<ProcessingJob> {
      const row = await visibleJob(actor, id);
      if (!(await cancelJob({ db }, row.id)))
        throw new AppError(409, PROCESSING_MESSAGES.jobFinished, 'FINISHED');
      // Here at once; on another instance at its next heartbeat (it reads the status).
      runner.abortLocal(row.id);
      const job = toProcessingJob((await findJob({ db }, row.id)) ?? row, false);
      notifyWaiters(job);
      deps.publish(job, row.owner_id);
      return job;
    },

    /** §3 statistics of full runs (quick scans are analysis, not processing): the actor's, or all for an ADMIN. */
    async stats(actor: Actor): Promise<ProcessingStats> {
      let base = db
        .selectFrom('processing_jobs')
        .where('kind', '=', 'processing')
        .where('quick_scan', '=', 0)
        .where('status', 'in', ['completed', 'failed']);
      if (actor.role !== 'ADMIN') base = base.where('owner_id', '=', actor.id);
      const totals = await base
        .select((eb) => [
          eb.fn.countAll<number>().as('total'),
          eb.fn
            .sum<number>(eb.case().when('status', '=', 'completed').then(1).else(0).end())
            .as('successful'),
          eb.fn.avg<number>('processing_ms').as('averageMs'),
          eb.fn
            .sum<number>(eb.case().when('method', 'in', ['ocr', 'hybrid']).then(1).else(0).end())
            .as('ocr'),
        ])
        .executeTakeFirstOrThrow();
      const recent = await base
        .select(['id', 'file_name', 'status', 'method', 'processing_ms', 'finished_at', 'created_at'])
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(PROCESSING_LIMITS.recentRuns)
        .execute();
      const total = Number(totals.total ?? 0);
      return {
        totalProcessed: total,
        successful: Number(totals.successful ?? 0),
        averageProcessingTime: Math.round(Number(totals.averageMs ?? 0)),
        ocrUsageRate: total === 0 ? 0 : Math.round((Number(totals.ocr ?? 0) / total) * 1000) / 10,
        recentProcessing: recent.map((row) => ({
          jobId: row.id,
          fileName: row.file_name,
          status: row.status,
          method: (row.method as ProcessingStats['recentProcessing'][number]['method']) ?? null,
          processingTime: row.processing_ms,
          timestamp: row.finished_at ?? row.created_at,
        })),
      };
    },

    async addToLibrary(actor: Actor, id: string, input: AddToLibraryInput): Promise<CatalogueDocument> {
      const row = await visibleJob(actor, id);
      const job = toProcessingJob(row, true);
      if (job.status !== 'completed' || !job.result?.finalText || job.quickScan)
        throw new AppError(409, 'Only a finished processing run can be added to the library', 'NOT_FINISHED');
      if (!library) throw new AppError(503, 'The document library is not available', 'UNAVAILABLE');
      const data = await store.read(row.file_sha256);
      const note = ocrNote(job.result);
      return library.addDocument(
        actor,
        { fileName: row.file_name, data, text: job.result.finalText.text, note },
        input,
      );
    },

    /** The library's side: scanned uploads are read by OCR as jobs of their own. */
    libraryOcr: {
      async submit(document: {
        id: string;
        ownerId: string | null;
        fileName: string;
        sha256: string;
        size: number;
      }) {
        await queueDocumentJob('library-ocr', document, null);
      },
      async active(documentId: string) {
        const row = await db
          .selectFrom('processing_jobs')
          .select('id')
          .where('document_id', '=', documentId)
          .where('status', 'in', ACTIVE_STATUSES)
          .executeTakeFirst();
        return Boolean(row);
      },
    },

    /**
     * Paperwork intake (issue 32): a stored library document read with its words' places; the job's end
     * saves the document's text (as a scanned upload's) and reaches the intake through connectIntake.
     */
    intake: {
      async submit(document: {
        id: string;
        ownerId: string | null;
        fileName: string;
        sha256: string;
        size: number;
        maxPages: number;
      }): Promise<string> {
        return queueDocumentJob('intake', document, document.maxPages);
      },
    },

    /** Runs older than PROCESSING_KEEP_DAYS go, with the PDFs no other run still holds. */
    async prune(): Promise<number> {
      const before = new Date(Date.now() - config.processing.keepDays * 86_400_000).toISOString();
      const old = await db
        .selectFrom('processing_jobs')
        .select(['id', 'file_sha256', 'kind'])
        .where('created_at', '<', before)
        .where('status', 'not in', ACTIVE_STATUSES)
        .execute();
      if (old.length === 0) return 0;
      for (let i = 0; i < old.length; i += 500) {
        const ids = old.slice(i, i + 500).map((row) => row.id);
        await db.deleteFrom('processing_jobs').where('id', 'in', ids).execute();
      }
      for (const row of old) {
        if (row.kind !== 'processing') continue;
        const still = await db
          .selectFrom('processing_jobs')
          .select('id')
          .where('file_sha256', '=', row.file_sha256)
          .where('kind', '=', 'processing')
          .executeTakeFirst();
        if (!still) await store.remove(row.file_sha256);
      }
      return old.length;
    },
  };
  return api;
}

/**
 * The record of PDF-processing jobs (decision 0055): the processing_jobs table is the truth about a
 * job — who asked, which file, its options, status, progress, result — so a restart or another
 * instance never loses one. This file reads and writes that table and nothing else.
 */
import { randomUUID } from 'node:crypto';
import {
  PROCESSING_MESSAGES,
  type ProcessingJob,
  type ProcessingJobStatus,
  type ProcessingOptions,
  type ProcessingResponse,
} from '@firebreak/shared';
import type { Selectable } from 'kysely';
import type { ProcessingJobKind, ProcessingJobsTable } from '../../db/schema/processing';
import type { ServiceDeps } from '../../lib/context';

export type ProcessingJobRow = Selectable<ProcessingJobsTable>;

export const ACTIVE_STATUSES = ['queued', 'running'] as const;

/** A running job whose instance has not written a heartbeat for this long is taken to be gone. */
export const STALE_AFTER_MS = 30_000;

/** A job interrupted this many times (its instance died while running it) is failed, not run again. */
export const MAX_ATTEMPTS = 2;

export type NewProcessingJob = {
  kind: ProcessingJobKind;
  ownerId: string | null;
  documentId?: string | null;
  fileName: string;
  fileSha256: string;
  fileSize: number;
  options: ProcessingOptions;
  quickScan: boolean;
};

export async function insertJob({ db }: ServiceDeps<'db'>, job: NewProcessingJob): Promise<ProcessingJobRow> {
  const row = {
    id: randomUUID(),
    kind: job.kind,
    owner_id: job.ownerId,
    document_id: job.documentId ?? null,
    file_name: job.fileName,
    file_sha256: job.fileSha256,
    file_size: job.fileSize,
    options: JSON.stringify(job.options),
    quick_scan: job.quickScan ? 1 : 0,
    status: 'queued' as const,
    created_at: new Date().toISOString(),
  };
  await db.insertInto('processing_jobs').values(row).execute();
  return (await findJob({ db }, row.id)) as ProcessingJobRow;
}

export function findJob({ db }: ServiceDeps<'db'>, id: string): Promise<ProcessingJobRow | undefined> {
  return db.selectFrom('processing_jobs').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Takes a queued job for this instance; false when another took it (or it was cancelled) first. */
export async function claimJob({
  db,
  id,
  instance,
}: ServiceDeps<'db'> & { id: string; instance: string }): Promise<boolean> {
  const now = new Date().toISOString();
  const result = await db
    .updateTable('processing_jobs')
    .set((eb) => ({
      status: 'running',
      claimed_by: instance,
      heartbeat_at: now,
      started_at: now,
      attempts: eb('attempts', '+', 1),
      progress_stage: 'Starting',
    }))
    .where('id', '=', id)
    .where('status', '=', 'queued')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Saves progress and the heartbeat; answers the job's status now (a cancel shows up here). */
export async function saveProgress({
  db,
  id,
  progress,
}: ServiceDeps<'db'> & {
  id: string;
  progress: { page: number; pages: number; stage: string } | null;
}): Promise<ProcessingJobStatus | undefined> {
  await db
    .updateTable('processing_jobs')
    .set({
      heartbeat_at: new Date().toISOString(),
      ...(progress
        ? {
            progress_page: progress.page,
            progress_pages: progress.pages,
            progress_stage: progress.stage.slice(0, 100),
          }
        : {}),
    })
    .where('id', '=', id)
    .where('status', '=', 'running')
    .execute();
  const row = await db.selectFrom('processing_jobs').select('status').where('id', '=', id).executeTakeFirst();
  return row?.status;
}

export type JobOutcome =
  | { status: 'completed'; response: ProcessingResponse }
  | { status: 'failed'; error: string; response: ProcessingResponse };

/** Ends a running job; false when it was no longer running (cancelled meanwhile). */
export async function finishJob({
  db,
  id,
  outcome,
}: ServiceDeps<'db'> & { id: string; outcome: JobOutcome }): Promise<boolean> {
  const { response } = outcome;
  const result = await db
    .updateTable('processing_jobs')
    .set({
      status: outcome.status,
      error: outcome.status === 'failed' ? outcome.error.slice(0, 500) : null,
      method: response.finalText?.method ?? null,
      quality: response.finalText?.quality ?? null,
      processing_ms: Math.round(response.processingTime),
      progress_page: response.finalText?.pages ?? 0,
      progress_pages: response.finalText?.pages ?? 0,
      progress_stage: outcome.status === 'completed' ? 'Done' : 'Failed',
      result: JSON.stringify(response),
      finished_at: new Date().toISOString(),
      claimed_by: null,
    })
    .where('id', '=', id)
    .where('status', '=', 'running')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Cancels a job that has not ended; false when it already had. */
export async function cancelJob({ db }: ServiceDeps<'db'>, id: string): Promise<boolean> {
  const result = await db
    .updateTable('processing_jobs')
    .set({
      status: 'cancelled',
      error: PROCESSING_MESSAGES.cancelled,
      progress_stage: 'Cancelled',
      finished_at: new Date().toISOString(),
      claimed_by: null,
    })
    .where('id', '=', id)
    .where('status', 'in', ACTIVE_STATUSES)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Jobs whose instance went away while running them (no heartbeat for STALE_AFTER_MS, or any running
 * job at all when `all` — this instance is the only one, starting): queued again, or failed with the
 * reason once they have been interrupted MAX_ATTEMPTS times. Answers the ids queued again.
 */
export async function recoverInterruptedJobs(
  { db }: ServiceDeps<'db'>,
  options: { all: boolean },
): Promise<{ requeued: string[]; failed: string[] }> {
  const staleBefore = new Date(Date.now() - STALE_AFTER_MS).toISOString();
  let query = db.selectFrom('processing_jobs').select(['id', 'attempts']).where('status', '=', 'running');
  if (!options.all)
    query = query.where((eb) =>
      eb.or([eb('heartbeat_at', 'is', null), eb('heartbeat_at', '<', staleBefore)]),
    );
  const rows = await query.execute();
  const requeued: string[] = [];
  const failed: string[] = [];
  for (const row of rows) {
    const exhausted = row.attempts >= MAX_ATTEMPTS;
    const result = await db
      .updateTable('processing_jobs')
      .set(
        exhausted
          ? {
              status: 'failed',
              error: PROCESSING_MESSAGES.restarted,
              progress_stage: 'Failed',
              finished_at: new Date().toISOString(),
              claimed_by: null,
            }
          : { status: 'queued', claimed_by: null, progress_stage: 'Waiting to restart' },
      )
      .where('id', '=', row.id)
      .where('status', '=', 'running')
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) continue;
    (exhausted ? failed : requeued).push(row.id);
  }
  return { requeued, failed };
}

export async function queuedJobIds({ db }: ServiceDeps<'db'>): Promise<string[]> {
  const rows = await db
    .selectFrom('processing_jobs')
    .select('id')
    .where('status', '=', 'queued')
    .orderBy('created_at')
    .execute();
  return rows.map((row) => row.id);
}

export function parseOptions(row: ProcessingJobRow): ProcessingOptions {
  return JSON.parse(row.options) as ProcessingOptions;
}

/** The API's view of a job; the result (which holds the whole text) only when asked for. */
export function toProcessingJob(row: ProcessingJobRow, withResult: boolean): ProcessingJob {
  return {
    id: row.id,
    fileName: row.file_name,
    status: row.status,
    progress: { page: row.progress_page, pages: row.progress_pages, stage: row.progress_stage },
    quickScan: row.quick_scan === 1,
    createdAt: row.created_at,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
    error: row.error,
    result: withResult && row.result ? (JSON.parse(row.result) as ProcessingResponse) : null,
  };
}

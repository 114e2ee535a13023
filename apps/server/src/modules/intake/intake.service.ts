/**
 * Paperwork intake (issue 32, decision 0094): a batch of a site's old paperwork is stored in the library
 * (linked to the site) and each file read by the processing pool with its words' places; the reader then
 * proposes the register's fields. Nothing here writes the register: intake-accept.service.ts does, for
 * what the office accepts.
 */
import { randomUUID } from 'node:crypto';
import {
  INTAKE_LIMITS,
  INTAKE_MESSAGES,
  type IntakeBatch,
  type IntakeBatchSummary,
  type IntakeField,
  type IntakeFile,
  type IntakeFileStatus,
  johannesburgDate,
  PAPER_KIND_LABELS,
  type PaperKind,
  type ReadPage,
} from '@firebreak/shared';
import type { Selectable } from 'kysely';
import type { IntakeFilesTable } from '../../db/schema/intake';
import type { ServiceDeps } from '../../lib/context';
import { forbidden, notFound } from '../../lib/errors';
import type { Actor } from '../../lib/permissions';
import type { IntakeReadResult } from '../document-processing/processing-runner';
import { personOfUser } from '../visits/visit-rows';
import { intakeChecks } from './intake-checks';
import { readPaperwork } from './reading/read-paperwork';

export type IntakeFileRow = Selectable<IntakeFilesTable>;
export type PageSize = { page: number; width: number; height: number };

const OFFICE_ROLES = new Set(['ADMIN', 'PROJECT_MANAGER']);
export const isOffice = (actor: Pick<Actor, 'role'>) => OFFICE_ROLES.has(actor.role);

/** The site's row, or 404. */
export async function intakeSite({ db }: ServiceDeps<'db'>, siteId: string) {
  const site = await db
    .selectFrom('sites')
    .innerJoin('clients', 'clients.id', 'sites.client_id')
    .select(['sites.id', 'sites.name', 'sites.created_at', 'clients.name as client_name'])
    .where('sites.id', '=', siteId)
    .executeTakeFirst();
  if (!site) throw notFound('Site not found');
  return site;
}

/**
 * The office adds paperwork to any site; anyone else only to a site they are visiting: a visit of theirs
 * there under way, or booked for today.
 */
export async function assertMayAddPaperwork(
  { db }: ServiceDeps<'db'>,
  actor: Actor,
  siteId: string,
): Promise<void> {
  if (isOffice(actor)) return;
  const person = await personOfUser({ db }, actor.id);
  const today = johannesburgDate(new Date());
  const visit = person
    ? await db
        .selectFrom('inspection_visits')
        .select('id')
        .where('site_id', '=', siteId)
        .where('technician_id', '=', person)
        .where((eb) =>
          eb.or([
            eb('status', '=', 'IN_PROGRESS'),
            eb.and([eb('status', '=', 'SCHEDULED'), eb('scheduled_for', '=', today)]),
          ]),
        )
        .executeTakeFirst()
    : undefined;
  if (!visit) throw forbidden(INTAKE_MESSAGES.noPermission);
}

export async function insertBatch(
  { db }: ServiceDeps<'db'>,
  { siteId, actor }: { siteId: string; actor: Actor },
): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('intake_batches')
    .values({ id, site_id: siteId, created_by: actor.id, created_at: new Date().toISOString() })
    .execute();
  return id;
}

export async function insertFile(
  { db }: ServiceDeps<'db'>,
  file: {
    batchId: string;
    position: number;
    fileName: string;
    documentId: string | null;
    error: string | null;
  },
): Promise<string> {
  const id = randomUUID();
  const now = new Date().toISOString();
  await db
    .insertInto('intake_files')
    .values({
      id,
      batch_id: file.batchId,
      position: file.position,
      file_name: file.fileName.slice(0, 255),
      status: file.error ? 'FAILED' : 'QUEUED',
      error: file.error,
      document_id: file.documentId,
      job_id: null,
      kind: null,
      pages: '[]',
      fields: '[]',
      decision: null,
      decided_by: null,
      decided_at: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

type Submit = (document: {
  id: string;
  ownerId: string | null;
  fileName: string;
  sha256: string;
  size: number;
  maxPages: number;
}) => Promise<string>;

/**
 * Starts reading every stored file of the batches given (or of every batch) that no job reads yet: after
 * an upload, and at start for a batch a restart cut short. A file is given its job once: the update only
 * takes a row still without one.
 */
export async function startReading(
  { db }: ServiceDeps<'db'>,
  submit: Submit,
  { batchId }: { batchId?: string } = {},
): Promise<number> {
  const waiting = await db
    .selectFrom('intake_files')
    .innerJoin('intake_batches', 'intake_batches.id', 'intake_files.batch_id')
    .innerJoin('documents', 'documents.id', 'intake_files.document_id')
    .select([
      'intake_files.id',
      'intake_files.file_name',
      'intake_batches.created_by',
      'documents.id as document_id',
      'documents.sha256',
      'documents.file_size',
    ])
    .where('intake_files.status', '=', 'QUEUED')
    .where('intake_files.job_id', 'is', null)
    .$if(batchId !== undefined, (q) => q.where('intake_files.batch_id', '=', batchId ?? ''))
    .orderBy('intake_files.batch_id')
    .orderBy('intake_files.position')
    .execute();
  for (const file of waiting) {
    const jobId = await submit({
      id: file.document_id,
      ownerId: file.created_by,
      fileName: file.file_name,
      sha256: file.sha256,
      size: file.file_size,
      maxPages: INTAKE_LIMITS.maxPages,
    });
    await db
      .updateTable('intake_files')
      .set({ job_id: jobId, updated_at: new Date().toISOString() })
      .where('id', '=', file.id)
      .where('job_id', 'is', null)
      .execute();
  }
  return waiting.length;
}

/** A file's job has ended: its kind and proposals are saved, or why it could not be read. */
export async function saveReading({ db }: ServiceDeps<'db'>, result: IntakeReadResult): Promise<void> {
  const file = await db
    .selectFrom('intake_files')
    .select(['id', 'status'])
    .where('job_id', '=', result.jobId)
    .executeTakeFirst();
  if (file?.status !== 'QUEUED') return;
  const now = new Date().toISOString();
  if (!result.ok) {
    await db
      .updateTable('intake_files')
      .set({ status: 'FAILED', error: result.error.slice(0, 500), updated_at: now })
      .where('id', '=', file.id)
      .where('status', '=', 'QUEUED')
      .execute();
    return;
  }
  const read = readPaperwork(result.pages, { today: johannesburgDate(new Date()) });
  await db
    .updateTable('intake_files')
    .set({
      status: 'PROPOSED',
      kind: read.kind,
      pages: JSON.stringify(pageSizes(result.pages)),
      fields: JSON.stringify(read.fields),
      updated_at: now,
    })
    .where('id', '=', file.id)
    .where('status', '=', 'QUEUED')
    .execute();
}

const fullName = (first: string | null | undefined, last: string | null | undefined) =>
  [first, last].filter(Boolean).join(' ') || null;

const pageSizes = (pages: readonly ReadPage[]): PageSize[] =>
  pages.map(({ page, width, height }) => ({ page, width, height }));

export const parseFields = (row: Pick<IntakeFileRow, 'fields'>): IntakeField[] => JSON.parse(row.fields);

/** The batch row, held to the office and to whoever made it. */
export async function batchRow({ db }: ServiceDeps<'db'>, actor: Actor, batchId: string) {
  const batch = await db
    .selectFrom('intake_batches')
    .leftJoin('users', 'users.id', 'intake_batches.created_by')
    .select([
      'intake_batches.id',
      'intake_batches.site_id',
      'intake_batches.created_by',
      'intake_batches.created_at',
      'users.first_name as creator_first',
      'users.last_name as creator_last',
    ])
    .where('intake_batches.id', '=', batchId)
    .executeTakeFirst();
  if (!batch || (!isOffice(actor) && batch.created_by !== actor.id))
    throw notFound(INTAKE_MESSAGES.batchNotFound);
  return batch;
}

/** A batch as the review screen shows it: each file's progress, kind, proposals and clashes. */
export async function getBatch(deps: ServiceDeps<'db'>, actor: Actor, batchId: string): Promise<IntakeBatch> {
  const { db } = deps;
  const batch = await batchRow(deps, actor, batchId);
  const site = await intakeSite(deps, batch.site_id);
  const rows = await db
    .selectFrom('intake_files')
    .leftJoin('processing_jobs', 'processing_jobs.id', 'intake_files.job_id')
    .leftJoin('documents', 'documents.id', 'intake_files.document_id')
    .leftJoin('users', 'users.id', 'intake_files.decided_by')
    .selectAll('intake_files')
    .select([
      'processing_jobs.status as job_status',
      'processing_jobs.progress_page',
      'processing_jobs.progress_pages',
      'documents.slug as document_slug',
      'users.first_name as decider_first',
      'users.last_name as decider_last',
    ])
    .where('intake_files.batch_id', '=', batchId)
    .orderBy('intake_files.position')
    .execute();
  const checks = await intakeChecks(deps, {
    siteId: batch.site_id,
    siteCreatedOn: johannesburgDate(new Date(site.created_at)),
    files: rows
      .filter((row) => row.status === 'PROPOSED')
      .map((row) => ({ id: row.id, fileName: row.file_name, fields: parseFields(row) })),
  });
  const files: IntakeFile[] = rows.map((row) => {
    let status = row.status as IntakeFileStatus;
    let progress = status === 'QUEUED' ? 0 : 100;
    if (status === 'QUEUED' && row.job_status === 'running') {
      status = 'READING';
      const pages = Number(row.progress_pages ?? 0);
      progress = pages > 0 ? Math.min(99, Math.floor((Number(row.progress_page ?? 0) / pages) * 100)) : 0;
    }
    const kind = (row.kind as PaperKind | null) ?? null;
    return {
      id: row.id,
      fileName: row.file_name,
      documentId: row.document_id,
      documentSlug: row.document_slug ?? null,
      status,
      progress,
      error: row.error,
      kind,
      kindLabel: kind ? PAPER_KIND_LABELS[kind] : null,
      pages: JSON.parse(row.pages),
      fields: parseFields(row),
      duplicates: checks.duplicates.get(row.id) ?? [],
      nextDue: checks.nextDue.get(row.id) ?? [],
      decidedAt: row.decided_at,
      decidedBy: fullName(row.decider_first, row.decider_last),
    };
  });
  const count = (statuses: IntakeFileStatus[]) =>
    files.filter((file) => statuses.includes(file.status)).length;
  return {
    id: batch.id,
    siteId: site.id,
    siteName: site.name,
    clientName: site.client_name,
    createdAt: batch.created_at,
    createdBy: fullName(batch.creator_first, batch.creator_last),
    counts: {
      files: files.length,
      reading: count(['QUEUED', 'READING']),
      proposed: count(['PROPOSED']),
      failed: count(['FAILED']),
      accepted: count(['ACCEPTED']),
      rejected: count(['REJECTED']),
    },
    files,
  };
}

/** A site's batches, newest first (the office's; anyone else's own). */
export async function listBatches(
  { db }: ServiceDeps<'db'>,
  actor: Actor,
  siteId: string,
): Promise<IntakeBatchSummary[]> {
  const site = await intakeSite({ db }, siteId);
  const batches = await db
    .selectFrom('intake_batches')
    .leftJoin('users', 'users.id', 'intake_batches.created_by')
    .select([
      'intake_batches.id',
      'intake_batches.created_at',
      'users.first_name as creator_first',
      'users.last_name as creator_last',
    ])
    .where('intake_batches.site_id', '=', siteId)
    .$if(!isOffice(actor), (q) => q.where('intake_batches.created_by', '=', actor.id))
    .orderBy('intake_batches.created_at', 'desc')
    .orderBy('intake_batches.id')
    .limit(100)
    .execute();
  if (batches.length === 0) return [];
  const counts = await db
    .selectFrom('intake_files')
    .select((eb) => ['batch_id', 'status', eb.fn.countAll<number>().as('n')])
    .where(
      'batch_id',
      'in',
      batches.map((batch) => batch.id),
    )
    .groupBy(['batch_id', 'status'])
    .execute();
  return batches.map((batch) => {
    const of = (statuses: string[]) =>
      counts
        .filter((row) => row.batch_id === batch.id && statuses.includes(row.status))
        .reduce((sum, row) => sum + Number(row.n), 0);
    return {
      id: batch.id,
      siteId,
      siteName: site.name,
      clientName: site.client_name,
      createdAt: batch.created_at,
      createdBy: fullName(batch.creator_first, batch.creator_last),
      counts: {
        files: of(['QUEUED', 'PROPOSED', 'FAILED', 'ACCEPTED', 'REJECTED']),
        reading: of(['QUEUED']),
        proposed: of(['PROPOSED']),
        failed: of(['FAILED']),
        accepted: of(['ACCEPTED']),
        rejected: of(['REJECTED']),
      },
    };
  });
}

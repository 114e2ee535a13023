/**
 * Replacing the handbook: an administrator's PDF goes through the same extraction as the built-in
 * handbook, in the parse pool (a hostile PDF cannot block or exhaust the server: decision 0051), is
 * refused with a clear message when it cannot be used, and becomes current atomically.
 * One upload at a time per store.
 */
import { HANDBOOK_MESSAGES, type HandbookData, type HandbookStatus } from '@firebreak/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { FileParsingPool } from '../../jobs/file-parsing/file-parsing-pool';
import { ParseJobError } from '../../jobs/file-parsing/pool';
import type { JobInput } from '../../jobs/file-parsing/protocol';
import { AppError, conflict, serviceUnavailable } from '../../lib/errors';
import { type PdfProblem, PdfReadError } from '../../lib/pdf-text';
import { type AuditActor, recordAudit } from '../audit/audit.service';
import { BUILTIN, type HandbookStore } from './handbook.store';

const M = HANDBOOK_MESSAGES;
/** Fewer visible characters than this in the whole file means there is no text layer to search. */
const MIN_TEXT_CHARACTERS = 20;

const busy = new WeakSet<HandbookStore>();

/** A PDF (bytes, or a file the reader opens itself) to the handbook data file (handbookDataFromPdf). */
export type HandbookReader = (
  pdf: JobInput,
  names: { sourceFile: string; extractionDate: string; fallbackTitle?: string },
) => Promise<HandbookData>;

/** The reader that runs in the parse pool; a refused or killed job becomes the matching PdfReadError. */
export function poolHandbookReader(pool: FileParsingPool, maxPages: number): HandbookReader {
  return async (pdf, names) => {
    try {
      return await pool.run('handbook-data', pdf, { ...names, maxPages });
    } catch (error) {
      if (!(error instanceof ParseJobError)) throw error;
      if (error.reason === 'timeout') throw new AppError(422, M.tooSlow, 'TOO_SLOW');
      if (error.reason === 'memory') throw new AppError(422, M.tooComplex, 'TOO_COMPLEX');
      if (error.reason === 'busy' || error.reason === 'closed') throw serviceUnavailable(M.readerBusy);
      const known: PdfProblem[] = ['not-pdf', 'encrypted', 'no-pages', 'too-many-pages'];
      const problem = known.find((code) => code === error.code) ?? 'corrupt';
      throw new PdfReadError(problem, error.message);
    }
  };
}

export async function handbookStatus(store: HandbookStore): Promise<HandbookStatus | null> {
  const file = await store.current();
  if (!file || file === 'preparing') return null;
  const pointer = await store.pointer();
  return {
    title: file.info.title,
    sourceFile: file.info.source_file,
    totalPages: file.info.total_pages,
    totalWords: file.info.total_words,
    extractionDate: file.info.extraction_date,
    source: pointer.current === BUILTIN ? 'builtin' : 'uploaded',
    canRollBack: Boolean(pointer.previous),
  };
}

/** Where a change of handbook is recorded (the audit trail), and by whom. */
export type HandbookAudit = { db: Kysely<Database>; actor: AuditActor };

export async function uploadHandbook(
  store: HandbookStore,
  audit: HandbookAudit,
  /** The uploaded PDF as spooled to disk (read by the parse child from there, then stored). */
  pdf: { path: string },
  fileName: string,
  read: HandbookReader,
): Promise<HandbookStatus> {
  if (busy.has(store)) throw conflict(M.busy);
  busy.add(store);
  try {
    const sourceFile = safeFileName(fileName);
    const data = await read(
      { path: pdf.path },
      {
        sourceFile,
        extractionDate: new Date().toISOString(),
        fallbackTitle: titleFromFileName(sourceFile),
      },
    ).catch((error: unknown) => {
      throw toAppError(error);
    });
    const visible = data.pages.reduce((n, page) => n + page.extracted_text.replace(/\s+/g, '').length, 0);
    if (visible < MIN_TEXT_CHARACTERS) throw new AppError(422, M.noText, 'NO_TEXT');
    const before = await handbookStatus(store);
    await store.install(data, { path: pdf.path });
    const after = (await handbookStatus(store))!;
    await recordChange(audit, 'upload', before, after);
    return after;
  } finally {
    busy.delete(store);
  }
}

export async function rollBackHandbook(store: HandbookStore, audit: HandbookAudit): Promise<HandbookStatus> {
  if (busy.has(store)) throw conflict(M.busy);
  const before = await handbookStatus(store);
  if (!(await store.rollback())) throw conflict(M.nothingToRollBack);
  const after = (await handbookStatus(store))!;
  await recordChange(audit, 'rollback', before, after);
  return after;
}

const summary = (status: HandbookStatus | null) =>
  status ? { title: status.title, sourceFile: status.sourceFile, totalPages: status.totalPages } : null;

async function recordChange(
  { db, actor }: HandbookAudit,
  action: string,
  before: HandbookStatus | null,
  after: HandbookStatus,
) {
  await recordAudit({
    db,
    actor,
    action,
    entity: 'handbook',
    entityId: null,
    before: summary(before),
    after: summary(after),
  });
}

function toAppError(error: unknown): unknown {
  if (!(error instanceof PdfReadError)) return error;
  switch (error.problem) {
    case 'not-pdf':
      return new AppError(415, M.pdfOnly, 'NOT_PDF');
    case 'encrypted':
      return new AppError(422, M.encrypted, 'ENCRYPTED');
    case 'no-pages':
      return new AppError(422, M.noPages, 'NO_PAGES');
    case 'too-many-pages':
      return new AppError(422, M.tooManyPages, 'TOO_MANY_PAGES');
    default:
      return new AppError(422, M.corrupt, 'CORRUPT');
  }
}

function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .replace(/[\p{Cc}"<>|*?]/gu, '')
    .trim()
    .slice(0, 200);
  return cleaned || 'handbook.pdf';
}

function titleFromFileName(name: string): string {
  return (
    name
      .replace(/\.pdf$/i, '')
      .replace(/[_-]+/g, ' ')
      .trim() || 'Handbook'
  );
}

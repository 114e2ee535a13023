/**
 * The standards library's changes (decision 0080), administrators only (the routes check it): add a
 * standard (its first version), add a version, roll back to an earlier version, change the code or
 * title, remove it. A PDF is read in the parse pool as the handbook is (decision 0051) and refused
 * with a clear 4xx when it is not a readable PDF with a text layer; nothing is stored until it has
 * been read. The file goes to the file store first, the rows second (one transaction), the index and
 * the audit trail last; a failed write removes the file again.
 */
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  HANDBOOK_STANDARD_ID,
  type NewStandardFields,
  STANDARDS_LIMITS,
  STANDARDS_MESSAGES,
  type StandardSummary,
} from '@firebreak/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ServiceDeps } from '../../lib/context';
import { withUniqueCheck } from '../../lib/db-errors';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import { looksLikePdf, PdfReadError } from '../../lib/pdf-text';
import type { Actor } from '../../lib/permissions';
import { FileMissingError } from '../../lib/storage/file-store';
import { recordAudit } from '../audit/audit.service';
import type { HandbookReader } from '../handbook/handbook.service';
import type { HandbookStore } from '../handbook/handbook.store';
import type { PageText } from './passages';
import type { StandardsIndex } from './standards-index';
import { codeKey, pagesOf, SAMPLE_CODE, storedSignature, storedStandard } from './standards-reads.service';

const M = STANDARDS_MESSAGES;
/** Fewer visible characters than this in the whole file means there is no text layer to search. */
const MIN_TEXT_CHARACTERS = 20;
const PAGE_ROWS_PER_INSERT = 200;
/** Codes a standard may not take: the handbook's, and the search's word for every standard. */
const RESERVED_CODES = new Set([codeKey(SAMPLE_CODE), 'company handbook', 'handbook', 'all']);

export type StandardsDeps = ServiceDeps<'db' | 'files'> & {
  index: StandardsIndex;
  /** The parse pool's PDF reader (the handbook's: pages of text, refused files as errors). */
  read: HandbookReader;
};

/** An uploaded PDF as spooled to disk. */
export type UploadedPdf = { path: string; size: number; sha256: string; head: Buffer; fileName: string };

/** Standards (or codes, for a new one) with an upload being read: one change at a time each. */
const busy = new Set<string>();

const fileOf = (standardId: string, versionId: string) => `standards/${standardId}/${versionId}.pdf`;

async function exclusively<T>(key: string, work: () => Promise<T>): Promise<T> {
  if (busy.has(key)) throw conflict(M.busy);
  busy.add(key);
  try {
    return await work();
  } finally {
    busy.delete(key);
  }
}

function refuseHandbook(id: string) {
  if (id === HANDBOOK_STANDARD_ID) throw conflict(M.handbookManagedElsewhere);
}

async function requireStandard(db: Kysely<Database>, id: string): Promise<StandardSummary> {
  refuseHandbook(id);
  const standard = await storedStandard({ db }, id);
  if (!standard) throw notFound(M.notFound);
  return standard;
}

async function checkCodeFree(db: Kysely<Database>, code: string, except?: string) {
  const key = codeKey(code);
  if (RESERVED_CODES.has(key)) throw badRequest(M.reservedCode);
  const taken = await db.selectFrom('standards').select('id').where('code_key', '=', key).executeTakeFirst();
  if (taken && taken.id !== except) throw conflict(M.duplicateCode(code));
}

/** The file name as shown: its last part, without control or quoting characters. */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .replace(/[\p{Cc}"<>|*?]/gu, '')
    .trim()
    .slice(0, 200);
  return cleaned || 'standard.pdf';
}

/** Text as both databases store it: no NUL or other control characters, no lone surrogates. */
const storable = (text: string) =>
  text
    // biome-ignore lint/suspicious/noControlCharactersInRegex: taking control characters out is the point
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '')
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

function readError(error: unknown): unknown {
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

/** The PDF's pages of text, read in the parse pool; a file that is not a PDF with text is refused. */
async function readPages(
  read: HandbookReader,
  pdf: UploadedPdf,
): Promise<{ pages: PageText[]; words: number }> {
  if (!looksLikePdf(pdf.head)) throw new AppError(415, M.pdfOnly, 'NOT_PDF');
  const data = await read(
    { path: pdf.path },
    { sourceFile: safeFileName(pdf.fileName), extractionDate: new Date().toISOString() },
  ).catch((error: unknown) => {
    throw readError(error);
  });
  const pages = data.pages.map((page) => ({ page: page.page_number, text: storable(page.extracted_text) }));
  const visible = pages.reduce((n, page) => n + page.text.replace(/\s+/g, '').length, 0);
  if (visible < MIN_TEXT_CHARACTERS) throw new AppError(422, M.noText, 'NO_TEXT');
  return { pages, words: data.document_info.total_words };
}

async function insertPages(db: Kysely<Database>, versionId: string, pages: readonly PageText[]) {
  for (let start = 0; start < pages.length; start += PAGE_ROWS_PER_INSERT) {
    await db
      .insertInto('standard_pages')
      .values(
        pages
          .slice(start, start + PAGE_ROWS_PER_INSERT)
          .map((page) => ({ version_id: versionId, page_number: page.page, text: page.text })),
      )
      .execute();
  }
}

function versionRow(
  standardId: string,
  versionId: string,
  edition: string,
  pdf: UploadedPdf,
  read: { pages: PageText[]; words: number },
  actor: Actor,
  at: string,
) {
  return {
    id: versionId,
    standard_id: standardId,
    edition,
    file_name: safeFileName(pdf.fileName),
    file_size: pdf.size,
    file_sha256: pdf.sha256,
    total_pages: read.pages.length,
    total_words: read.words,
    uploaded_at: at,
    uploaded_by: actor.id,
  };
}

/** After a change: the standard as listed now, into the index with its current pages. */
async function reindex(
  deps: StandardsDeps,
  id: string,
  pages?: readonly PageText[],
): Promise<StandardSummary> {
  const summary = (await storedStandard(deps, id)) as StandardSummary;
  const text = pages ?? (summary.currentVersionId ? await pagesOf(deps, summary.currentVersionId) : []);
  await deps.index.put({ summary, signature: storedSignature(summary) }, text);
  return summary;
}

const audited = (standard: StandardSummary) => ({
  code: standard.code,
  title: standard.title,
  edition: standard.edition,
  fileName: standard.fileName,
  totalPages: standard.totalPages,
});

export async function addStandard(
  deps: StandardsDeps,
  actor: Actor,
  fields: NewStandardFields,
  pdf: UploadedPdf,
): Promise<StandardSummary> {
  await checkCodeFree(deps.db, fields.code);
  return exclusively(`code:${codeKey(fields.code)}`, async () => {
    const read = await readPages(deps.read, pdf);
    const id = randomUUID();
    const versionId = randomUUID();
    const at = new Date().toISOString();
    await deps.files.write(fileOf(id, versionId), { path: pdf.path });
    try {
      await withUniqueCheck(
        () =>
          deps.db.transaction().execute(async (trx) => {
            await trx
              .insertInto('standards')
              .values({
                id,
                code: fields.code,
                code_key: codeKey(fields.code),
                title: fields.title,
                current_version_id: versionId,
                created_at: at,
                created_by: actor.id,
                updated_at: at,
              })
              .execute();
            await trx
              .insertInto('standard_versions')
              .values(versionRow(id, versionId, fields.edition, pdf, read, actor, at))
              .execute();
            await insertPages(trx, versionId, read.pages);
          }),
        () => conflict(M.duplicateCode(fields.code)),
      );
    } catch (error) {
      await deps.files.removeFolder(`standards/${id}`).catch(() => {});
      throw error;
    }
    const summary = await reindex(deps, id, read.pages);
    await recordAudit({
      db: deps.db,
      actor,
      action: 'create',
      entity: 'standard',
      entityId: id,
      after: audited(summary),
    });
    return summary;
  });
}

/** Versions past STANDARDS_LIMITS.versionsKept, oldest first, never the current one. */
async function surplusVersions(db: Kysely<Database>, standardId: string, current: string): Promise<string[]> {
  const rows = await db
    .selectFrom('standard_versions')
    .select('id')
    .where('standard_id', '=', standardId)
    .orderBy('uploaded_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows
    .map((row) => row.id)
    .filter((id) => id !== current)
    .slice(STANDARDS_LIMITS.versionsKept - 1);
}

export async function addVersion(
  deps: StandardsDeps,
  actor: Actor,
  id: string,
  edition: string,
  pdf: UploadedPdf,
): Promise<StandardSummary> {
  const before = await requireStandard(deps.db, id);
  return exclusively(id, async () => {
    const read = await readPages(deps.read, pdf);
    const versionId = randomUUID();
    const at = new Date().toISOString();
    await deps.files.write(fileOf(id, versionId), { path: pdf.path });
    let pruned: string[] = [];
    try {
      pruned = await deps.db.transaction().execute(async (trx) => {
        const still = await trx.selectFrom('standards').select('id').where('id', '=', id).executeTakeFirst();
        if (!still) throw notFound(M.notFound);
        await trx
          .insertInto('standard_versions')
          .values(versionRow(id, versionId, edition, pdf, read, actor, at))
          .execute();
        await insertPages(trx, versionId, read.pages);
        await trx
          .updateTable('standards')
          .set({ current_version_id: versionId, updated_at: at })
          .where('id', '=', id)
          .execute();
        const surplus = await surplusVersions(trx, id, versionId);
        if (surplus.length) {
          await trx.deleteFrom('standard_pages').where('version_id', 'in', surplus).execute();
          await trx.deleteFrom('standard_versions').where('id', 'in', surplus).execute();
        }
        return surplus;
      });
    } catch (error) {
      await deps.files.remove(fileOf(id, versionId)).catch(() => {});
      throw error;
    }
    for (const old of pruned) await deps.files.remove(fileOf(id, old)).catch(() => {});
    const summary = await reindex(deps, id, read.pages);
    await recordAudit({
      db: deps.db,
      actor,
      action: 'upload',
      entity: 'standard',
      entityId: id,
      before: audited(before),
      after: audited(summary),
    });
    return summary;
  });
}

export async function rollBackStandard(
  deps: StandardsDeps,
  actor: Actor,
  id: string,
  versionId: string | undefined,
): Promise<StandardSummary> {
  const before = await requireStandard(deps.db, id);
  return exclusively(id, async () => {
    const versions = await deps.db
      .selectFrom('standard_versions')
      .select(['id', 'uploaded_at'])
      .where('standard_id', '=', id)
      .orderBy('uploaded_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    const currentAt = versions.find((version) => version.id === before.currentVersionId)?.uploaded_at ?? '';
    let target: string | undefined;
    if (versionId) {
      if (!versions.some((version) => version.id === versionId)) throw notFound(M.versionNotFound);
      if (versionId === before.currentVersionId) throw conflict(M.alreadyCurrent);
      target = versionId;
    } else {
      target = versions.find(
        (version) => version.id !== before.currentVersionId && version.uploaded_at <= currentAt,
      )?.id;
      if (!target) throw conflict(M.nothingToRollBack);
    }
    await deps.db
      .updateTable('standards')
      .set({ current_version_id: target, updated_at: new Date().toISOString() })
      .where('id', '=', id)
      .execute();
    const summary = await reindex(deps, id);
    await recordAudit({
      db: deps.db,
      actor,
      action: 'rollback',
      entity: 'standard',
      entityId: id,
      before: audited(before),
      after: audited(summary),
    });
    return summary;
  });
}

export async function updateStandard(
  deps: StandardsDeps,
  actor: Actor,
  id: string,
  body: { code?: string | undefined; title?: string | undefined },
): Promise<StandardSummary> {
  const before = await requireStandard(deps.db, id);
  if (body.code !== undefined) await checkCodeFree(deps.db, body.code, id);
  await withUniqueCheck(
    () =>
      deps.db
        .updateTable('standards')
        .set({
          ...(body.code !== undefined ? { code: body.code, code_key: codeKey(body.code) } : {}),
          ...(body.title !== undefined ? { title: body.title } : {}),
        })
        .where('id', '=', id)
        .execute(),
    () => conflict(M.duplicateCode(body.code ?? '')),
  );
  const summary = await reindex(deps, id);
  await recordAudit({
    db: deps.db,
    actor,
    action: 'update',
    entity: 'standard',
    entityId: id,
    before: audited(before),
    after: audited(summary),
  });
  return summary;
}

export async function removeStandard(deps: StandardsDeps, actor: Actor, id: string): Promise<void> {
  const before = await requireStandard(deps.db, id);
  await exclusively(id, async () => {
    await deps.db.transaction().execute(async (trx) => {
      const versions = trx.selectFrom('standard_versions').select('id').where('standard_id', '=', id);
      await trx.deleteFrom('standard_pages').where('version_id', 'in', versions).execute();
      await trx.deleteFrom('standard_versions').where('standard_id', '=', id).execute();
      await trx.deleteFrom('standards').where('id', '=', id).execute();
    });
    await deps.files.removeFolder(`standards/${id}`).catch(() => {});
    await deps.index.remove(id);
    await recordAudit({
      db: deps.db,
      actor,
      action: 'delete',
      entity: 'standard',
      entityId: id,
      before: audited(before),
    });
  });
}

/** A version's PDF (the current one unless named) to read in the browser; the handbook's from its store. */
export async function openStandardPdf(
  deps: ServiceDeps<'db' | 'files'> & { handbook: HandbookStore },
  id: string,
  versionId: string | undefined,
): Promise<{ stream: Readable; fileName: string }> {
  if (id === HANDBOOK_STANDARD_ID) {
    const pointer = await deps.handbook.pointer();
    const file = await deps.handbook.current();
    const stream = await deps.handbook.pdf(pointer.current);
    if (!stream || !file || file === 'preparing') throw notFound(M.notFound);
    return { stream, fileName: file.info.source_file };
  }
  const standard = await storedStandard(deps, id);
  if (!standard) throw notFound(M.notFound);
  const wanted = versionId ?? standard.currentVersionId;
  const version = wanted
    ? await deps.db
        .selectFrom('standard_versions')
        .select(['id', 'file_name'])
        .where('standard_id', '=', id)
        .where('id', '=', wanted)
        .executeTakeFirst()
    : undefined;
  if (!version) throw notFound(M.versionNotFound);
  try {
    return { stream: await deps.files.open(fileOf(id, version.id)), fileName: version.file_name };
  } catch (error) {
    if (error instanceof FileMissingError) throw notFound(M.versionNotFound);
    throw error;
  }
}

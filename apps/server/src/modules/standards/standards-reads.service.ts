/**
 * The standards library's reads: the list (stored standards with their current version, and the
 * built-in handbook from the handbook store), a standard's versions, a version's pages. The list is
 * what GET /api/standards answers and what the search index reconciles with.
 */
import {
  HANDBOOK_STANDARD_ID,
  johannesburgDate,
  type StandardSummary,
  type StandardVersion,
} from '@firebreak/shared';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import type { ServiceDeps } from '../../lib/context';
import { BUILTIN, type HandbookStore } from '../handbook/handbook.store';
import type { PageText } from './passages';
import type { ListedStandard } from './standards-index';

export const SAMPLE_NOTE = 'A sample written for this product, not a SANS standard';
export const SAMPLE_CODE = 'Sample handbook';
const HANDBOOK_CODE = 'Company handbook';

export const codeKey = (code: string) => code.trim().replace(/\s+/g, ' ').toLowerCase();

type StoredRow = {
  id: string;
  code: string;
  title: string;
  current_version_id: string | null;
  updated_at: string;
  edition: string | null;
  file_name: string | null;
  total_pages: number | null;
  uploaded_at: string | null;
  version_count: number | string;
  older_count: number | string;
};

function storedQuery(db: Kysely<Database>) {
  return db
    .selectFrom('standards as s')
    .leftJoin('standard_versions as v', 'v.id', 's.current_version_id')
    .select([
      's.id',
      's.code',
      's.title',
      's.current_version_id',
      's.updated_at',
      'v.edition',
      'v.file_name',
      'v.total_pages',
      'v.uploaded_at',
    ])
    .select((eb) => [
      eb
        .selectFrom('standard_versions as all_v')
        .whereRef('all_v.standard_id', '=', 's.id')
        .select(sql<number>`count(*)`.as('n'))
        .as('version_count'),
      eb
        .selectFrom('standard_versions as old_v')
        .whereRef('old_v.standard_id', '=', 's.id')
        .whereRef('old_v.uploaded_at', '<', 'v.uploaded_at')
        .select(sql<number>`count(*)`.as('n'))
        .as('older_count'),
    ]);
}

function toSummary(row: StoredRow): StandardSummary {
  return {
    id: row.id,
    code: row.code,
    title: row.title,
    edition: row.edition ?? '',
    kind: 'standard',
    note: null,
    totalPages: Number(row.total_pages ?? 0),
    fileName: row.file_name ?? '',
    currentVersionId: row.current_version_id,
    versionCount: Number(row.version_count ?? 0),
    updatedAt: row.uploaded_at ?? row.updated_at,
    canRollBack: Number(row.older_count ?? 0) > 0,
  };
}

export async function storedStandards({ db }: ServiceDeps<'db'>): Promise<StandardSummary[]> {
  const rows = await storedQuery(db).orderBy('s.code_key').execute();
  return rows.map((row) => toSummary(row as StoredRow));
}

export async function storedStandard({ db }: ServiceDeps<'db'>, id: string): Promise<StandardSummary | null> {
  const row = await storedQuery(db).where('s.id', '=', id).executeTakeFirst();
  return row ? toSummary(row as StoredRow) : null;
}

/** The Johannesburg day of a stored timestamp; the text's own first ten characters if it is not one. */
const dayOf = (stamp: string) =>
  Number.isNaN(Date.parse(stamp)) ? stamp.slice(0, 10) : johannesburgDate(new Date(stamp));

/** The built-in handbook (or the PDF that replaced it on the handbook panel) as a standard, with its text. */
export async function handbookStandard(
  store: HandbookStore,
): Promise<{ listed: ListedStandard; pages: () => PageText[] } | null> {
  const file = await store.current();
  if (!file || file === 'preparing') return null;
  const pointer = await store.pointer();
  const isSample = pointer.current === BUILTIN;
  const info = file.info;
  const summary: StandardSummary = {
    id: HANDBOOK_STANDARD_ID,
    code: isSample ? SAMPLE_CODE : HANDBOOK_CODE,
    title: info.title,
    edition: isSample ? 'Sample, August 2025' : dayOf(info.extraction_date),
    kind: isSample ? 'sample' : 'handbook',
    note: isSample ? SAMPLE_NOTE : null,
    totalPages: info.total_pages,
    fileName: info.source_file,
    currentVersionId: null,
    versionCount: pointer.previous ? 2 : 1,
    updatedAt: info.extraction_date,
    canRollBack: Boolean(pointer.previous),
  };
  return {
    listed: { summary, signature: `handbook:${file.version}:${file.etag}` },
    pages: () => {
      const data = JSON.parse(file.json.toString('utf8')) as {
        pages: { page_number: number; extracted_text: string }[];
      };
      return data.pages.map((page) => ({ page: page.page_number, text: page.extracted_text }));
    },
  };
}

/** Every standard, the handbook first (when it is ready), then the library by code. */
export async function listStandards(
  { db }: ServiceDeps<'db'>,
  handbook: HandbookStore,
): Promise<StandardSummary[]> {
  const [builtin, stored] = await Promise.all([handbookStandard(handbook), storedStandards({ db })]);
  return [...(builtin ? [builtin.listed.summary] : []), ...stored];
}

export const storedSignature = (summary: StandardSummary) =>
  JSON.stringify([summary.currentVersionId, summary.code, summary.title, summary.edition]);

export async function versionsOf({ db }: ServiceDeps<'db'>, standardId: string): Promise<StandardVersion[]> {
  const rows = await db
    .selectFrom('standard_versions as v')
    .innerJoin('standards as s', 's.id', 'v.standard_id')
    .leftJoin('users as u', 'u.id', 'v.uploaded_by')
    .select([
      'v.id',
      'v.edition',
      'v.file_name',
      'v.file_size',
      'v.total_pages',
      'v.uploaded_at',
      's.current_version_id',
      'u.first_name',
      'u.last_name',
    ])
    .where('v.standard_id', '=', standardId)
    .orderBy('v.uploaded_at', 'desc')
    .orderBy('v.id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    edition: row.edition,
    fileName: row.file_name,
    fileSize: Number(row.file_size),
    totalPages: Number(row.total_pages),
    uploadedAt: row.uploaded_at,
    uploadedBy: row.first_name ? `${row.first_name} ${row.last_name ?? ''}`.trim() : null,
    isCurrent: row.id === row.current_version_id,
  }));
}

export async function pagesOf({ db }: ServiceDeps<'db'>, versionId: string): Promise<PageText[]> {
  const rows = await db
    .selectFrom('standard_pages')
    .select(['page_number', 'text'])
    .where('version_id', '=', versionId)
    .orderBy('page_number')
    .execute();
  return rows.map((row) => ({ page: Number(row.page_number), text: row.text }));
}

/**
 * The document library: list, read, upload, change and delete. Every write and delete updates the
 * search index in the same code path (then emits a domain event, which also carries the change to
 * other instances over Redis). An upload is checked (type, size, zip structure) and stored at once;
 * its text is read afterwards in the parse pool (document-text.ts). Nothing here knows about HTTP.
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import {
  CATEGORY_STYLE,
  type CatalogueDocument,
  DOCUMENT_CATEGORIES,
  DOCUMENT_SEARCH,
  type DocumentLinkFilters,
  type DocumentListResponse,
  type DocumentMetadata,
  type DocumentStatistics,
  johannesburgDate,
  type Role,
  slugify,
  type UpdateDocumentInput,
} from '@firebreak/shared';
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import { countPageObjectsInFile } from '../../jobs/file-parsing/pdf-text-parts';
import { checkZipLimits, ZIP_EXTENSIONS, ZipLimitError } from '../../jobs/file-parsing/zip-limits';
import type { ServiceDeps } from '../../lib/context';
import { isUniqueViolation } from '../../lib/db-errors';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { pdfPagePresence } from '../../lib/pdf-pages';
import { fileHasEncryptionDictionary, hasEncryptionDictionary } from '../../lib/pdf-text';
import { type Actor, assertCanOnRow } from '../../lib/permissions';
import type { ContentStore } from '../../lib/storage/content-store';
import type { SpooledFile } from '../../lib/storage/spool';
import { recordAudit } from '../audit/audit.service';
import type { DocumentIndex } from '../search/document-index';
import { replacePassages } from '../search/passage-store';
import { type DocumentPassage, splitText } from '../search/passages';
import { assertCanReach, type DocumentScope, documentScope, othersVisitDocuments } from './document-access';
import {
  hasLinkInput,
  isFiltered,
  isVisitDocument,
  LINK_MESSAGES,
  type LinkColumns,
  linkFilter,
  linksOf,
  resolveLinks,
} from './document-links';
import type { DocumentTextQueue } from './document-text';
import { type DocumentRow, toCatalogueDocument } from './documents.mapper';
import { detectFileType } from './file-types';

declare module '../../lib/events' {
  interface DomainEvents {
    'document.created': { documentId: string };
    'document.updated': { documentId: string };
    'document.deleted': { documentId: string };
  }
}

export type DocumentsDeps = ServiceDeps<'db'> & {
  store: ContentStore;
  index: DocumentIndex;
  /** Reads an upload's text in the parse pool once the upload has answered. */
  texts?: DocumentTextQueue;
  zipLimits?: Config['fileParsing']['zip'];
  emit?: (name: 'document.created' | 'document.updated' | 'document.deleted', documentId: string) => void;
};

/** The documents services' parts, taken from the app's context (routes, start-up jobs). */
export function documentsDepsOf(
  context: ServiceDeps<'db' | 'store' | 'documentIndex' | 'config' | 'events'> & {
    documentTexts?: DocumentTextQueue;
  },
): DocumentsDeps {
  return {
    db: context.db,
    store: context.store,
    index: context.documentIndex,
    texts: context.documentTexts,
    zipLimits: context.config.fileParsing.zip,
    emit: (name, documentId) => context.events.emit(name, { documentId }),
  };
}

export async function findDocumentRow({ db }: ServiceDeps<'db'>, id: string): Promise<DocumentRow> {
  const row = await db
    .selectFrom('documents')
    .selectAll()
    .where((eb) => eb.or([eb('slug', '=', id.toLowerCase()), eb('id', '=', id)]))
    .executeTakeFirst();
  if (!row) throw notFound('Document not found');
  return row;
}

/** A document the scope may reach (document-access.ts): another technician's visit report is 404. */
export async function findReachableRow(
  { db }: ServiceDeps<'db'>,
  id: string,
  scope: DocumentScope,
): Promise<DocumentRow> {
  const row = await findDocumentRow({ db }, id);
  await assertCanReach({ db }, scope, row.id);
  return row;
}

export async function getDocument(
  { db }: ServiceDeps<'db'>,
  id: string,
  scope: DocumentScope = undefined,
): Promise<CatalogueDocument> {
  return withLinks({ db }, await findReachableRow({ db }, id, scope));
}

/** One row as the catalogue shows it, with what it is linked to. */
export async function withLinks({ db }: ServiceDeps<'db'>, row: DocumentRow): Promise<CatalogueDocument> {
  return toCatalogueDocument(row, (await linksOf({ db }, [row])).get(row.id));
}

export function documentStatistics(documents: readonly CatalogueDocument[]): DocumentStatistics {
  const byType: Record<string, number> = {};
  for (const doc of documents) byType[doc.type] = (byType[doc.type] ?? 0) + 1;
  return {
    totalDocuments: documents.length,
    categories: new Set(documents.map((doc) => doc.category)).size,
    departments: new Set(documents.map((doc) => doc.department)).size,
    fileTypes: Object.keys(byType).length,
    byType,
  };
}

/**
 * The documents table as the scope sees it: without other technicians' visit reports and certificates;
 * only those linked as `filters` asks (document-links.ts).
 */
function reachable(db: Kysely<Database>, scope: DocumentScope, filters: DocumentLinkFilters = {}) {
  const all = isFiltered(filters)
    ? db.selectFrom('documents').where(linkFilter({ db }, filters))
    : db.selectFrom('documents');
  return scope ? all.where('documents.id', 'not in', othersVisitDocuments({ db }, scope.person)) : all;
}

export type ListDocumentsOptions = DocumentLinkFilters & {
  page: number;
  pageSize: number;
  /** 'recent': the most recently changed first (then the newest upload); else by category and name. */
  sort?: 'category' | 'recent' | undefined;
};

export async function listDocuments(
  { db }: ServiceDeps<'db'>,
  { page, pageSize, sort = 'category', ...filters }: ListDocumentsOptions,
  scope: DocumentScope = undefined,
): Promise<DocumentListResponse> {
  const total = Number(
    (
      await reachable(db, scope, filters)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
  const ordered =
    sort === 'recent'
      ? reachable(db, scope, filters)
          .orderBy('last_modified', 'desc')
          .orderBy('created_at', 'desc')
          .orderBy('name')
      : reachable(db, scope, filters).orderBy('category').orderBy('name');
  const rows = await ordered
    .selectAll()
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  const links = await linksOf({ db }, rows);
  const documents = rows.map((row) => toCatalogueDocument(row, links.get(row.id)));
  const statistics =
    total === documents.length
      ? documentStatistics(documents)
      : await libraryStatistics({ db }, total, scope, filters);
  const categories = DOCUMENT_CATEGORIES.map((name) => ({
    name,
    ...CATEGORY_STYLE[name],
    documents: documents.filter((doc) => doc.category === name),
  }));
  return { documents, categories, statistics, page, pageSize, total };
}

export async function libraryStatistics(
  { db }: ServiceDeps<'db'>,
  total?: number,
  scope: DocumentScope = undefined,
  filters: DocumentLinkFilters = {},
): Promise<DocumentStatistics> {
  const rows = await reachable(db, scope, filters)
    .select(['type', 'category', 'department', (eb) => eb.fn.countAll().as('n')])
    .groupBy(['type', 'category', 'department'])
    .execute();
  const byType: Record<string, number> = {};
  for (const row of rows) byType[row.type] = (byType[row.type] ?? 0) + Number(row.n);
  return {
    totalDocuments: total ?? rows.reduce((sum, row) => sum + Number(row.n), 0),
    categories: new Set(rows.map((row) => row.category)).size,
    departments: new Set(rows.map((row) => row.department)).size,
    fileTypes: Object.keys(byType).length,
    byType,
  };
}

/** Names with a path separator, '..' or control characters are refused, whatever follows. */
export function checkFileName(fileName: string): string {
  const name = fileName.normalize('NFC');
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (!name || name.length > 255 || /[/\\\u0000-\u001f\u007f]/.test(name) || name.includes('..'))
    throw badRequest('Invalid file name');
  if (!/\.[a-z0-9]{1,5}$/i.test(name)) throw badRequest('Invalid file name: it needs an extension');
  return name;
}

async function freeSlug(db: Kysely<Database>, name: string): Promise<string> {
  const base = slugify(name);
  const taken = new Set(
    (await db.selectFrom('documents').select('slug').where('slug', 'like', `${base}%`).execute()).map(
      (row) => row.slug,
    ),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/**
 * Inserts the row under the first free slug of its name. Uploads of the same name at the same moment
 * pick the same slug; the losers of the unique key pick again rather than fail.
 */
async function insertWithFreeSlug(db: Kysely<Database>, row: DocumentRow): Promise<DocumentRow> {
  for (let attempt = 1; ; attempt += 1) {
    const slug = await freeSlug(db, row.name);
    const candidate = { ...row, slug };
    try {
      await db.insertInto('documents').values(candidate).execute();
      return candidate;
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 50) throw error;
    }
  }
}

/**
 * Refusals that need no parsing: a zip bomb by its headers, an encrypted PDF by its trailer. A spooled
 * PDF is scanned in chunks; an Office file's zip directory is read from the whole file (at most 100 MB).
 */
async function checkStructure(
  file: Uint8Array | SpooledFile,
  extension: string,
  zipLimits: DocumentsDeps['zipLimits'],
) {
  if (ZIP_EXTENSIONS.has(extension) && zipLimits) {
    try {
      checkZipLimits(file instanceof Uint8Array ? file : await readFile(file.path), zipLimits);
    } catch (error) {
      if (!(error instanceof ZipLimitError)) throw error;
      throw new AppError(error.isTooLarge ? 413 : 422, error.message, 'ZIP_REFUSED');
    }
  }
  const encrypted =
    extension === 'pdf' &&
    (file instanceof Uint8Array
      ? hasEncryptionDictionary(file)
      : await fileHasEncryptionDictionary(file.path));
  if (encrypted)
    throw new AppError(
      422,
      'The PDF is encrypted or password-protected: upload an unprotected copy',
      'ENCRYPTED',
    );
}

const NO_PAGES = 'The PDF has no pages: upload a PDF with at least one page';

/**
 * Whether the PDF holds a page. A spooled upload is searched in chunks first (a page dictionary in
 * its bytes settles it); only a file whose pages could be packed in object streams is read whole.
 */
async function pagePresence(file: Uint8Array | SpooledFile) {
  if (file instanceof Uint8Array) return pdfPagePresence(file);
  if ((await countPageObjectsInFile(file.path)) > 0) return 'some';
  return pdfPagePresence(await readFile(file.path));
}

export type NewDocumentFile = {
  fileName: string;
  /** The bytes (a rendered report), or an upload spooled to disk as it arrived (lib/storage/spool.ts). */
  data: Uint8Array | SpooledFile;
  lastModified?: string;
  /**
   * Text already read (a PDF-processing result, a visit report): stored as it is, not read again;
   * its passages as given, else cut from the text (decision 0079).
   */
  readyText?: { content: string; note: string | null; passages?: DocumentPassage[] };
  /** Its text comes from a processing job the caller starts (paperwork intake): not queued here. */
  readByCaller?: boolean;
};

/**
 * Checks and stores an upload, indexes its details and answers; its text is read in the parse pool
 * afterwards (textStatus 'pending' until then). Nothing is stored when any check fails.
 */
export async function createDocument(
  deps: DocumentsDeps,
  /** The role, when known, is held to reading what the document is linked to (document-links.ts). */
  actor: { id: string; role?: Role | undefined } | null,
  file: NewDocumentFile,
  metadata: DocumentMetadata,
): Promise<CatalogueDocument> {
  const fileName = checkFileName(file.fileName);
  const size = file.data instanceof Uint8Array ? file.data.length : file.data.size;
  if (size === 0) throw badRequest('The file is empty');
  if (size > DOCUMENT_SEARCH.uploadMaxBytes)
    throw new AppError(413, 'The file is larger than 100 MB', 'TOO_LARGE');
  const detected = await detectFileType(file.data, fileName);
  if (!detected)
    throw new AppError(
      415,
      'Unsupported file: upload a PDF, Excel, Word, PowerPoint or MS Project XML file whose content matches its name',
      'UNSUPPORTED_TYPE',
    );
  await checkStructure(file.data, detected.extension, deps.zipLimits);
  if (detected.extension === 'pdf' && (await pagePresence(file.data)) === 'none') throw badRequest(NO_PAGES);
  const links = await resolveLinks(deps, actor, metadata);
  const sha = await deps.store.put(file.data);
  const now = new Date().toISOString();
  const row = await insertWithFreeSlug(deps.db, {
    id: randomUUID(),
    slug: '',
    name: metadata.name,
    file_name: fileName,
    type: detected.type,
    extension: detected.extension,
    content_type: detected.contentType,
    file_size: size,
    sha256: sha,
    last_modified: file.lastModified ?? johannesburgDate(new Date(now)),
    category: metadata.category,
    subcategory: metadata.subcategory,
    department: metadata.department,
    document_type: metadata.documentType,
    revision: metadata.revision,
    tags: JSON.stringify(metadata.tags),
    description: metadata.description,
    searchable_content: file.readyText?.content ?? '',
    uploaded_by: actor?.id ?? null,
    created_at: now,
    text_status: file.readyText ? 'ready' : 'pending',
    text_note: file.readyText?.note ?? null,
    text_progress: null,
    ...links,
  });
  await recordAudit({
    db: deps.db,
    actor,
    action: 'upload',
    entity: 'document',
    entityId: row.id,
    after: {
      name: row.name,
      fileName: row.file_name,
      category: row.category,
      department: row.department,
      revision: row.revision,
      fileSize: row.file_size,
      ...linkedOnly(links),
    },
  });
  const passages = file.readyText ? (file.readyText.passages ?? splitText(file.readyText.content)) : [];
  if (passages.length) await replacePassages(deps, row.id, passages);
  deps.index.add(row, passages);
  deps.emit?.('document.created', row.slug);
  if (!file.readyText && !file.readByCaller) deps.texts?.enqueue(row.id);
  return withLinks(deps, row);
}

/** The links set, for the audit trail (the empty ones say nothing). */
const linkedOnly = (links: LinkColumns) =>
  Object.fromEntries(Object.entries(links).filter(([, id]) => id !== null));

export async function updateDocument(
  deps: DocumentsDeps,
  actor: Actor,
  id: string,
  input: UpdateDocumentInput,
): Promise<CatalogueDocument> {
  const row = await findReachableRow(deps, id, await documentScope(deps, actor));
  assertCanOnRow(actor.role, 'documents.update', isUploader(actor, row));
  const changes: Partial<DocumentRow> = {};
  if (input.name !== undefined) changes.name = input.name;
  if (input.category !== undefined) changes.category = input.category;
  if (input.department !== undefined) changes.department = input.department;
  if (input.documentType !== undefined) changes.document_type = input.documentType;
  if (input.subcategory !== undefined) changes.subcategory = input.subcategory;
  if (input.revision !== undefined) changes.revision = input.revision;
  if (input.tags !== undefined) changes.tags = JSON.stringify(input.tags);
  if (input.description !== undefined) changes.description = input.description;
  if (hasLinkInput(input)) {
    if (await isVisitDocument(deps, row.id)) throw badRequest(LINK_MESSAGES.visitDocument);
    const links = await resolveLinks(deps, actor, input, row);
    for (const [column, id] of Object.entries(links) as [keyof LinkColumns, string | null][])
      if (row[column] !== id) changes[column] = id;
  }
  if (Object.keys(changes).length === 0) return withLinks(deps, row);
  changes.last_modified = johannesburgDate(new Date());
  await deps.db.updateTable('documents').set(changes).where('id', '=', row.id).execute();
  const updated = { ...row, ...changes };
  const touched = Object.keys(changes).filter((key) => key !== 'last_modified') as (keyof DocumentRow)[];
  await recordAudit({
    db: deps.db,
    actor,
    action: 'update',
    entity: 'document',
    entityId: row.id,
    before: Object.fromEntries(touched.map((key) => [key, row[key]])),
    after: Object.fromEntries(touched.map((key) => [key, updated[key]])),
  });
  deps.index.add(updated);
  deps.emit?.('document.updated', updated.slug);
  return withLinks(deps, updated);
}

export async function deleteDocument(deps: DocumentsDeps, actor: Actor, id: string): Promise<void> {
  const row = await findReachableRow(deps, id, await documentScope(deps, actor));
  assertCanOnRow(actor.role, 'documents.delete', isUploader(actor, row));
  await deps.db.deleteFrom('documents').where('id', '=', row.id).execute();
  await recordAudit({
    db: deps.db,
    actor,
    action: 'delete',
    entity: 'document',
    entityId: row.id,
    before: { name: row.name, fileName: row.file_name, category: row.category, uploadedBy: row.uploaded_by },
  });
  deps.index.remove(row.slug);
  const shared = await deps.db
    .selectFrom('documents')
    .select('id')
    .where('sha256', '=', row.sha256)
    .executeTakeFirst();
  if (!shared) await deps.store.remove(row.sha256);
  deps.emit?.('document.deleted', row.slug);
}

/** A document is its uploader's own (docs/permissions.md: technicians change only their own). */
function isUploader(actor: Actor, row: DocumentRow): boolean {
  return row.uploaded_by !== null && row.uploaded_by === actor.id;
}

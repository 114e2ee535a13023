/** Database rows to the §3 Catalogue document shape and to what the search engine indexes. */
import {
  type CatalogueDocument,
  type DocumentFileType,
  type DocumentKind,
  formatFileSize,
} from '@firebreak/shared';
import type { Selectable } from 'kysely';
import type { DocumentsTable } from '../../db/schema/documents';
import type { IndexedDocument } from '../search/engine';

export type DocumentRow = Selectable<DocumentsTable>;

export function parseTags(text: string): string[] {
  try {
    const value = JSON.parse(text) as unknown;
    return Array.isArray(value) ? value.filter((tag): tag is string => typeof tag === 'string') : [];
  } catch {
    return [];
  }
}

export function toCatalogueDocument(row: DocumentRow): CatalogueDocument {
  const relative = `${row.category}/${row.file_name}`;
  return {
    id: row.slug,
    uuid: row.id,
    name: row.name,
    fileName: row.file_name,
    type: row.type as DocumentFileType,
    extension: row.extension,
    path: relative,
    fullPath: `/documents/${relative}`,
    size: formatFileSize(Number(row.file_size)),
    fileSize: Number(row.file_size),
    lastModified: row.last_modified,
    category: row.category,
    subcategory: row.subcategory,
    department: row.department,
    documentType: row.document_type as DocumentKind,
    revision: row.revision,
    tags: parseTags(row.tags),
    description: row.description,
    searchableContent: row.searchable_content,
    uploadedBy: row.uploaded_by,
    createdAt: row.created_at,
    sha256: row.sha256,
    textStatus: row.text_status,
    textNote: row.text_note,
    textProgress: row.text_status === 'pending' ? (row.text_progress ?? null) : null,
  };
}

export function toIndexedDocument(row: DocumentRow): IndexedDocument {
  return {
    id: row.slug,
    name: row.name,
    tags: parseTags(row.tags),
    description: row.description,
    content: row.searchable_content,
    category: row.category,
    type: row.type,
    department: row.department,
  };
}

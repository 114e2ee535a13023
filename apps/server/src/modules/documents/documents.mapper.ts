/** Database rows to the §3 Catalogue document shape (what the search engine indexes: search/indexed-document). */
import {
  type CatalogueDocument,
  type DocumentFileType,
  type DocumentKind,
  type DocumentLink,
  formatFileSize,
} from '@firebreak/shared';
import { type DocumentRow, parseTags } from '../search/indexed-document';

export type { DocumentRow };

/** `links`: what it is about, with names (document-links.ts `linksOf`); none unless given. */
export function toCatalogueDocument(row: DocumentRow, links: DocumentLink[] = []): CatalogueDocument {
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
    links,
  };
}

/**
 * A library row as the search index reads it: the fields the engine scores, and the tags column
 * parsed. Lives here so the search module reads the documents table without importing the documents
 * module (documents depends on search, never the other way round).
 */
import type { Selectable } from 'kysely';
import type { DocumentsTable } from '../../db/schema/documents';
import type { IndexedDocument } from './engine';
import type { DocumentPassage } from './passages';

export type DocumentRow = Selectable<DocumentsTable>;

/** The tags column holds a JSON array; anything else reads as no tags. */
export function parseTags(text: string): string[] {
  try {
    const value = JSON.parse(text) as unknown;
    return Array.isArray(value) ? value.filter((tag): tag is string => typeof tag === 'string') : [];
  } catch {
    return [];
  }
}

/** A row as the engine indexes it; `passages` as IndexedDocument says (left out: kept as they are). */
export function toIndexedDocument(row: DocumentRow, passages?: readonly DocumentPassage[]): IndexedDocument {
  return {
    passages,
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

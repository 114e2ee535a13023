/**
 * Query keys of the document library (the Documents screens and the linked-documents sections);
 * components never spell a key themselves. Everything sits under `documentKeys.all`, so a change to
 * the library (upload, edit, delete) makes the catalogue, one-document views, linked lists and every
 * search's answers stale with one invalidation.
 */
import type { AiSearchMethod, DocumentLinkFilters } from '@firebreak/shared';

export const documentKeys = {
  all: ['documents'] as const,
  catalogue: () => ['documents', 'catalogue'] as const,
  details: () => ['documents', 'detail'] as const,
  detail: (id: string) => ['documents', 'detail', id] as const,
  searches: () => ['documents', 'search'] as const,
  filters: () => ['documents', 'search', 'filters'] as const,
  /** `settings` is the search's settings (features/documents/api/search-documents.ts), threshold null when unused. */
  search: <Settings extends { threshold: number | null }>(
    method: AiSearchMethod,
    q: string,
    settings: Settings,
  ) => ['documents', 'search', 'results', method, q, settings] as const,
  suggestions: (q: string) => ['documents', 'search', 'suggestions', q] as const,
  analysis: (q: string) => ['documents', 'search', 'analysis', q] as const,
  recent: (count: number) => ['documents', 'recent', count] as const,
  /** The documents linked to a client, site or project (their pages' Documents sections). */
  linked: (filter: DocumentLinkFilters) => ['documents', 'linked', filter] as const,
};

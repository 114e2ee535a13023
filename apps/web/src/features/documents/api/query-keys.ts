/**
 * Query keys of the document library; components never spell a key themselves. Everything sits
 * under `documentKeys.all`, so a change to the library (upload, edit, delete) makes the catalogue,
 * one-document views and every search's answers stale with one invalidation.
 */
import type { AiSearchMethod } from '@firebreak/shared';
import type { AiSearchSettings } from './search-documents';

export const documentKeys = {
  all: ['documents'] as const,
  catalogue: () => ['documents', 'catalogue'] as const,
  details: () => ['documents', 'detail'] as const,
  detail: (id: string) => ['documents', 'detail', id] as const,
  searches: () => ['documents', 'search'] as const,
  filters: () => ['documents', 'search', 'filters'] as const,
  search: (
    method: AiSearchMethod,
    q: string,
    settings: Omit<AiSearchSettings, 'threshold'> & { threshold: number | null },
  ) => ['documents', 'search', 'results', method, q, settings] as const,
  suggestions: (q: string) => ['documents', 'search', 'suggestions', q] as const,
  analysis: (q: string) => ['documents', 'search', 'analysis', q] as const,
};

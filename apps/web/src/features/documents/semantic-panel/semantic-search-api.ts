/**
 * The semantic panel's calls as queries: search by the chosen method and suggestions. They reuse the
 * AI search's fetchers (§7 parameters) and sit under the 'ai-search' key, so an upload, edit or
 * delete that invalidates that key refreshes whatever the panel shows.
 */
import type { AiSearchMethod } from '@firebreak/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type AiSearchSettings, fetchSuggestions, searchByMethod } from '../ai-search/ai-search-api';

export type SemanticPanelSettings = AiSearchSettings & { method: AiSearchMethod };

export const semanticSearchQueryOptions = (q: string, settings: SemanticPanelSettings) =>
  queryOptions({
    queryKey: ['ai-search', 'semantic-panel', q, settings],
    queryFn: ({ signal }) => searchByMethod(settings.method, q, settings, signal),
    enabled: q !== '',
    // A failed search is shown at once, as on the AI search; the user changes the query to try again.
    retry: false,
    placeholderData: keepPreviousData,
  });

export const suggestionsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['ai-search', 'suggestions', q],
    queryFn: ({ signal }) => fetchSuggestions(q, signal),
    enabled: q !== '',
    retry: false,
  });

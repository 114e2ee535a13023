/** GET /api/ai-search/{keyword|semantic|hybrid} with the §7 parameters of the chosen method. */
import type { AiSearchMethod, AiSearchResponse } from '@firebreak/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { documentKeys } from '@/entities/document/api/query-keys';
import { apiClient } from '@/lib/api-client';
import { LINK_FILTER_KEYS, type LinkFilterValues } from '../components/link-filter-fields';

export type AiSearchSettings = {
  category: string;
  type: string;
  tags: string[];
  limit: number;
  /** The similarity threshold: where 'Best matches' end. */
  threshold: number;
  /** The threshold as a filter, set on purpose: results below it are not asked for. */
  hideBelow: boolean;
  semanticWeight: number;
  keywordWeight: number;
} & LinkFilterValues;

export async function searchDocuments(
  method: AiSearchMethod,
  q: string,
  settings: AiSearchSettings,
  signal?: AbortSignal,
): Promise<AiSearchResponse> {
  const params: Record<string, string | number> = { q, limit: settings.limit };
  if (settings.category) params.category = settings.category;
  if (settings.type) params.type = settings.type;
  if (settings.tags.length) params.tags = settings.tags.join(',');
  for (const key of LINK_FILTER_KEYS) if (settings[key]) params[key] = settings[key];
  // No threshold unless the user hides what falls below it (issue 26 §1, decision 0079): the
  // server ranks every match and the panel tiers them; as a filter it means the same for every
  // method (a calibrated chance, decision 0059), and the answer says how many it hid.
  if (settings.hideBelow) params.threshold = settings.threshold;
  if (method === 'hybrid') {
    params.semanticWeight = settings.semanticWeight;
    params.keywordWeight = settings.keywordWeight;
  }
  return (await apiClient.get<AiSearchResponse>(`/ai-search/${method}`, { params, signal })).data;
}

/**
 * A blank query asks nothing; a failed search shows at once (the user changes the query to retry).
 * The threshold is part of the question only as a filter: moving the slider re-tiers the answer held.
 */
export const searchQueryOptions = (method: AiSearchMethod, q: string, settings: AiSearchSettings) =>
  queryOptions({
    queryKey: documentKeys.search(method, q, {
      ...settings,
      threshold: settings.hideBelow ? settings.threshold : null,
    }),
    queryFn: ({ signal }) => searchDocuments(method, q, settings, signal),
    enabled: q !== '',
    retry: false,
    placeholderData: keepPreviousData,
  });

export function useSearchDocuments(method: AiSearchMethod, q: string, settings: AiSearchSettings) {
  return useQuery(searchQueryOptions(method, q, settings));
}

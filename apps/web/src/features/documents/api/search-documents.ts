/** GET /api/ai-search/{keyword|semantic|hybrid} with the §7 parameters of the chosen method. */
import type { AiSearchMethod, AiSearchResponse } from '@firebreak/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { documentKeys } from './query-keys';

export type AiSearchSettings = {
  category: string;
  type: string;
  tags: string[];
  limit: number;
  threshold: number;
  semanticWeight: number;
  keywordWeight: number;
};

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
  // The similarity threshold means the same for both (a calibrated chance, decision 0059); keyword
  // lists every match, as §7 sends it no threshold.
  if (method !== 'keyword') params.threshold = settings.threshold;
  if (method === 'hybrid') {
    params.semanticWeight = settings.semanticWeight;
    params.keywordWeight = settings.keywordWeight;
  }
  return (await apiClient.get<AiSearchResponse>(`/ai-search/${method}`, { params, signal })).data;
}

/** A blank query asks nothing; a failed search shows at once (the user changes the query to retry). */
export const searchQueryOptions = (method: AiSearchMethod, q: string, settings: AiSearchSettings) =>
  queryOptions({
    queryKey: documentKeys.search(method, q, settings),
    queryFn: ({ signal }) => searchDocuments(method, q, settings, signal),
    enabled: q !== '',
    retry: false,
    placeholderData: keepPreviousData,
  });

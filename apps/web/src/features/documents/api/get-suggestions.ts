/** GET /api/ai-search/suggestions?q= → query suggestions shown as chips. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { documentKeys } from '@/entities/document/api/query-keys';
import { apiClient } from '@/lib/api-client';

export async function getSuggestions(q: string, signal?: AbortSignal): Promise<string[]> {
  return (await apiClient.get<{ suggestions: string[] }>('/ai-search/suggestions', { params: { q }, signal }))
    .data.suggestions;
}

export const suggestionsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: documentKeys.suggestions(q),
    queryFn: ({ signal }) => getSuggestions(q, signal),
    enabled: q !== '',
    retry: false,
  });

export function useSuggestions(q: string) {
  return useQuery(suggestionsQueryOptions(q));
}

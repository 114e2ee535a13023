/** The §7 AI-search calls: filters, search by method, analyze-query, suggestions, compare. */
import type {
  AiSearchMethod,
  AiSearchResponse,
  CompareResponse,
  FilterOptionsResponse,
  QueryAnalysis,
} from '@firebreak/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export type AiSearchSettings = {
  category: string;
  type: string;
  tags: string[];
  limit: number;
  threshold: number;
  semanticWeight: number;
  keywordWeight: number;
};

export const filtersQueryOptions = queryOptions({
  queryKey: ['ai-search', 'filters'],
  queryFn: async () => (await apiClient.get<FilterOptionsResponse>('/ai-search/filters')).data,
  staleTime: 60_000,
});
export const useSearchFilters = () => useQuery(filtersQueryOptions);

export async function searchByMethod(
  method: AiSearchMethod,
  q: string,
  settings: AiSearchSettings,
  signal?: AbortSignal,
) {
  const params: Record<string, string | number> = { q, limit: settings.limit };
  if (settings.category) params.category = settings.category;
  if (settings.type) params.type = settings.type;
  if (settings.tags.length) params.tags = settings.tags.join(',');
  if (method === 'semantic') params.threshold = settings.threshold;
  if (method === 'hybrid') {
    params.semanticWeight = settings.semanticWeight;
    params.keywordWeight = settings.keywordWeight;
  }
  return (await apiClient.get<AiSearchResponse>(`/ai-search/${method}`, { params, signal })).data;
}

export async function analyzeQuery(query: string): Promise<QueryAnalysis> {
  return (await apiClient.post<{ analysis: QueryAnalysis }>('/ai-search/analyze-query', { query })).data
    .analysis;
}

export async function fetchSuggestions(q: string, signal?: AbortSignal): Promise<string[]> {
  return (await apiClient.get<{ suggestions: string[] }>('/ai-search/suggestions', { params: { q }, signal }))
    .data.suggestions;
}

export async function compareMethods(query: string, settings: AiSearchSettings): Promise<CompareResponse> {
  return (
    await apiClient.post<CompareResponse>('/ai-search/compare', {
      query,
      options: {
        limit: 10,
        category: settings.category || undefined,
        type: settings.type || undefined,
        tags: settings.tags,
      },
    })
  ).data;
}

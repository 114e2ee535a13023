/** POST /api/ai-search/analyze-query → the AI Analysis banner's intent, confidence and suggestions. */
import type { QueryAnalysis } from '@firebreak/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { documentKeys } from '@/entities/document/api/query-keys';
import { apiClient } from '@/lib/api-client';

export async function analyzeQuery(query: string): Promise<QueryAnalysis> {
  return (await apiClient.post<{ analysis: QueryAnalysis }>('/ai-search/analyze-query', { query })).data
    .analysis;
}

/** Asked once per query; a failure only leaves the banner out. */
export const analysisQueryOptions = (q: string, enabled: boolean) =>
  queryOptions({
    queryKey: documentKeys.analysis(q),
    queryFn: () => analyzeQuery(q),
    enabled: enabled && q !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useQueryAnalysis(q: string, enabled: boolean) {
  return useQuery(analysisQueryOptions(q, enabled));
}

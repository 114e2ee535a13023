/**
 * GET /api/standards/search: the passages that answer a query, in the standards chosen (all when
 * none is). Runs only for a query with something in it; the previous answer stays on screen while
 * the next one loads, so the list does not flash empty between keystrokes.
 */
import type { StandardsSearchResponse } from '@firebreak/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { standardsKeys } from './query-keys';

export async function searchStandards(q: string, ids: readonly string[]): Promise<StandardsSearchResponse> {
  const params = new URLSearchParams({ q });
  for (const id of ids) params.append('standard', id);
  return (await apiClient.get<StandardsSearchResponse>('/standards/search', { params })).data;
}

export const standardsSearchQueryOptions = (q: string, ids: readonly string[]) =>
  queryOptions({
    queryKey: standardsKeys.search(q, ids),
    queryFn: () => searchStandards(q, ids),
    enabled: q.trim() !== '',
    placeholderData: keepPreviousData,
  });

export function useStandardsSearch(q: string, ids: readonly string[]) {
  return useQuery(standardsSearchQueryOptions(q, ids));
}

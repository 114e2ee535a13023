/** GET /api/ai-search/filters → the categories, types and tags the search filters offer. */
import type { FilterOptionsResponse } from '@firebreak/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { documentKeys } from '@/entities/document/api/query-keys';
import { apiClient } from '@/lib/api-client';

export async function getSearchFilters(): Promise<FilterOptionsResponse> {
  return (await apiClient.get<FilterOptionsResponse>('/ai-search/filters')).data;
}

export const filtersQueryOptions = queryOptions({
  queryKey: documentKeys.filters(),
  queryFn: getSearchFilters,
  staleTime: 60_000,
});

export const useSearchFilters = () => useQuery(filtersQueryOptions);

/** GET /api/standards: every standard of the library, the built-in sample handbook first. */
import type { StandardsListResponse } from '@firebreak/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { standardsKeys } from './query-keys';

export async function getStandards(): Promise<StandardsListResponse> {
  return (await apiClient.get<StandardsListResponse>('/standards')).data;
}

export const standardsQueryOptions = queryOptions({ queryKey: standardsKeys.list(), queryFn: getStandards });

export function useStandards() {
  return useQuery(standardsQueryOptions);
}

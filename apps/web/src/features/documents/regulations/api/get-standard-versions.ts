/** GET /api/standards/:id/versions: a standard's versions, newest first, and which is current. */
import type { StandardVersionsResponse } from '@firebreak/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { standardsKeys } from './query-keys';

export async function getStandardVersions(id: string): Promise<StandardVersionsResponse> {
  return (await apiClient.get<StandardVersionsResponse>(`/standards/${encodeURIComponent(id)}/versions`))
    .data;
}

export const standardVersionsQueryOptions = (id: string) =>
  queryOptions({ queryKey: standardsKeys.versions(id), queryFn: () => getStandardVersions(id) });

export function useStandardVersions(id: string) {
  return useQuery(standardVersionsQueryOptions(id));
}

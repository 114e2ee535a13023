/** GET /api/system/status: real figures for the 'earlier home view' cards and the AI status panel. */
import type { SystemStatus } from '@firebreak/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { systemKeys } from './query-keys';

export async function getSystemStatus(): Promise<SystemStatus> {
  const response = await apiClient.get<SystemStatus>('/system/status');
  return response.data;
}

export const systemStatusQueryOptions = queryOptions({
  queryKey: systemKeys.status(),
  queryFn: getSystemStatus,
  staleTime: 60_000,
  refetchInterval: 300_000,
});

export function useSystemStatus() {
  return useQuery(systemStatusQueryOptions);
}

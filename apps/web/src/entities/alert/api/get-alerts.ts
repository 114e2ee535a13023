/**
 * GET /api/projects/alerts[?projectId=]&pageSize= → the first page of unacknowledged alerts, most
 * severe first, with how many there are in all (spec §7).
 */
import type { AlertPage } from '@firebreak/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { alertKeys } from './query-keys';

/** How long a page of alerts counts as fresh, and how often an open panel asks again. */
export const ALERTS_TIMING = { staleMs: 30_000, refetchMs: 60_000 } as const;

export async function getAlerts(projectId: string | undefined, pageSize: number): Promise<AlertPage> {
  const response = await apiClient.get<AlertPage>('/projects/alerts', {
    params: projectId ? { projectId, pageSize } : { pageSize },
  });
  return response.data;
}

export function alertsQueryOptions(projectId: string | undefined, pageSize: number) {
  return queryOptions({
    queryKey: alertKeys.list(projectId, pageSize),
    queryFn: () => getAlerts(projectId, pageSize),
    staleTime: ALERTS_TIMING.staleMs,
    refetchInterval: ALERTS_TIMING.refetchMs,
  });
}

export function useAlerts(projectId: string | undefined, pageSize: number) {
  return useQuery(alertsQueryOptions(projectId, pageSize));
}

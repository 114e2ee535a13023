/** GET /api/projects/alerts[?projectId=] → unacknowledged alerts, most severe first (spec §7). */
import type { Alert } from '@firebreak/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { alertKeys } from '@/lib/projects-api/query-keys';
import { ALERTS_TIMING } from '../strings';

export async function getAlerts(projectId?: string): Promise<Alert[]> {
  const response = await apiClient.get<Alert[]>('/projects/alerts', {
    params: projectId ? { projectId } : undefined,
  });
  return response.data;
}

export function alertsQueryOptions(projectId?: string) {
  return queryOptions({
    queryKey: alertKeys.list(projectId),
    queryFn: () => getAlerts(projectId),
    staleTime: ALERTS_TIMING.staleMs,
    refetchInterval: ALERTS_TIMING.refetchMs,
  });
}

export function useAlerts(projectId?: string) {
  return useQuery(alertsQueryOptions(projectId));
}

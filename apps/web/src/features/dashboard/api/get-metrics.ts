/** GET /api/projects/metrics → DashboardMetrics; fresh for 60 s, refetched every 5 minutes (spec §7, §9). */
import type { DashboardMetrics } from '@firebreak/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { projectKeys } from '@/entities/project/api/query-keys';
import { apiClient } from '@/lib/api-client';

const METRICS_TIMING = { staleMs: 60_000, refetchMs: 300_000 } as const;

export async function getMetrics(): Promise<DashboardMetrics | null> {
  const response = await apiClient.get<DashboardMetrics | null>('/projects/metrics');
  return response.data;
}

export const metricsQueryOptions = queryOptions({
  queryKey: projectKeys.metrics(),
  queryFn: getMetrics,
  staleTime: METRICS_TIMING.staleMs,
  refetchInterval: METRICS_TIMING.refetchMs,
});

export function useMetrics() {
  return useQuery(metricsQueryOptions);
}

/** An empty answer counts as a failure (spec §8 'Metrics failure or empty result'). */
export function isEmptyMetrics(data: unknown): boolean {
  return !data || typeof data !== 'object' || Object.keys(data).length === 0;
}

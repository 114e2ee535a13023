/** GET /api/sites/:id/intake → the site's paperwork batches, newest first. */
import type { IntakeBatchSummary } from '@firebreak/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { siteKeys } from '@/entities/site/api/query-keys';
import { apiClient } from '@/lib/api-client';

export async function getSiteIntake(siteId: string): Promise<IntakeBatchSummary[]> {
  return (await apiClient.get<IntakeBatchSummary[]>(`/sites/${encodeURIComponent(siteId)}/intake`)).data;
}

export const siteIntakeQueryOptions = (siteId: string) =>
  queryOptions({ queryKey: siteKeys.intakeBatches(siteId), queryFn: () => getSiteIntake(siteId) });

export function useSiteIntake(siteId: string) {
  return useQuery(siteIntakeQueryOptions(siteId));
}

/** GET /api/sites/:id/defects?status=OPEN → the site's open defects, newest first (decision 0066). */
import type { Defect } from '@firebreak/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { siteKeys } from '@/entities/site/api/query-keys';
import { apiClient } from '@/lib/api-client';

export async function getOpenDefects(siteId: string): Promise<Defect[]> {
  const url = `/sites/${encodeURIComponent(siteId)}/defects`;
  return (await apiClient.get<Defect[]>(url, { params: { status: 'OPEN' } })).data;
}

export const openDefectsQueryOptions = (siteId: string) =>
  queryOptions({ queryKey: siteKeys.defects(siteId), queryFn: () => getOpenDefects(siteId) });

export function useOpenDefects(siteId: string) {
  return useQuery(openDefectsQueryOptions(siteId));
}

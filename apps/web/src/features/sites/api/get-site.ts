/** GET /api/sites/:id → one site with its client's name and its asset count. */
import type { Site } from '@firebreak/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { siteKeys } from '@/entities/site/api/query-keys';
import { apiClient } from '@/lib/api-client';

export async function getSite(siteId: string): Promise<Site> {
  return (await apiClient.get<Site>(`/sites/${encodeURIComponent(siteId)}`)).data;
}

export const siteQueryOptions = (siteId: string) =>
  queryOptions({ queryKey: siteKeys.one(siteId), queryFn: () => getSite(siteId) });

export function useSite(siteId: string) {
  return useQuery(siteQueryOptions(siteId));
}

/** GET /api/sites/:id/assets → the site's asset register, by type then location. */
import type { Asset } from '@firebreak/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { siteKeys } from '@/entities/site/api/query-keys';
import { apiClient } from '@/lib/api-client';

export async function getSiteAssets(siteId: string): Promise<Asset[]> {
  return (await apiClient.get<Asset[]>(`/sites/${encodeURIComponent(siteId)}/assets`)).data;
}

export const siteAssetsQueryOptions = (siteId: string) =>
  queryOptions({ queryKey: siteKeys.assets(siteId), queryFn: () => getSiteAssets(siteId) });

export function useSiteAssets(siteId: string) {
  return useQuery(siteAssetsQueryOptions(siteId));
}

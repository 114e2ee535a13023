/** GET /api/asset-types → the maintenance catalogue (asset types, standards, tasks by frequency). */
import type { AssetType } from '@firebreak/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { siteKeys } from '@/entities/site/api/query-keys';
import { apiClient } from '@/lib/api-client';

export async function getAssetTypes(): Promise<AssetType[]> {
  return (await apiClient.get<AssetType[]>('/asset-types')).data;
}

/** The catalogue changes only with a release: read once per session. */
export const assetTypesQueryOptions = () =>
  queryOptions({
    queryKey: siteKeys.assetTypes,
    queryFn: getAssetTypes,
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useAssetTypes() {
  return useQuery(assetTypesQueryOptions());
}

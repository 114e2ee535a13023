/**
 * A client's sites and a site's assets, for pickers outside the sites screens (a document's links).
 * The keys sit under the sites area's root key, so a site or asset saved anywhere refreshes them too.
 */
import type { Asset, Site } from '@firebreak/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { siteKeys } from './query-keys';

export async function getClientSiteOptions(clientId: string): Promise<Site[]> {
  return (await apiClient.get<Site[]>(`/clients/${encodeURIComponent(clientId)}/sites`)).data;
}

export const clientSiteOptionsQueryOptions = (clientId: string) =>
  queryOptions({ queryKey: siteKeys.clientOptions(clientId), queryFn: () => getClientSiteOptions(clientId) });

/** Asked for only once a client is chosen. */
export function useClientSiteOptions(clientId: string) {
  return useQuery({ ...clientSiteOptionsQueryOptions(clientId), enabled: clientId !== '' });
}

export async function getSiteAssetOptions(siteId: string): Promise<Asset[]> {
  return (await apiClient.get<Asset[]>(`/sites/${encodeURIComponent(siteId)}/assets`)).data;
}

export const siteAssetOptionsQueryOptions = (siteId: string) =>
  queryOptions({ queryKey: siteKeys.assetOptions(siteId), queryFn: () => getSiteAssetOptions(siteId) });

/** Asked for only once a site is chosen. */
export function useSiteAssetOptions(siteId: string) {
  return useQuery({ ...siteAssetOptionsQueryOptions(siteId), enabled: siteId !== '' });
}

/** How an asset is named in a picker and on a document: its type, then its serial or its location. */
export const assetChoiceName = (asset: Pick<Asset, 'typeLabel' | 'serial' | 'location'>) => {
  const which = asset.serial || asset.location;
  return which ? `${asset.typeLabel} ${which}` : asset.typeLabel;
};

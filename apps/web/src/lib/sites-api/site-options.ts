/**
 * A client's sites and a site's assets, for pickers outside the sites screens (a document's links).
 * The keys sit under the sites area's root key, so a site or asset saved anywhere refreshes them too.
 */
import type { Asset, Site } from '@firebreak/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const clientSiteOptionsQuery = (clientId: string) =>
  queryOptions({
    queryKey: ['sites', 'options', 'client', clientId] as const,
    queryFn: async () => (await apiClient.get<Site[]>(`/clients/${encodeURIComponent(clientId)}/sites`)).data,
  });

export const siteAssetOptionsQuery = (siteId: string) =>
  queryOptions({
    queryKey: ['sites', 'options', 'assets', siteId] as const,
    queryFn: async () => (await apiClient.get<Asset[]>(`/sites/${encodeURIComponent(siteId)}/assets`)).data,
  });

/** How an asset is named in a picker and on a document: its type, then its serial or its location. */
export const assetChoiceName = (asset: Pick<Asset, 'typeLabel' | 'serial' | 'location'>) => {
  const which = asset.serial || asset.location;
  return which ? `${asset.typeLabel} ${which}` : asset.typeLabel;
};

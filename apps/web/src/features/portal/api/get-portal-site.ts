/** GET /api/portal/sites/:id → one site: standing, assets, visit history and open defects. */
import type { PortalSiteDetail } from '@firebreak/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { portalKeys } from './query-keys';

export async function getPortalSite(siteId: string): Promise<PortalSiteDetail> {
  return (await apiClient.get<PortalSiteDetail>(`/portal/sites/${encodeURIComponent(siteId)}`)).data;
}

export const portalSiteQueryOptions = (siteId: string) =>
  queryOptions({ queryKey: portalKeys.site(siteId), queryFn: () => getPortalSite(siteId) });

export function usePortalSite(siteId: string) {
  return useQuery(portalSiteQueryOptions(siteId));
}

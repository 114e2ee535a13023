/** GET /api/portal/sites → the contact's sites with their standing, and the counts by standing. */
import type { PortalSites } from '@firebreak/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { portalKeys } from './query-keys';

export async function getPortalSites(): Promise<PortalSites> {
  return (await apiClient.get<PortalSites>('/portal/sites')).data;
}

export const portalSitesQueryOptions = () =>
  queryOptions({ queryKey: portalKeys.sites, queryFn: getPortalSites });

export function usePortalSites() {
  return useQuery(portalSitesQueryOptions());
}

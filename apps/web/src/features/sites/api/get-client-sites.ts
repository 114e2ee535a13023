/** GET /api/clients/:clientId/sites → the client's sites with their asset counts. */
import type { Site } from '@firebreak/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { siteKeys } from '@/entities/site/api/query-keys';
import { apiClient } from '@/lib/api-client';

export async function getClientSites(clientId: string): Promise<Site[]> {
  return (await apiClient.get<Site[]>(`/clients/${encodeURIComponent(clientId)}/sites`)).data;
}

export const clientSitesQueryOptions = (clientId: string) =>
  queryOptions({ queryKey: siteKeys.ofClient(clientId), queryFn: () => getClientSites(clientId) });

export function useClientSites(clientId: string) {
  return useQuery(clientSitesQueryOptions(clientId));
}

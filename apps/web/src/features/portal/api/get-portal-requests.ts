/** GET /api/portal/requests[?siteId] → the faults the contact's clients reported, newest first. */
import type { PortalRequest } from '@firebreak/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { portalKeys } from './query-keys';

export async function getPortalRequests(siteId?: string): Promise<PortalRequest[]> {
  const params = siteId ? { siteId } : undefined;
  return (await apiClient.get<PortalRequest[]>('/portal/requests', { params })).data;
}

export const portalRequestsQueryOptions = (siteId?: string) =>
  queryOptions({ queryKey: portalKeys.requests(siteId), queryFn: () => getPortalRequests(siteId) });

export function usePortalRequests(siteId?: string) {
  return useQuery(portalRequestsQueryOptions(siteId));
}

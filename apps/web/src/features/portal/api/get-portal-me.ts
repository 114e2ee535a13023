/** GET /api/portal/me → the clients the contact sees and the contractor's name and contact details. */
import type { PortalMe } from '@firebreak/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { portalKeys } from './query-keys';

export async function getPortalMe(): Promise<PortalMe> {
  return (await apiClient.get<PortalMe>('/portal/me')).data;
}

export const portalMeQueryOptions = () => queryOptions({ queryKey: portalKeys.me, queryFn: getPortalMe });

export function usePortalMe() {
  return useQuery(portalMeQueryOptions());
}

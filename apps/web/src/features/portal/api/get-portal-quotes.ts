/** GET /api/portal/quotes → the quotes sent to the contact's clients, open and decided. */
import type { PortalQuote } from '@firebreak/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { portalKeys } from './query-keys';

export async function getPortalQuotes(): Promise<PortalQuote[]> {
  return (await apiClient.get<PortalQuote[]>('/portal/quotes')).data;
}

export const portalQuotesQueryOptions = () =>
  queryOptions({ queryKey: portalKeys.quotes, queryFn: getPortalQuotes });

export function usePortalQuotes() {
  return useQuery(portalQuotesQueryOptions());
}

/** GET /api/sites/:id/logbook → the site's log book as its people keep it in the portal, newest first. */
import type { LogbookEntry } from '@firebreak/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { siteKeys } from '@/entities/site/api/query-keys';
import { apiClient } from '@/lib/api-client';

export async function getSiteLogbook(siteId: string): Promise<LogbookEntry[]> {
  return (await apiClient.get<LogbookEntry[]>(`/sites/${encodeURIComponent(siteId)}/logbook`)).data;
}

export const siteLogbookQueryOptions = (siteId: string) =>
  queryOptions({ queryKey: siteKeys.logbook(siteId), queryFn: () => getSiteLogbook(siteId) });

export function useSiteLogbook(siteId: string) {
  return useQuery(siteLogbookQueryOptions(siteId));
}

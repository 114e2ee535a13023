/** GET /api/portal/logbook[?siteId] → the log book's recent entries, newest first. */
import type { LogbookEntry } from '@firebreak/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { portalKeys } from './query-keys';

export async function getLogbook(siteId?: string): Promise<LogbookEntry[]> {
  const params = siteId ? { siteId } : undefined;
  return (await apiClient.get<LogbookEntry[]>('/portal/logbook', { params })).data;
}

export const logbookQueryOptions = (siteId?: string) =>
  queryOptions({ queryKey: portalKeys.logbook(siteId), queryFn: () => getLogbook(siteId) });

export function useLogbook(siteId?: string) {
  return useQuery(logbookQueryOptions(siteId));
}

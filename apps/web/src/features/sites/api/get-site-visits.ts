/**
 * GET /api/visits?siteId → a site's inspection visits: the open ones (overdue included) up to the
 * generation horizon for the Schedule tab, and those of the last year for the History tab.
 */
import { addDays, todayInSouthAfrica, VISIT_LIMITS, type Visit } from '@firebreak/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { siteKeys } from '@/entities/site/api/query-keys';
import { apiClient } from '@/lib/api-client';

export type SiteVisitSpan = 'upcoming' | 'history';

function rangeOf(span: SiteVisitSpan): { from: string; to: string; includeOverdue: string } {
  const today = todayInSouthAfrica();
  return span === 'upcoming'
    ? { from: today, to: addDays(today, VISIT_LIMITS.horizonDays), includeOverdue: 'true' }
    : { from: addDays(today, -(VISIT_LIMITS.maxRangeDays - 1)), to: today, includeOverdue: 'false' };
}

export async function getSiteVisits(siteId: string, span: SiteVisitSpan): Promise<Visit[]> {
  const params = { siteId, ...rangeOf(span) };
  return (await apiClient.get<Visit[]>('/visits', { params })).data;
}

export const siteVisitsQueryOptions = (siteId: string, span: SiteVisitSpan) =>
  queryOptions({ queryKey: siteKeys.visits(siteId, span), queryFn: () => getSiteVisits(siteId, span) });

export function useSiteVisits(siteId: string, span: SiteVisitSpan) {
  return useQuery(siteVisitsQueryOptions(siteId, span));
}

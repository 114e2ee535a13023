/**
 * GET /api/visits?from&to&includeOverdue&technicianId&status → the board's week, plus the open visits
 * due before today (a technician's own only: the server holds them to it).
 */
import type { Visit, VisitStatus } from '@firebreak/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { visitKeys } from '@/entities/visit/api/query-keys';
import { apiClient } from '@/lib/api-client';

export type VisitsFilter = { from: string; to: string; technicianId: string; status: VisitStatus | '' };

export async function getVisits({ from, to, technicianId, status }: VisitsFilter): Promise<Visit[]> {
  const params: Record<string, string> = { from, to, includeOverdue: 'true' };
  if (technicianId) params.technicianId = technicianId;
  if (status) params.status = status;
  return (await apiClient.get<Visit[]>('/visits', { params })).data;
}

export const visitsQueryOptions = (filter: VisitsFilter) =>
  queryOptions({
    queryKey: visitKeys.list(filter),
    queryFn: () => getVisits(filter),
  });

export function useVisits(filter: VisitsFilter) {
  return useQuery(visitsQueryOptions(filter));
}

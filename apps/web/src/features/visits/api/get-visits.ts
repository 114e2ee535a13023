/** GET /api/visits?from&to&includeOverdue&technicianId → the board's visits (a technician's own only). */
import type { Visit } from '@firebreak/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { visitKeys } from './query-keys';

export async function getVisits(from: string, to: string, technicianId: string): Promise<Visit[]> {
  const params: Record<string, string> = { from, to, includeOverdue: 'true' };
  if (technicianId) params.technicianId = technicianId;
  return (await apiClient.get<Visit[]>('/visits', { params })).data;
}

export const visitsQueryOptions = (from: string, to: string, technicianId: string) =>
  queryOptions({
    queryKey: visitKeys.list(from, to, technicianId),
    queryFn: () => getVisits(from, to, technicianId),
  });

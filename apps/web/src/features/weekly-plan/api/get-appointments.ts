/**
 * GET /api/weekly-plan/appointments?start= → the signed-in user's client meetings and personnel
 * schedules in the Monday–Friday week from start (docs/decisions/0050).
 */
import type { Appointment } from '@firebreak/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { weeklyPlanKeys } from './query-keys';

export async function getAppointments(start: string): Promise<Appointment[]> {
  const response = await apiClient.get<Appointment[]>('/weekly-plan/appointments', { params: { start } });
  return response.data;
}

/** Meetings and schedules are made on /clients and /resources, so the plan asks again on every visit. */
export const appointmentsQueryOptions = (start: string) =>
  queryOptions({
    queryKey: weeklyPlanKeys.appointments(start),
    queryFn: () => getAppointments(start),
    staleTime: 0,
  });

/** Only for one's own plan: `enabled` is false on a colleague's or the standard plan. */
export function useAppointments(start: string, enabled: boolean) {
  return useQuery({ ...appointmentsQueryOptions(start), enabled });
}

/** GET /api/weekly-plan?name= → the plan shown for a name (own, a colleague's, or the standard one). */
import type { WeeklyPlanResponse } from '@firebreak/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { weeklyPlanKeys } from './query-keys';

export async function getWeeklyPlan(name: string): Promise<WeeklyPlanResponse> {
  const response = await apiClient.get<WeeklyPlanResponse>('/weekly-plan', {
    params: name.trim() ? { name: name.trim() } : {},
  });
  return response.data;
}

export const weeklyPlanQueryOptions = (name: string) =>
  queryOptions({
    queryKey: weeklyPlanKeys.plan(name.trim().replace(/\s+/g, ' ').toLowerCase()),
    queryFn: () => getWeeklyPlan(name),
    placeholderData: keepPreviousData,
  });

export function useWeeklyPlan(name: string) {
  return useQuery(weeklyPlanQueryOptions(name));
}

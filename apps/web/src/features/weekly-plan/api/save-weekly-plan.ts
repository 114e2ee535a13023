/** PUT /api/weekly-plan (save one's own blocks) and DELETE /api/weekly-plan (back to the standard plan). */
import type { WeeklyPlanResponse, WeekTemplate } from '@firebreak/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { weeklyPlanKeys } from './query-keys';

export async function saveWeeklyPlan(template: WeekTemplate): Promise<WeeklyPlanResponse> {
  return (await apiClient.put<WeeklyPlanResponse>('/weekly-plan', { template })).data;
}

export async function resetWeeklyPlan(): Promise<WeeklyPlanResponse> {
  return (await apiClient.delete<WeeklyPlanResponse>('/weekly-plan')).data;
}

function useRefreshPlans() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: weeklyPlanKeys.all });
}

export function useSaveWeeklyPlan() {
  const refresh = useRefreshPlans();
  return useMutation({ mutationFn: saveWeeklyPlan, onSuccess: refresh });
}

export function useResetWeeklyPlan() {
  const refresh = useRefreshPlans();
  return useMutation({ mutationFn: resetWeeklyPlan, onSuccess: refresh });
}

/** The private calendar feed: GET status, POST create/regenerate (the URL comes back once), DELETE revoke. */
import type { CalendarSubscription, NewCalendarSubscription } from '@firebreak/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { weeklyPlanKeys } from './query-keys';

const PATH = '/weekly-plan/subscription';

export async function getSubscription(): Promise<CalendarSubscription> {
  return (await apiClient.get<CalendarSubscription>(PATH)).data;
}

export function useCalendarSubscription(enabled: boolean) {
  return useQuery({ queryKey: weeklyPlanKeys.subscription, queryFn: getSubscription, enabled });
}

export function useCreateSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await apiClient.post<NewCalendarSubscription>(PATH)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: weeklyPlanKeys.subscription }),
  });
}

export function useRevokeSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await apiClient.delete(PATH);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: weeklyPlanKeys.subscription }),
  });
}

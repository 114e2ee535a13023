/** The private calendar feed: GET status, POST create/regenerate (the URL comes back once), DELETE revoke. */
import type { CalendarSubscription, NewCalendarSubscription } from '@firebreak/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { weeklyPlanKeys } from './query-keys';

const PATH = '/weekly-plan/subscription';

export async function getSubscription(): Promise<CalendarSubscription> {
  return (await apiClient.get<CalendarSubscription>(PATH)).data;
}

export const subscriptionQueryOptions = () =>
  queryOptions({ queryKey: weeklyPlanKeys.subscription, queryFn: getSubscription });

export function useCalendarSubscription(enabled: boolean) {
  return useQuery({ ...subscriptionQueryOptions(), enabled });
}

export async function createSubscription(): Promise<NewCalendarSubscription> {
  return (await apiClient.post<NewCalendarSubscription>(PATH)).data;
}

export function useCreateSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSubscription,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: weeklyPlanKeys.subscription }),
  });
}

export async function revokeSubscription(): Promise<void> {
  await apiClient.delete(PATH);
}

export function useRevokeSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeSubscription,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: weeklyPlanKeys.subscription }),
  });
}

/** GET/PUT /api/invoice-reminders/schedule: the overdue reminders, in days from the due date. */
import type { ReminderRun, ReminderSchedule, ReminderScheduleInput } from '@firebreak/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { invoiceKeys } from './query-keys';

export async function getReminderSchedule() {
  return (await apiClient.get<ReminderSchedule>('/invoice-reminders/schedule')).data;
}

export async function saveReminderSchedule(input: ReminderScheduleInput) {
  return (await apiClient.put<ReminderSchedule>('/invoice-reminders/schedule', input)).data;
}

export function useReminderSchedule(enabled = true) {
  return useQuery({ queryKey: invoiceKeys.reminderSchedule, queryFn: getReminderSchedule, enabled });
}

export function useSaveReminderSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveReminderSchedule,
    onSuccess: (saved) => queryClient.setQueryData(invoiceKeys.reminderSchedule, saved),
  });
}

/** POST /api/invoice-reminders/run: the reminders due today, now (each goes once however often). */
export async function runReminders() {
  return (await apiClient.post<ReminderRun>('/invoice-reminders/run')).data;
}

export function useRunReminders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runReminders,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invoiceKeys.all }),
  });
}

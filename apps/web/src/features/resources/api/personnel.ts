/** /api/resources/personnel: add (POST), edit (PUT /:id) and schedule on a project (POST /:id/schedules). */
import type { Personnel, personnelInputSchema, scheduleInputSchema } from '@firebreak/shared';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '@/lib/api-client';
import { useInvalidateResources } from './use-invalidate-resources';

export type PersonnelInput = z.input<typeof personnelInputSchema>;
export type ScheduleInput = z.input<typeof scheduleInputSchema>;

const path = (id: string) => `/resources/personnel/${encodeURIComponent(id)}`;

export async function createPersonnel(input: PersonnelInput): Promise<Personnel> {
  return (await apiClient.post<Personnel>('/resources/personnel', input)).data;
}

export async function updatePersonnel({
  id,
  input,
}: {
  id: string;
  input: PersonnelInput;
}): Promise<Personnel> {
  return (await apiClient.put<Personnel>(path(id), input)).data;
}

export async function schedulePersonnel({
  id,
  input,
}: {
  id: string;
  input: ScheduleInput;
}): Promise<unknown> {
  return (await apiClient.post(`${path(id)}/schedules`, input)).data;
}

export function usePersonnelMutations() {
  const onSuccess = useInvalidateResources();
  return {
    create: useMutation({ mutationFn: createPersonnel, onSuccess }),
    update: useMutation({ mutationFn: updatePersonnel, onSuccess }),
    schedule: useMutation({ mutationFn: schedulePersonnel, onSuccess }),
  };
}

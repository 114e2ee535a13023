/** /api/resources/personnel: add (POST), edit (PUT /:id) and schedule on a project (POST /:id/schedules). */
import type { Personnel, RawPersonnelInput, RawScheduleInput } from '@firebreak/shared';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { useInvalidateResources } from './use-invalidate-resources';

const path = (id: string) => `/resources/personnel/${encodeURIComponent(id)}`;

export async function createPersonnel(input: RawPersonnelInput): Promise<Personnel> {
  return (await apiClient.post<Personnel>('/resources/personnel', input)).data;
}

export async function updatePersonnel({
  id,
  input,
}: {
  id: string;
  input: RawPersonnelInput;
}): Promise<Personnel> {
  return (await apiClient.put<Personnel>(path(id), input)).data;
}

export async function schedulePersonnel({
  id,
  input,
}: {
  id: string;
  input: RawScheduleInput;
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

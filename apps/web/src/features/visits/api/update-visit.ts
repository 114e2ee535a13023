/** PATCH /api/visits/:id (schedule: date, technician, vehicle, notes) → the visit and any warnings. */
import {
  type AssignmentRefusal,
  assignmentRefusalSchema,
  type VisitUpdate,
  type VisitUpdateResult,
} from '@firebreak/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isAxiosError } from 'axios';
import { visitKeys } from '@/entities/visit/api/query-keys';
import { apiClient } from '@/lib/api-client';

export async function updateVisit({
  id,
  input,
}: {
  id: string;
  input: VisitUpdate;
}): Promise<VisitUpdateResult> {
  return (await apiClient.patch<VisitUpdateResult>(`/visits/${encodeURIComponent(id)}`, input)).data;
}

export function useUpdateVisit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateVisit,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: visitKeys.all }),
  });
}

/** A booking refused for the technician's registration (422 with conflicts), or null for any other failure. */
export function refusalOf(error: unknown): AssignmentRefusal | null {
  if (!isAxiosError(error) || error.response?.status !== 422) return null;
  const parsed = assignmentRefusalSchema.safeParse(error.response.data);
  return parsed.success && parsed.data.conflicts.length > 0 ? parsed.data : null;
}

/** PATCH /api/visits/:id (schedule: date, technician, vehicle, notes) → the visit and any warnings. */
import type { VisitUpdate, VisitUpdateResult } from '@firebreak/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
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

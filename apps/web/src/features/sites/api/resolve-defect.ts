/** POST /api/visits/:id/defects/:defectId/resolve: the office marks an open defect put right. */
import type { Defect, ResolveDefectResponse } from '@firebreak/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { siteKeys } from '@/entities/site/api/query-keys';
import { apiClient } from '@/lib/api-client';

export async function resolveDefect(defect: Pick<Defect, 'id' | 'visitId'>): Promise<ResolveDefectResponse> {
  return (
    await apiClient.post<ResolveDefectResponse>(
      `/visits/${encodeURIComponent(defect.visitId)}/defects/${encodeURIComponent(defect.id)}/resolve`,
    )
  ).data;
}

export function useResolveDefect(siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolveDefect,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: siteKeys.defects(siteId) }),
  });
}

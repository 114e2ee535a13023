/** POST /api/visits/:id/defects/:defectId/resolve: the office marks an open defect put right. */
import type { Defect, ResolveDefectResponse } from '@firebreak/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { siteKeys } from './query-keys';

export function useResolveDefect(siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (defect: Pick<Defect, 'id' | 'visitId'>) =>
      (
        await apiClient.post<ResolveDefectResponse>(
          `/visits/${encodeURIComponent(defect.visitId)}/defects/${encodeURIComponent(defect.id)}/resolve`,
        )
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: siteKeys.defects(siteId) }),
  });
}

/** DELETE /api/sites/:id (its asset register goes with it); site lists refresh. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { siteKeys } from '@/entities/site/api/query-keys';
import { apiClient } from '@/lib/api-client';

export async function deleteSite(siteId: string): Promise<void> {
  await apiClient.delete(`/sites/${encodeURIComponent(siteId)}`);
}

export function useDeleteSite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSite,
    onSuccess: (_data, siteId) => {
      queryClient.removeQueries({ queryKey: siteKeys.one(siteId) });
      return queryClient.invalidateQueries({ queryKey: siteKeys.all });
    },
  });
}

/** DELETE /api/assets/:id; the register and counts refresh. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { siteKeys } from '@/entities/site/api/query-keys';
import { apiClient } from '@/lib/api-client';

export async function deleteAsset(assetId: string): Promise<void> {
  await apiClient.delete(`/assets/${encodeURIComponent(assetId)}`);
}

export function useDeleteAsset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAsset,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: siteKeys.all }),
  });
}

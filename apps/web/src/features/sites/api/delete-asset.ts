/** DELETE /api/assets/:id; the register and counts refresh. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { siteKeys } from './query-keys';

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

/** POST /api/sites/:id/assets (new) or PATCH /api/assets/:id (edit); the register and counts refresh. */
import type { Asset, AssetInput } from '@firebreak/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { siteKeys } from '@/entities/site/api/query-keys';
import { apiClient } from '@/lib/api-client';

export type SaveAssetArgs = { siteId: string; assetId?: string; input: AssetInput };

export async function saveAsset({ siteId, assetId, input }: SaveAssetArgs): Promise<Asset> {
  return assetId
    ? (await apiClient.patch<Asset>(`/assets/${encodeURIComponent(assetId)}`, input)).data
    : (await apiClient.post<Asset>(`/sites/${encodeURIComponent(siteId)}/assets`, input)).data;
}

export function useSaveAsset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAsset,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: siteKeys.all }),
  });
}

/** POST /api/clients/:clientId/sites (new) or PATCH /api/sites/:id (edit); site lists refresh. */
import type { Site, SiteInput } from '@firebreak/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { siteKeys } from '@/entities/site/api/query-keys';
import { apiClient } from '@/lib/api-client';

export type SaveSiteArgs = { clientId: string; siteId?: string; input: SiteInput };

export async function saveSite({ clientId, siteId, input }: SaveSiteArgs): Promise<Site> {
  return siteId
    ? (await apiClient.patch<Site>(`/sites/${encodeURIComponent(siteId)}`, input)).data
    : (await apiClient.post<Site>(`/clients/${encodeURIComponent(clientId)}/sites`, input)).data;
}

export function useSaveSite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: siteKeys.all }),
  });
}

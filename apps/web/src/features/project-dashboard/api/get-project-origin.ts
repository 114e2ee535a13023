/** GET /api/projects/:id/origin → the quote the project was made from, and that quote's site and visit. */
import type { ProjectOrigin } from '@firebreak/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { projectKeys } from '@/lib/projects-api/query-keys';

export function useProjectOrigin(id: string, enabled: boolean) {
  return useQuery({
    queryKey: [...projectKeys.detail(id), 'origin'] as const,
    queryFn: async () =>
      (await apiClient.get<ProjectOrigin>(`/projects/${encodeURIComponent(id)}/origin`)).data,
    enabled,
  });
}

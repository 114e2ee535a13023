/** GET /api/projects/:id/origin → the quote the project was made from, and that quote's site and visit. */
import type { ProjectOrigin } from '@firebreak/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { projectKeys } from '@/entities/project/api/query-keys';
import { apiClient } from '@/lib/api-client';

export async function getProjectOrigin(id: string): Promise<ProjectOrigin> {
  return (await apiClient.get<ProjectOrigin>(`/projects/${encodeURIComponent(id)}/origin`)).data;
}

export const projectOriginQueryOptions = (id: string) =>
  queryOptions({ queryKey: projectKeys.origin(id), queryFn: () => getProjectOrigin(id) });

export function useProjectOrigin(id: string, enabled: boolean) {
  return useQuery({ ...projectOriginQueryOptions(id), enabled });
}

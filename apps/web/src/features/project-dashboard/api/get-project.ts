/** GET /api/projects/:id → Project with milestones and team; 404 for an unknown id. */
import type { Project } from '@firebreak/shared';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { projectKeys } from '@/entities/project/api/query-keys';
import { apiClient } from '@/lib/api-client';

export async function getProject(id: string): Promise<Project> {
  const response = await apiClient.get<Project>(`/projects/${encodeURIComponent(id)}`);
  return response.data;
}

export function projectQueryOptions(id: string | null) {
  return queryOptions({
    queryKey: projectKeys.detail(id ?? ''),
    queryFn: id ? () => getProject(id) : skipToken,
  });
}

export function useProject(id: string | null) {
  return useQuery(projectQueryOptions(id));
}

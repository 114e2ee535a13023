/**
 * PATCH /api/projects/:id → Project. The answer replaces the cached project; lists, metrics and
 * alerts refresh because the server's alert rules run on every change.
 */
import type { Project, UpdateProjectInput } from '@firebreak/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { alertKeys } from '@/entities/alert/api/query-keys';
import { clientKeys } from '@/entities/client/api/query-keys';
import { projectKeys } from '@/entities/project/api/query-keys';
import { apiClient } from '@/lib/api-client';

export async function updateProject(id: string, changes: UpdateProjectInput): Promise<Project> {
  const response = await apiClient.patch<Project>(`/projects/${encodeURIComponent(id)}`, changes);
  return response.data;
}

export function useUpdateProject(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateProjectInput) => updateProject(id, changes),
    onSuccess: async (project) => {
      queryClient.setQueryData(projectKeys.detail(id), project);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: projectKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: projectKeys.metrics() }),
        queryClient.invalidateQueries({ queryKey: alertKeys.all }),
        queryClient.invalidateQueries({ queryKey: clientKeys.all }),
      ]);
    },
  });
}

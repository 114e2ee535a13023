/** POST /api/projects → 201 Project. On success the project lists, the metrics and the clients refresh (spec §7). */
import type { Project, RawCreateProjectInput } from '@firebreak/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clientKeys } from '@/entities/client/api/query-keys';
import { apiClient } from '@/lib/api-client';
import { projectKeys } from './query-keys';

export async function createProject(payload: RawCreateProjectInput): Promise<Project> {
  const response = await apiClient.post<Project>('/projects', payload);
  return response.data;
}

export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProject,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: projectKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: projectKeys.metrics() }),
        // A client the server added for the project (decision 0062), and the client's counts.
        queryClient.invalidateQueries({ queryKey: clientKeys.all }),
      ]);
    },
  });
}

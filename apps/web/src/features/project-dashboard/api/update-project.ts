/**
 * PATCH /api/projects/:id → Project. The answer replaces the cached project; lists, metrics and
 * alerts refresh because the server's alert rules run on every change.
 */
import type {
  ComplianceStatus,
  MilestoneKind,
  Project,
  ProjectHealth,
  ProjectStatus,
} from '@firebreak/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { alertKeys, projectKeys } from '@/lib/projects-api/query-keys';

export type MilestoneInput = {
  id?: string;
  title: string;
  kind: MilestoneKind;
  dueDate: string;
  completed?: boolean;
};

export type ProjectChanges = Partial<{
  status: ProjectStatus;
  progress: number;
  spent: number;
  budget: number;
  health: ProjectHealth;
  complianceStatus: ComplianceStatus;
  dueDate: string | null;
  milestones: MilestoneInput[];
  assignedTeam: string[];
}>;

export async function updateProject(id: string, changes: ProjectChanges): Promise<Project> {
  const response = await apiClient.patch<Project>(`/projects/${encodeURIComponent(id)}`, changes);
  return response.data;
}

export function useUpdateProject(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: ProjectChanges) => updateProject(id, changes),
    onSuccess: async (project) => {
      queryClient.setQueryData(projectKeys.detail(id), project);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: projectKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: projectKeys.metrics() }),
        queryClient.invalidateQueries({ queryKey: alertKeys.all }),
      ]);
    },
  });
}

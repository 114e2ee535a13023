/** POST /api/projects/:id/milestones { title, kind: SITE_VISIT, dueDate } → 201 Milestone. */
import type { AddMilestoneInput, Milestone } from '@firebreak/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { projectKeys } from '@/entities/project/api/query-keys';
import { apiClient } from '@/lib/api-client';

type SiteVisitInput = { projectId: string } & Pick<AddMilestoneInput, 'title' | 'dueDate'>;

export async function scheduleSiteVisit({ projectId, title, dueDate }: SiteVisitInput): Promise<Milestone> {
  const response = await apiClient.post<Milestone>(`/projects/${encodeURIComponent(projectId)}/milestones`, {
    title,
    kind: 'SITE_VISIT',
    dueDate,
  });
  return response.data;
}

export function useScheduleSiteVisit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: scheduleSiteVisit,
    onSuccess: (_milestone, input) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: projectKeys.detail(input.projectId) }),
        queryClient.invalidateQueries({ queryKey: projectKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: projectKeys.metrics() }),
      ]),
  });
}

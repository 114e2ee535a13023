/**
 * POST /api/weekly-plan/crew-templates, PUT and DELETE /api/weekly-plan/crew-templates/:id
 * (ADMIN and PROJECT_MANAGER only).
 */
import type { CrewTemplate, CrewTemplateInput } from '@firebreak/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { weeklyPlanKeys } from './query-keys';

export type SaveCrewTemplate = { id: string | null; input: CrewTemplateInput };

export async function saveCrewTemplate({ id, input }: SaveCrewTemplate): Promise<CrewTemplate> {
  const response = id
    ? await apiClient.put<CrewTemplate>(`/weekly-plan/crew-templates/${encodeURIComponent(id)}`, input)
    : await apiClient.post<CrewTemplate>('/weekly-plan/crew-templates', input);
  return response.data;
}

export async function deleteCrewTemplate(id: string): Promise<void> {
  await apiClient.delete(`/weekly-plan/crew-templates/${encodeURIComponent(id)}`);
}

function useRefreshTemplates() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: weeklyPlanKeys.crewTemplates });
}

export function useSaveCrewTemplate() {
  const refresh = useRefreshTemplates();
  return useMutation({ mutationFn: saveCrewTemplate, onSuccess: refresh });
}

export function useDeleteCrewTemplate() {
  const refresh = useRefreshTemplates();
  return useMutation({ mutationFn: deleteCrewTemplate, onSuccess: refresh });
}

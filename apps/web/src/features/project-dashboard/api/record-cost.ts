/** POST /api/projects/:id/costs → the cost; the project's spend grows by it. */
import type { Cost, CostBody } from '@firebreak/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { refreshAfterMoneyChange } from './money-mutation';

export async function recordCost(projectId: string, body: CostBody): Promise<Cost> {
  const response = await apiClient.post<Cost>(`/projects/${encodeURIComponent(projectId)}/costs`, body);
  return response.data;
}

export function useRecordCost(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CostBody) => recordCost(projectId, body),
    onSuccess: () => refreshAfterMoneyChange(queryClient, projectId),
  });
}

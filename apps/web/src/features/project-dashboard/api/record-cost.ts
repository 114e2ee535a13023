/** POST /api/projects/:id/costs → the cost; the project's spend grows by it. */
import type { Cost, RawCostInput } from '@firebreak/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { refreshAfterMoneyChange } from './money-mutation';

export async function recordCost(projectId: string, body: RawCostInput): Promise<Cost> {
  const response = await apiClient.post<Cost>(`/projects/${encodeURIComponent(projectId)}/costs`, body);
  return response.data;
}

export function useRecordCost(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RawCostInput) => recordCost(projectId, body),
    onSuccess: () => refreshAfterMoneyChange(queryClient, projectId),
  });
}

/** POST /api/projects/:id/claims → the claim, numbered INV-YYYY-NNNN. */
import type { Claim, ClaimBody } from '@firebreak/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { refreshAfterMoneyChange } from './money-mutation';

export async function createClaim(projectId: string, body: ClaimBody): Promise<Claim> {
  const response = await apiClient.post<Claim>(`/projects/${encodeURIComponent(projectId)}/claims`, body);
  return response.data;
}

export function useCreateClaim(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ClaimBody) => createClaim(projectId, body),
    onSuccess: () => refreshAfterMoneyChange(queryClient, projectId),
  });
}

/** POST /api/projects/:id/claims → the claim, numbered INV-YYYY-NNNN. */
import type { Claim, RawClaimInput } from '@firebreak/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { refreshAfterMoneyChange } from './money-mutation';

export async function createClaim(projectId: string, body: RawClaimInput): Promise<Claim> {
  const response = await apiClient.post<Claim>(`/projects/${encodeURIComponent(projectId)}/claims`, body);
  return response.data;
}

export function useCreateClaim(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RawClaimInput) => createClaim(projectId, body),
    onSuccess: () => refreshAfterMoneyChange(queryClient, projectId),
  });
}

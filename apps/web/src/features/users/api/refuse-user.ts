/** POST /api/admin/users/:id/refuse → 204: the waiting account is removed (the audit trail keeps it). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { userKeys } from './query-keys';

export async function refuseUser(id: string): Promise<void> {
  await apiClient.post(`/admin/users/${encodeURIComponent(id)}/refuse`);
}

export function useRefuseUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refuseUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.list() }),
  });
}

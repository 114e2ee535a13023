/** POST /api/admin/users/:id/approve { role, personId? } → the account, now active. */
import type { ApproveUserInput, ManagedUser } from '@firebreak/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { updateUserInList } from './update-user-in-list';

export async function approveUser({ id, ...input }: ApproveUserInput & { id: string }): Promise<ManagedUser> {
  const response = await apiClient.post<ManagedUser>(`/admin/users/${encodeURIComponent(id)}/approve`, input);
  return response.data;
}

export function useApproveUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: approveUser, onSuccess: (user) => updateUserInList(queryClient, user) });
}

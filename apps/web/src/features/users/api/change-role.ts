/** PUT /api/admin/users/:id/role { role } → the account; 409 for the last active administrator. */
import type { ChangeRoleInput, ManagedUser, UserIdParams } from '@firebreak/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { updateUserInList } from './update-user-in-list';

export async function changeRole(input: UserIdParams & ChangeRoleInput): Promise<ManagedUser> {
  const response = await apiClient.put<ManagedUser>(`/admin/users/${encodeURIComponent(input.id)}/role`, {
    role: input.role,
  });
  return response.data;
}

export function useChangeRole() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changeRole, onSuccess: (user) => updateUserInList(queryClient, user) });
}

/**
 * POST /api/admin/users/:id/disable or /enable → the account. Disabling ends its sessions at once;
 * 409 for the last active administrator.
 */
import type { ManagedUser } from '@firebreak/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { updateUserInList } from './update-user-in-list';

export async function setUserDisabled(input: { id: string; disabled: boolean }): Promise<ManagedUser> {
  const action = input.disabled ? 'disable' : 'enable';
  const response = await apiClient.post<ManagedUser>(
    `/admin/users/${encodeURIComponent(input.id)}/${action}`,
  );
  return response.data;
}

export function useSetUserDisabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserDisabled,
    onSuccess: (user) => updateUserInList(queryClient, user),
  });
}

/** POST /api/admin/users/:id/unlock → the account, its failed sign-ins from every address forgotten. */
import type { ManagedUser } from '@firebreak/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { updateUserInList } from './update-user-in-list';

export async function unlockUser(id: string): Promise<ManagedUser> {
  const response = await apiClient.post<ManagedUser>(`/admin/users/${encodeURIComponent(id)}/unlock`);
  return response.data;
}

export function useUnlockUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: unlockUser, onSuccess: (user) => updateUserInList(queryClient, user) });
}

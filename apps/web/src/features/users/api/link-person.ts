/** PUT /api/admin/users/:id/person { personId } → the account, linked to that person on Personnel. */
import type { LinkPersonInput, ManagedUser } from '@firebreak/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { updateUserInList } from './update-user-in-list';

export async function linkPerson({ id, personId }: LinkPersonInput & { id: string }): Promise<ManagedUser> {
  const response = await apiClient.put<ManagedUser>(`/admin/users/${encodeURIComponent(id)}/person`, {
    personId,
  });
  return response.data;
}

export function useLinkPerson() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: linkPerson, onSuccess: (user) => updateUserInList(queryClient, user) });
}

/** POST /api/admin/users → 201 { user, link }: the account exists; the link is shown once to hand over. */
import type { InviteUserInput, InviteUserResponse } from '@firebreak/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { userKeys } from './query-keys';

export async function inviteUser(input: InviteUserInput): Promise<InviteUserResponse> {
  const response = await apiClient.post<InviteUserResponse>('/admin/users', input);
  return response.data;
}

export function useInviteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.list() }),
  });
}

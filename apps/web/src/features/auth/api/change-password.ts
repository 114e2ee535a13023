/** POST /api/auth/password { currentPassword, newPassword } → { revokedSessions }; other sessions end. */
import type { ChangePasswordInput, RevokedSessions } from '@firebreak/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { authKeys } from './query-keys';

export async function changePassword(input: ChangePasswordInput): Promise<RevokedSessions> {
  const response = await apiClient.post<RevokedSessions>('/auth/password', input);
  return response.data;
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.sessions() }),
  });
}

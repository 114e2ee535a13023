/** POST /api/auth/sessions/revoke-others → { revokedSessions }: every other session is signed out. */
import type { RevokedSessions } from '@firebreak/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { authKeys } from './query-keys';

export async function revokeOtherSessions(): Promise<RevokedSessions> {
  const response = await apiClient.post<RevokedSessions>('/auth/sessions/revoke-others');
  return response.data;
}

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeOtherSessions,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.sessions() }),
  });
}

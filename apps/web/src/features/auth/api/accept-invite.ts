/** POST /api/auth/invites/:token { password } → { token, user }: the password is set and the user signed in. */
import type { AcceptInvite, AuthResponse, InviteTokenParams } from '@firebreak/shared';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export async function acceptInvite(input: InviteTokenParams & AcceptInvite): Promise<AuthResponse> {
  const response = await apiClient.post<AuthResponse>(
    `/auth/invites/${encodeURIComponent(input.token)}`,
    { password: input.password },
    { skipAuthRedirect: true },
  );
  return response.data;
}

export function useAcceptInvite() {
  return useMutation({ mutationFn: acceptInvite });
}

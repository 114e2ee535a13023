/** GET /api/auth/invites/:token → who a set-password link is for; 404 once used, expired or replaced. */
import type { Invitation } from '@firebreak/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { authKeys } from './query-keys';

export async function getInvitation(token: string): Promise<Invitation> {
  const response = await apiClient.get<Invitation>(`/auth/invites/${encodeURIComponent(token)}`, {
    skipAuthRedirect: true,
  });
  return response.data;
}

export const invitationQueryOptions = (token: string) =>
  queryOptions({ queryKey: authKeys.invitation(token), queryFn: () => getInvitation(token), retry: false });

export function useInvitation(token: string) {
  return useQuery(invitationQueryOptions(token));
}

/** GET /api/auth/sessions → the signed-in user's live sessions, this one first. */
import type { SessionList } from '@firebreak/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { authKeys } from './query-keys';

export async function getSessions(): Promise<SessionList> {
  const response = await apiClient.get<SessionList>('/auth/sessions');
  return response.data;
}

export const sessionsQueryOptions = () =>
  queryOptions({ queryKey: authKeys.sessions(), queryFn: getSessions });

export function useSessions() {
  return useQuery(sessionsQueryOptions());
}

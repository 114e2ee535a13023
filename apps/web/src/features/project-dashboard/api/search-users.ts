/** GET /api/users?q= → staff to assign to a project's team. */
import type { TeamMember } from '@firebreak/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { userKeys } from '@/lib/projects-api/query-keys';

export async function searchUsers(q: string): Promise<TeamMember[]> {
  const response = await apiClient.get<TeamMember[]>('/users', { params: q ? { q } : undefined });
  return response.data;
}

export function useUserSearch(q: string) {
  return useQuery(
    queryOptions({
      queryKey: userKeys.search(q),
      queryFn: () => searchUsers(q),
      placeholderData: keepPreviousData,
    }),
  );
}

/** GET /api/resources/people?q= → people (Resources → Personnel, with or without a sign-in) for a team. */
import type { TeamMember } from '@firebreak/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { peopleKeys } from '@/entities/person/api/query-keys';
import { apiClient } from '@/lib/api-client';

export async function searchPeople(q: string): Promise<TeamMember[]> {
  const response = await apiClient.get<TeamMember[]>('/resources/people', { params: q ? { q } : undefined });
  return response.data;
}

export const peopleSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: peopleKeys.search(q),
    queryFn: () => searchPeople(q),
    placeholderData: keepPreviousData,
  });

export function usePeopleSearch(q: string) {
  return useQuery(peopleSearchQueryOptions(q));
}

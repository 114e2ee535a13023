/** GET /api/resources/people?q= → the people on Personnel who have no sign-in yet (an account may take one over). */
import type { TeamMember } from '@firebreak/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { userKeys } from './query-keys';

export async function getPeopleWithoutSignIn(q: string): Promise<TeamMember[]> {
  const response = await apiClient.get<TeamMember[]>('/resources/people', { params: q ? { q } : undefined });
  return response.data.filter((person) => !person.userId);
}

export const peopleWithoutSignInQueryOptions = (q: string) =>
  queryOptions({
    queryKey: userKeys.people(q),
    queryFn: () => getPeopleWithoutSignIn(q),
    placeholderData: keepPreviousData,
  });

export function usePeopleWithoutSignIn(q: string) {
  return useQuery(peopleWithoutSignInQueryOptions(q));
}

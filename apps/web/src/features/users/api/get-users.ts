/** GET /api/admin/users → every account with role and status (administrators only). */
import type { ManagedUserList } from '@firebreak/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { userKeys } from './query-keys';

export async function getUsers(): Promise<ManagedUserList> {
  const response = await apiClient.get<ManagedUserList>('/admin/users');
  return response.data;
}

export const usersQueryOptions = () => queryOptions({ queryKey: userKeys.list(), queryFn: getUsers });

export function useUsers() {
  return useQuery(usersQueryOptions());
}

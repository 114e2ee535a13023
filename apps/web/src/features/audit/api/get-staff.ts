/** GET /api/users → everyone, for the Audit screen's user filter. */
import type { StaffMember } from '@firebreak/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { auditKeys } from './query-keys';

export async function getStaff(): Promise<StaffMember[]> {
  const response = await apiClient.get<StaffMember[]>('/users');
  return response.data;
}

export const staffQueryOptions = () =>
  queryOptions({ queryKey: auditKeys.users(), queryFn: getStaff, staleTime: 60_000 });

export function useStaff() {
  return useQuery(staffQueryOptions());
}

/** /api/personnel/:id/leave: a person's leave (list, add, delete). */
import type { Leave, LeaveInput } from '@firebreak/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { resourceKeys } from './query-keys';

const base = (personId: string) => `/personnel/${encodeURIComponent(personId)}/leave`;

export async function getLeave(personId: string): Promise<Leave[]> {
  return (await apiClient.get<Leave[]>(base(personId))).data;
}

export const leaveQueryOptions = (personId: string) =>
  queryOptions({ queryKey: resourceKeys.leave(personId), queryFn: () => getLeave(personId) });

export function useLeave(personId: string) {
  return useQuery(leaveQueryOptions(personId));
}

export async function addLeave({ personId, input }: { personId: string; input: LeaveInput }): Promise<Leave> {
  return (await apiClient.post<Leave>(base(personId), input)).data;
}

export async function deleteLeave({ personId, id }: { personId: string; id: string }) {
  await apiClient.delete(`${base(personId)}/${encodeURIComponent(id)}`);
}

export function useLeaveMutations(personId: string) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: resourceKeys.leave(personId) });
  return {
    add: useMutation({ mutationFn: addLeave, onSuccess }),
    remove: useMutation({ mutationFn: deleteLeave, onSuccess }),
  };
}

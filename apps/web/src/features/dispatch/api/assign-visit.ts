/**
 * PUT /api/visits/:id/assignment: book a visit for a technician, a day and a time (or take it off the
 * technician). A 409 (schedule conflicts) or 422 (registration) carries the conflicts; nothing is
 * written until it is sent again with an override reason.
 */
import {
  type AssignmentInput,
  type AssignmentRefusal,
  assignmentRefusalSchema,
  type Vehicle,
} from '@firebreak/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isAxiosError } from 'axios';
import { visitKeys } from '@/entities/visit/api/query-keys';
import { apiClient } from '@/lib/api-client';
import { httpStatus } from '@/lib/api-error';
import { dispatchKeys } from './query-keys';

export type Assignment = { visitId: string; input: AssignmentInput };

export async function assignVisit({ visitId, input }: Assignment): Promise<unknown> {
  return (await apiClient.put(`/visits/${encodeURIComponent(visitId)}/assignment`, input)).data;
}

export function useAssignVisit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignVisit,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: dispatchKeys.all }),
        queryClient.invalidateQueries({ queryKey: visitKeys.all }),
      ]);
    },
  });
}

/** The conflicts of a refused assignment (409 or 422 with conflicts), or null for any other failure. */
export function refusalOf(error: unknown): AssignmentRefusal | null {
  const status = httpStatus(error);
  if (status !== 409 && status !== 422) return null;
  if (!isAxiosError(error)) return null;
  const parsed = assignmentRefusalSchema.safeParse(error.response?.data);
  return parsed.success && parsed.data.conflicts.length > 0 ? parsed.data : null;
}

export async function getVehicles(): Promise<Vehicle[]> {
  return (await apiClient.get<Vehicle[]>('/resources/vehicles')).data;
}

export const vehiclesQueryOptions = () =>
  queryOptions({ queryKey: dispatchKeys.vehicles, queryFn: getVehicles });

/** The Assign dialog's vehicle list; only asked for when the dialog is open. */
export function useVehicles({ enabled }: { enabled: boolean }) {
  return useQuery({ ...vehiclesQueryOptions(), enabled });
}

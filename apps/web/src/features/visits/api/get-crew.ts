/**
 * GET /api/resources/personnel and /api/resources/vehicles: who and what a visit can be given
 * (Resources → Personnel is the one list of people, decision 0064). Fetched here, not borrowed from
 * the resources feature, so the features stay apart.
 */
import type { Personnel, Vehicle } from '@firebreak/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { visitKeys } from '@/entities/visit/api/query-keys';
import { apiClient } from '@/lib/api-client';

export async function getPersonnel(): Promise<Personnel[]> {
  return (await apiClient.get<Personnel[]>('/resources/personnel')).data;
}

export const personnelQueryOptions = () =>
  queryOptions({ queryKey: visitKeys.personnel, queryFn: getPersonnel });

export function usePersonnel() {
  return useQuery(personnelQueryOptions());
}

export async function getVehicles(): Promise<Vehicle[]> {
  return (await apiClient.get<Vehicle[]>('/resources/vehicles')).data;
}

export const vehiclesQueryOptions = () =>
  queryOptions({ queryKey: visitKeys.vehicles, queryFn: getVehicles });

/** Only asked for when the user may schedule (the schedule dialog's vehicle list). */
export function useVehicles({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...vehiclesQueryOptions(), enabled });
}

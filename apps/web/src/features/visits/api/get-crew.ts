/**
 * GET /api/resources/personnel and /api/resources/vehicles: who and what a visit can be given
 * (Resources → Personnel is the one list of people, decision 0064). Fetched here, not borrowed from
 * the resources feature, so the features stay apart.
 */
import type { Personnel, Vehicle } from '@firebreak/shared';
import { queryOptions } from '@tanstack/react-query';
import { visitKeys } from '@/entities/visit/api/query-keys';
import { apiClient } from '@/lib/api-client';

export const personnelQueryOptions = () =>
  queryOptions({
    queryKey: visitKeys.personnel,
    queryFn: async () => (await apiClient.get<Personnel[]>('/resources/personnel')).data,
  });

export const vehiclesQueryOptions = () =>
  queryOptions({
    queryKey: visitKeys.vehicles,
    queryFn: async () => (await apiClient.get<Vehicle[]>('/resources/vehicles')).data,
  });

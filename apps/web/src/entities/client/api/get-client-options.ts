/**
 * GET /api/clients?search= → the first clients by name, for pickers outside the Clients screen. The
 * key sits under the clients area's root key, so a client saved anywhere refreshes the pickers too.
 */
import type { Client, ClientListResponse } from '@firebreak/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { clientKeys } from './query-keys';

export async function getClientOptions(search: string): Promise<Client[]> {
  const response = await apiClient.get<ClientListResponse>('/clients', {
    params: { search: search || undefined, sort: 'name', order: 'asc', pageSize: 20 },
  });
  return response.data.items;
}

export const clientOptionsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: clientKeys.options(search),
    queryFn: () => getClientOptions(search),
    placeholderData: keepPreviousData,
  });

export function useClientOptions(search: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...clientOptionsQueryOptions(search), enabled });
}

/** GET /api/clients?search&type&page&pageSize → one page of clients with the summary figures. */
import type { ClientListResponse, ListClientsQuery } from '@firebreak/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { clientKeys } from '@/entities/client/api/query-keys';
import { apiClient } from '@/lib/api-client';

export async function getClients(query: ListClientsQuery): Promise<ClientListResponse> {
  return (await apiClient.get<ClientListResponse>('/clients', { params: query })).data;
}

export const clientListQueryOptions = (query: ListClientsQuery) =>
  queryOptions({
    queryKey: clientKeys.list(query),
    queryFn: () => getClients(query),
    placeholderData: keepPreviousData,
  });

export function useClients(query: ListClientsQuery) {
  return useQuery(clientListQueryOptions(query));
}

/** GET /api/clients/:id → one client with its figures (revenue null for roles without money figures). */
import type { Client } from '@firebreak/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { clientKeys } from '@/entities/client/api/query-keys';
import { apiClient } from '@/lib/api-client';

export async function getClient(id: string): Promise<Client> {
  return (await apiClient.get<Client>(`/clients/${encodeURIComponent(id)}`)).data;
}

export const clientQueryOptions = (id: string) =>
  queryOptions({ queryKey: clientKeys.one(id), queryFn: () => getClient(id) });

export function useClient(id: string) {
  return useQuery(clientQueryOptions(id));
}

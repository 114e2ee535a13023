/**
 * GET /api/clients?search= → the first clients by name, for pickers outside the Clients screen. The
 * key sits under the clients area's root key, so a client saved anywhere refreshes the pickers too.
 */
import type { ClientListResponse } from '@firebreak/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const clientOptionsQuery = (search: string) =>
  queryOptions({
    queryKey: ['clients', 'options', search] as const,
    queryFn: async () =>
      (
        await apiClient.get<ClientListResponse>('/clients', {
          params: { search: search || undefined, sort: 'name', order: 'asc', pageSize: 20 },
        })
      ).data.items,
    placeholderData: keepPreviousData,
  });

/** GET /api/outbox → one page of e-mail, filtered by status (administrators only). */
import type { OutboxListQuery, OutboxListResponse } from '@firebreak/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { outboxKeys } from './query-keys';

export async function getOutbox(query: OutboxListQuery): Promise<OutboxListResponse> {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params[key] = String(value);
  }
  const response = await apiClient.get<OutboxListResponse>('/outbox', { params });
  return response.data;
}

export const outboxQueryOptions = (query: OutboxListQuery) =>
  queryOptions({
    queryKey: outboxKeys.list(query),
    queryFn: () => getOutbox(query),
    placeholderData: keepPreviousData,
  });

export function useOutbox(query: OutboxListQuery) {
  return useQuery(outboxQueryOptions(query));
}

/** GET /api/quotes/:id → one saved quote with every figure (used to compare quotes). */
import type { SavedQuote } from '@firebreak/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { quoteKeys } from '@/entities/quote/api/query-keys';
import { apiClient } from '@/lib/api-client';

export async function getQuote(id: string): Promise<SavedQuote> {
  const response = await apiClient.get<SavedQuote>(`/quotes/${encodeURIComponent(id)}`);
  return response.data;
}

export const quoteQueryOptions = (id: string) =>
  queryOptions({ queryKey: quoteKeys.detail(id), queryFn: () => getQuote(id) });

export function useQuote(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...quoteQueryOptions(id), enabled });
}

/** GET /api/quotes → one page of the quote history, searched, filtered and sorted. */
import type { QuoteListQuery, QuoteListResponse } from '@firebreak/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { quoteKeys } from '@/entities/quote/api/query-keys';
import { apiClient } from '@/lib/api-client';

/** Only the values that are set go into the query string. */
export function quoteListParams(query: QuoteListQuery): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params[key] = String(value);
  }
  return params;
}

export async function getQuotes(query: QuoteListQuery): Promise<QuoteListResponse> {
  const response = await apiClient.get<QuoteListResponse>('/quotes', { params: quoteListParams(query) });
  return response.data;
}

export const quotesQueryOptions = (query: QuoteListQuery) =>
  queryOptions({
    queryKey: quoteKeys.list(query),
    queryFn: () => getQuotes(query),
    placeholderData: keepPreviousData,
  });

export function useQuotes(query: QuoteListQuery) {
  return useQuery(quotesQueryOptions(query));
}

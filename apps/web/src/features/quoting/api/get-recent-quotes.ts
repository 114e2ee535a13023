/** GET /api/quick-quote/recent → the newest saved quotes. A failure is only logged (spec §8). */
import type { RecentQuote } from '@firebreak/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { quoteKeys } from '@/entities/quote/api/query-keys';
import { apiClient } from '@/lib/api-client';

export async function getRecentQuotes(): Promise<RecentQuote[]> {
  try {
    const response = await apiClient.get<RecentQuote[]>('/quick-quote/recent');
    return response.data;
  } catch (error) {
    console.error('Failed to load recent quotes:', error);
    throw error;
  }
}

export const recentQuotesQueryOptions = () =>
  queryOptions({ queryKey: quoteKeys.recent(), queryFn: getRecentQuotes });

export function useRecentQuotes() {
  return useQuery(recentQuotesQueryOptions());
}

/** GET /api/price-list?search=&limit=20 → price list items whose code, description or category match. */
import type { PriceListResponse } from '@firebreak/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { quoteKeys } from './query-keys';

const LIMIT = 20;

export async function searchPriceList(text: string): Promise<PriceListResponse> {
  return (
    await apiClient.get<PriceListResponse>('/price-list', { params: { search: text, limit: String(LIMIT) } })
  ).data;
}

/** Nothing is asked for under 2 letters. */
export const priceSearchQueryOptions = (text: string) =>
  queryOptions({
    queryKey: quoteKeys.priceItems({ search: text, limit: LIMIT }),
    queryFn: () => searchPriceList(text),
    enabled: text.trim().length >= 2,
    placeholderData: keepPreviousData,
  });

export function usePriceSearch(text: string) {
  return useQuery(priceSearchQueryOptions(text));
}

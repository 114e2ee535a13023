/**
 * GET /api/price-list (items matching a search, at most `limit`) and GET /api/price-list/suppliers:
 * what the BOQ builder drags from and the Price list view manages.
 */
import type { PriceListQuery, PriceListResponse, Supplier } from '@firebreak/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { quoteKeys } from '@/entities/quote/api/query-keys';
import { apiClient } from '@/lib/api-client';

export async function getPriceList(query: Partial<PriceListQuery>): Promise<PriceListResponse> {
  const params: Record<string, string> = {};
  if (query.search) params.search = query.search;
  if (query.supplierId) params.supplierId = query.supplierId;
  if (query.limit) params.limit = String(query.limit);
  return (await apiClient.get<PriceListResponse>('/price-list', { params })).data;
}

export const priceListQueryOptions = (query: Partial<PriceListQuery>) =>
  queryOptions({
    queryKey: quoteKeys.priceItems(query),
    queryFn: () => getPriceList(query),
    placeholderData: keepPreviousData,
  });

export function usePriceList(query: Partial<PriceListQuery>) {
  return useQuery(priceListQueryOptions(query));
}

export async function getSuppliers(): Promise<Supplier[]> {
  return (await apiClient.get<Supplier[]>('/price-list/suppliers')).data;
}

export const suppliersQueryOptions = () =>
  queryOptions({ queryKey: quoteKeys.suppliers(), queryFn: getSuppliers });

export function useSuppliers() {
  return useQuery(suppliersQueryOptions());
}

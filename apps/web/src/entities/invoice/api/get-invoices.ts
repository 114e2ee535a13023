/** GET /api/invoices?status&kind&clientId&q&limit&offset → one page of invoices and credit notes. */
import type { InvoiceList } from '@firebreak/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { type InvoiceListParams, invoiceKeys } from './query-keys';

export async function getInvoices(params: InvoiceListParams): Promise<InvoiceList> {
  return (await apiClient.get<InvoiceList>('/invoices', { params })).data;
}

export const invoiceListQueryOptions = (params: InvoiceListParams) =>
  queryOptions({
    queryKey: invoiceKeys.list(params),
    queryFn: () => getInvoices(params),
    placeholderData: keepPreviousData,
  });

export function useInvoices(params: InvoiceListParams) {
  return useQuery(invoiceListQueryOptions(params));
}

/** GET /api/invoices/:id → one invoice or credit note with its lines, credit notes and payments. */
import type { Invoice } from '@firebreak/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { invoiceKeys } from './query-keys';

export async function getInvoice(id: string): Promise<Invoice> {
  return (await apiClient.get<Invoice>(`/invoices/${encodeURIComponent(id)}`)).data;
}

export const invoiceQueryOptions = (id: string) =>
  queryOptions({ queryKey: invoiceKeys.one(id), queryFn: () => getInvoice(id) });

export function useInvoice(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...invoiceQueryOptions(id), enabled });
}

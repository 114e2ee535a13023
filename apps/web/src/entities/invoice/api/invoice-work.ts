/**
 * POST /api/visits/:id/invoice and /api/quotes/:id/invoice: a draft from the work done (decision 0088).
 * Invoiced already, the server answers 409 with the existing invoice's id: the screen opens that one.
 */
import type { Invoice } from '@firebreak/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isAxiosError } from 'axios';
import { quoteKeys } from '@/entities/quote/api/query-keys';
import { visitKeys } from '@/entities/visit/api/query-keys';
import { apiClient } from '@/lib/api-client';
import { invoiceKeys } from './query-keys';

export type WorkSource = { kind: 'visit' | 'quote'; id: string };

/** The new draft's id, or the id of the invoice the work already has. */
export async function invoiceWork({ kind, id }: WorkSource): Promise<{ id: string; existing: boolean }> {
  try {
    const url = `/${kind === 'visit' ? 'visits' : 'quotes'}/${encodeURIComponent(id)}/invoice`;
    return { id: (await apiClient.post<Invoice>(url)).data.id, existing: false };
  } catch (error) {
    const existing = isAxiosError(error)
      ? (error.response?.data as { invoiceId?: string } | undefined)
      : null;
    if (isAxiosError(error) && error.response?.status === 409 && existing?.invoiceId)
      return { id: existing.invoiceId, existing: true };
    throw error;
  }
}

export function useInvoiceWork() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: invoiceWork,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: invoiceKeys.all }),
        queryClient.invalidateQueries({ queryKey: visitKeys.all }),
        queryClient.invalidateQueries({ queryKey: quoteKeys.all }),
      ]),
  });
}

/** POST /api/invoices (a new draft) or PUT /api/invoices/:id (a draft replaced whole); the register refreshes. */
import type { Invoice, InvoiceDraftInput } from '@firebreak/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { invoiceKeys } from './query-keys';

export async function saveInvoice({
  id,
  input,
}: {
  id?: string;
  input: InvoiceDraftInput;
}): Promise<Invoice> {
  return id
    ? (await apiClient.put<Invoice>(`/invoices/${encodeURIComponent(id)}`, input)).data
    : (await apiClient.post<Invoice>('/invoices', input)).data;
}

export function useSaveInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveInvoice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invoiceKeys.all }),
  });
}

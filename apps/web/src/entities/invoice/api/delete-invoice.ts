/** DELETE /api/invoices/:id: a draft only (the server refuses an issued invoice). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { invoiceKeys } from './query-keys';

export async function deleteInvoice(id: string): Promise<void> {
  await apiClient.delete(`/invoices/${encodeURIComponent(id)}`);
}

export function useDeleteInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteInvoice,
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: invoiceKeys.one(id) });
      return queryClient.invalidateQueries({ queryKey: invoiceKeys.all });
    },
  });
}

/** POST /api/invoices/:id/credit-notes → the credit note issued against the invoice (whole or per line). */
import type { CreditNoteInput, Invoice } from '@firebreak/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { invoiceKeys } from './query-keys';

export async function createCreditNote({
  invoiceId,
  input,
}: {
  invoiceId: string;
  input: CreditNoteInput;
}): Promise<Invoice> {
  return (await apiClient.post<Invoice>(`/invoices/${encodeURIComponent(invoiceId)}/credit-notes`, input))
    .data;
}

export function useCreateCreditNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCreditNote,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invoiceKeys.all }),
  });
}

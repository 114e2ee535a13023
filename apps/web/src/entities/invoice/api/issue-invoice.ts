/** POST /api/invoices/:id/issue: the draft gets its number and can no longer be edited. */
import type { Invoice, IssueInvoiceInput } from '@firebreak/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { invoiceKeys } from './query-keys';

export async function issueInvoice({
  id,
  input,
}: {
  id: string;
  input: IssueInvoiceInput;
}): Promise<Invoice> {
  return (await apiClient.post<Invoice>(`/invoices/${encodeURIComponent(id)}/issue`, input)).data;
}

export function useIssueInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: issueInvoice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invoiceKeys.all }),
  });
}

/** POST /api/invoices/:id/issue: the draft gets its number and can no longer be edited. */
import type { Invoice, IssueInvoiceInput } from '@firebreak/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { errorMessage } from '@/lib/api-error';
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

export type IssuedBatch = { issued: number; failed: { id: string; message: string }[] };

/**
 * Issues drafts one after another, each in its own request (the server's numbering stays gapless and
 * in this order): a draft the server refuses is reported with its reason and the rest still go.
 */
export async function issueInvoices(ids: readonly string[]): Promise<IssuedBatch> {
  const batch: IssuedBatch = { issued: 0, failed: [] };
  for (const id of ids) {
    try {
      await issueInvoice({ id, input: { date: null } });
      batch.issued += 1;
    } catch (error) {
      batch.failed.push({ id, message: errorMessage(error, 'The invoice could not be issued') });
    }
  }
  return batch;
}

export function useIssueInvoices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: issueInvoices,
    onSettled: () => queryClient.invalidateQueries({ queryKey: invoiceKeys.all }),
  });
}

/**
 * POST /api/invoices/:id/email and POST /api/clients/:id/statement/email → the outbox message taking the
 * PDF to the client ('skipped' when the server has no SMTP server: the PDF is still there to download).
 */
import type { InvoiceEmailInput, OutboxMessage, StatementEmailInput } from '@firebreak/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { invoiceKeys } from './query-keys';

export async function emailInvoice({ id, input }: { id: string; input: InvoiceEmailInput }) {
  return (await apiClient.post<OutboxMessage>(`/invoices/${encodeURIComponent(id)}/email`, input)).data;
}

export async function emailStatement({ clientId, input }: { clientId: string; input: StatementEmailInput }) {
  return (
    await apiClient.post<OutboxMessage>(`/clients/${encodeURIComponent(clientId)}/statement/email`, input)
  ).data;
}

export function useEmailInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: emailInvoice,
    onSuccess: (_message, { id }) =>
      queryClient.invalidateQueries({ queryKey: invoiceKeys.messages('invoice', id) }),
  });
}

export function useEmailStatement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: emailStatement,
    onSuccess: (_message, { clientId }) =>
      queryClient.invalidateQueries({ queryKey: invoiceKeys.messages('statement', clientId) }),
  });
}

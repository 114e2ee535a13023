/**
 * GET /api/outbox/related → an invoice's or a client's statements' e-mail with its state (queued, sent,
 * failed with the server's reason, not sent); GET /api/invoices/:id/reminders → the overdue reminders
 * taken for an invoice, queued or skipped and why.
 */
import type { InvoiceReminderList, OutboxRelatedResponse } from '@firebreak/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { invoiceKeys } from './query-keys';

export async function getRelatedMessages(relatedType: 'invoice' | 'statement', relatedId: string) {
  return (
    await apiClient.get<OutboxRelatedResponse>('/outbox/related', { params: { relatedType, relatedId } })
  ).data;
}

export function useRelatedMessages(relatedType: 'invoice' | 'statement', relatedId: string) {
  return useQuery({
    queryKey: invoiceKeys.messages(relatedType, relatedId),
    queryFn: () => getRelatedMessages(relatedType, relatedId),
    enabled: relatedId !== '',
    // While a message is on its way its state is looked at again, so 'Sent' or 'Failed' shows.
    refetchInterval: (query) =>
      query.state.data?.items.some((message) => message.status === 'queued' || message.status === 'sending')
        ? 5_000
        : false,
  });
}

export async function getInvoiceReminders(invoiceId: string) {
  return (await apiClient.get<InvoiceReminderList>(`/invoices/${encodeURIComponent(invoiceId)}/reminders`))
    .data;
}

export function useInvoiceReminders(invoiceId: string, enabled = true) {
  return useQuery({
    queryKey: invoiceKeys.reminders(invoiceId),
    queryFn: () => getInvoiceReminders(invoiceId),
    enabled,
  });
}

/**
 * POST /api/quotes/:id/approval-links/:linkId/email → the outbox message taking the link and the quote's
 * PDF to the client ('skipped' when the server has no SMTP server: the link is still there to copy).
 */
import type { OutboxMessage, QuoteLinkEmailInput } from '@firebreak/shared';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export type EmailApprovalLinkArgs = { quoteId: string; linkId: string; input: QuoteLinkEmailInput };

export async function emailApprovalLink({
  quoteId,
  linkId,
  input,
}: EmailApprovalLinkArgs): Promise<OutboxMessage> {
  const response = await apiClient.post<OutboxMessage>(
    `/quotes/${encodeURIComponent(quoteId)}/approval-links/${encodeURIComponent(linkId)}/email`,
    input,
  );
  return response.data;
}

export function useEmailApprovalLink() {
  return useMutation({ mutationFn: emailApprovalLink });
}

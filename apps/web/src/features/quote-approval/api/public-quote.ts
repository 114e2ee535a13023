/**
 * The client's side of a private approval link: GET /api/public/quote-approval/:token (the quote),
 * .../pdf (its PDF, a plain link), POST .../decision (approve or decline, once).
 */
import type { PublicQuote, QuoteDecisionResult, RawQuoteDecisionInput } from '@firebreak/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { env } from '@/config/env';
import { apiClient } from '@/lib/api-client';

const base = (token: string) => `/public/quote-approval/${encodeURIComponent(token)}`;

/** Where the browser opens the PDF: the same origin's API, checked by the same token. */
export const publicQuotePdfUrl = (token: string) => `${env.apiBase}${base(token)}/pdf`;

export function usePublicQuote(token: string) {
  return useQuery({
    queryKey: ['quote-approval', token],
    queryFn: async () => (await apiClient.get<PublicQuote>(base(token))).data,
    retry: false,
  });
}

export function useDecideQuote(token: string) {
  return useMutation({
    mutationFn: async (body: RawQuoteDecisionInput) =>
      (await apiClient.post<QuoteDecisionResult>(`${base(token)}/decision`, body)).data,
  });
}

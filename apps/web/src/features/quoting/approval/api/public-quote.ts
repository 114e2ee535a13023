/**
 * The client's side of a private approval link: GET /api/public/quote-approval/:token (the quote),
 * .../pdf (its PDF, a plain link), POST .../decision (approve or decline, once).
 */
import type { PublicQuote, QuoteDecisionResult, RawQuoteDecisionInput } from '@firebreak/shared';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { env } from '@/config/env';
import { apiClient } from '@/lib/api-client';
import { quoteApprovalKeys } from './query-keys';

const base = (token: string) => `/public/quote-approval/${encodeURIComponent(token)}`;

/** Where the browser opens the PDF: the same origin's API, checked by the same token. */
export const publicQuotePdfUrl = (token: string) => `${env.apiBase}${base(token)}/pdf`;

export async function getPublicQuote(token: string): Promise<PublicQuote> {
  return (await apiClient.get<PublicQuote>(base(token))).data;
}

export const publicQuoteQueryOptions = (token: string) =>
  queryOptions({
    queryKey: quoteApprovalKeys.quote(token),
    queryFn: () => getPublicQuote(token),
    retry: false,
  });

export function usePublicQuote(token: string) {
  return useQuery(publicQuoteQueryOptions(token));
}

export async function decideQuote(token: string, body: RawQuoteDecisionInput): Promise<QuoteDecisionResult> {
  return (await apiClient.post<QuoteDecisionResult>(`${base(token)}/decision`, body)).data;
}

export function useDecideQuote(token: string) {
  return useMutation({ mutationFn: (body: RawQuoteDecisionInput) => decideQuote(token, body) });
}

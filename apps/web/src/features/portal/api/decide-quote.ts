/** POST /api/portal/quotes/:id/decision {decision, note} → the quote as decided. A decision is final. */
import type { PortalQuote, PortalQuoteDecisionInput } from '@firebreak/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { portalKeys } from './query-keys';

export type QuoteDecision = { quoteId: string; input: PortalQuoteDecisionInput };

export async function decideQuote({ quoteId, input }: QuoteDecision): Promise<PortalQuote> {
  return (await apiClient.post<PortalQuote>(`/portal/quotes/${encodeURIComponent(quoteId)}/decision`, input))
    .data;
}

export function useDecideQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideQuote,
    // A decision moves the quote, and the site page shows the quote pricing each defect.
    onSettled: () => queryClient.invalidateQueries({ queryKey: portalKeys.all }),
  });
}

/**
 * POST /api/quotes/boq (a new Draft BOQ quote) and PUT /api/quotes/:id/boq (a Draft's new content):
 * the saved quote goes into the detail cache, and recent quotes and the history refresh.
 */
import type { RawBoqQuoteInput, SavedQuote } from '@firebreak/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { quoteKeys } from '@/entities/quote/api/query-keys';
import { apiClient } from '@/lib/api-client';

export async function createBoqQuote(body: RawBoqQuoteInput): Promise<SavedQuote> {
  const response = await apiClient.post<{ message: string; quote: SavedQuote }>('/quotes/boq', body);
  return response.data.quote;
}

export async function updateBoqQuote({
  id,
  body,
}: {
  id: string;
  body: RawBoqQuoteInput;
}): Promise<SavedQuote> {
  const response = await apiClient.put<SavedQuote>(`/quotes/${encodeURIComponent(id)}/boq`, body);
  return response.data;
}

/** Creates the quote when there is no id yet, otherwise replaces the Draft's content. */
export function useSaveBoqQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: RawBoqQuoteInput }) =>
      id ? updateBoqQuote({ id, body }) : createBoqQuote(body),
    onSuccess: async (quote) => {
      queryClient.setQueryData(quoteKeys.detail(quote.id), quote);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: quoteKeys.recent() }),
        queryClient.invalidateQueries({ queryKey: quoteKeys.lists() }),
      ]);
    },
  });
}

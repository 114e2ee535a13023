/** PATCH /api/quotes/:id { status } → the saved quote; lists and recent quotes refresh. */
import type { QuoteStatus, SavedQuote } from '@firebreak/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { quoteKeys } from '@/entities/quote/api/query-keys';
import { apiClient } from '@/lib/api-client';

export async function updateQuoteStatus(input: { id: string; status: QuoteStatus }): Promise<SavedQuote> {
  const response = await apiClient.patch<SavedQuote>(`/quotes/${encodeURIComponent(input.id)}`, {
    status: input.status,
  });
  return response.data;
}

export function useUpdateQuoteStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateQuoteStatus,
    onSuccess: async (quote) => {
      queryClient.setQueryData(quoteKeys.detail(quote.id), quote);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: quoteKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: quoteKeys.recent() }),
      ]);
    },
  });
}

/**
 * POST /api/quick-quote/save: the generated quote → 'Quote saved successfully!' and the saved quote
 * with its final number. Recent quotes and the history refresh.
 */
import type { GeneratedQuote, SaveQuoteResponse } from '@firebreak/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { quoteKeys } from '@/entities/quote/api/query-keys';
import { apiClient } from '@/lib/api-client';

export async function saveQuote(quote: GeneratedQuote): Promise<SaveQuoteResponse> {
  const response = await apiClient.post<SaveQuoteResponse>('/quick-quote/save', quote);
  return response.data;
}

export function useSaveQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveQuote,
    onSuccess: async ({ quote }) => {
      queryClient.setQueryData(quoteKeys.detail(quote.id), quote);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: quoteKeys.recent() }),
        queryClient.invalidateQueries({ queryKey: quoteKeys.lists() }),
      ]);
    },
  });
}

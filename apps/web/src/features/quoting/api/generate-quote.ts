/** POST /api/quick-quote/generate: the form with a numeric area → a priced preview (not stored). */
import type { GeneratedQuote, QuoteRequest } from '@firebreak/shared';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export async function generateQuote(input: QuoteRequest): Promise<GeneratedQuote> {
  const response = await apiClient.post<GeneratedQuote>('/quick-quote/generate', input);
  return response.data;
}

export function useGenerateQuote() {
  return useMutation({ mutationFn: generateQuote });
}

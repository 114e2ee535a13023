/** GET /api/quick-quote/templates → the quote templates. A failure is only logged (spec §8). */
import type { QuoteTemplate } from '@firebreak/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { quoteKeys } from '@/entities/quote/api/query-keys';
import { apiClient } from '@/lib/api-client';

export async function getQuoteTemplates(): Promise<QuoteTemplate[]> {
  try {
    const response = await apiClient.get<QuoteTemplate[]>('/quick-quote/templates');
    return response.data;
  } catch (error) {
    console.error('Failed to load quote templates:', error);
    throw error;
  }
}

export const quoteTemplatesQueryOptions = () =>
  queryOptions({ queryKey: quoteKeys.templates(), queryFn: getQuoteTemplates, staleTime: 5 * 60_000 });

export function useQuoteTemplates() {
  return useQuery(quoteTemplatesQueryOptions());
}

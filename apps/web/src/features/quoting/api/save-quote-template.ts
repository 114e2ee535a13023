/**
 * POST /api/quote-templates (new) or PUT /api/quote-templates/:id (edit). Every template list
 * refreshes, Quick Quote's included, so the next quick quote prices with the saved figures.
 */
import type { ManagedQuoteTemplate, QuoteTemplateInput } from '@firebreak/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { quoteKeys } from '@/entities/quote/api/query-keys';
import { apiClient } from '@/lib/api-client';

export type SaveQuoteTemplateArgs = { id?: string; input: QuoteTemplateInput };

export async function saveQuoteTemplate({ id, input }: SaveQuoteTemplateArgs): Promise<ManagedQuoteTemplate> {
  return id
    ? (await apiClient.put<ManagedQuoteTemplate>(`/quote-templates/${encodeURIComponent(id)}`, input)).data
    : (await apiClient.post<ManagedQuoteTemplate>('/quote-templates', input)).data;
}

export function useSaveQuoteTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveQuoteTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quoteKeys.templates() }),
  });
}

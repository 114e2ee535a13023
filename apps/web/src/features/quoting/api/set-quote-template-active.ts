/** PATCH /api/quote-templates/:id/status { active }: retire or restore; every template list refreshes. */
import type { ManagedQuoteTemplate } from '@firebreak/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { quoteKeys } from '@/entities/quote/api/query-keys';
import { apiClient } from '@/lib/api-client';

export async function setQuoteTemplateActive(input: {
  id: string;
  active: boolean;
}): Promise<ManagedQuoteTemplate> {
  const response = await apiClient.patch<ManagedQuoteTemplate>(
    `/quote-templates/${encodeURIComponent(input.id)}/status`,
    { active: input.active },
  );
  return response.data;
}

export function useSetQuoteTemplateActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setQuoteTemplateActive,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quoteKeys.templates() }),
  });
}

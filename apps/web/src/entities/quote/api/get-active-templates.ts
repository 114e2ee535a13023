/** GET /api/quick-quote/templates → the active quote templates, for the terms of a quote made outside Quoting. */
import type { QuoteTemplate } from '@firebreak/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { quoteKeys } from './query-keys';

export async function getActiveTemplates(): Promise<QuoteTemplate[]> {
  return (await apiClient.get<QuoteTemplate[]>('/quick-quote/templates')).data;
}

export const activeTemplatesQueryOptions = () =>
  queryOptions({ queryKey: quoteKeys.templates(), queryFn: getActiveTemplates });

export function useActiveTemplates() {
  return useQuery(activeTemplatesQueryOptions());
}

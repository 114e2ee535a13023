/** GET /api/quote-templates?includeRetired=… → every template for the Templates tab. */
import type { ManagedQuoteTemplate } from '@firebreak/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { quoteKeys } from '@/entities/quote/api/query-keys';
import { apiClient } from '@/lib/api-client';

export async function getManagedTemplates(includeRetired: boolean): Promise<ManagedQuoteTemplate[]> {
  const response = await apiClient.get<ManagedQuoteTemplate[]>('/quote-templates', {
    params: includeRetired ? { includeRetired: 'true' } : {},
  });
  return response.data;
}

export const managedTemplatesQueryOptions = (includeRetired: boolean) =>
  queryOptions({
    queryKey: quoteKeys.managedTemplates(includeRetired),
    queryFn: () => getManagedTemplates(includeRetired),
  });

export function useManagedTemplates(includeRetired: boolean) {
  return useQuery(managedTemplatesQueryOptions(includeRetired));
}

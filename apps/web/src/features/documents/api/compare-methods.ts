/** POST /api/ai-search/compare: the three methods side by side (the AI search shows the hybrid list). */
import type { CompareResponse } from '@firebreak/shared';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { AiSearchSettings } from './search-documents';

export async function compareMethods({
  query,
  settings,
}: {
  query: string;
  settings: AiSearchSettings;
}): Promise<CompareResponse> {
  return (
    await apiClient.post<CompareResponse>('/ai-search/compare', {
      query,
      options: {
        limit: 10,
        category: settings.category || undefined,
        type: settings.type || undefined,
        tags: settings.tags,
      },
    })
  ).data;
}

export const useCompareMethods = () => useMutation({ mutationFn: compareMethods });

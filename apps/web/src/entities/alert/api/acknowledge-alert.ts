/**
 * PATCH /api/projects/alerts/:id/acknowledge → Alert. The alert leaves every cached list at once
 * (put back if the call fails); on success the alert lists are refreshed (spec §7).
 */
import type { Alert, AlertPage } from '@firebreak/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { projectKeys } from '@/entities/project/api/query-keys';
import { apiClient } from '@/lib/api-client';
import { alertKeys } from './query-keys';

export async function acknowledgeAlert(id: string): Promise<Alert> {
  const response = await apiClient.patch<Alert>(`/projects/alerts/${encodeURIComponent(id)}/acknowledge`);
  return response.data;
}

export function useAcknowledgeAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acknowledgeAlert,
    onMutate: async (id: string) => {
      await queryClient.cancelQueries({ queryKey: alertKeys.all });
      const previous = queryClient.getQueriesData<AlertPage>({ queryKey: alertKeys.all });
      queryClient.setQueriesData<AlertPage>({ queryKey: alertKeys.all }, (page) =>
        page?.items.some((alert) => alert.id === id)
          ? { ...page, items: page.items.filter((alert) => alert.id !== id), total: page.total - 1 }
          : page,
      );
      return { previous };
    },
    onError: (_error, _id, context) => {
      for (const [queryKey, data] of context?.previous ?? []) queryClient.setQueryData(queryKey, data);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.lists() }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: alertKeys.all }),
  });
}

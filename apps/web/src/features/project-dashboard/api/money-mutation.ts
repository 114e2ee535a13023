/**
 * What every money change refreshes: the project's money and detail (spend), the lists, the
 * dashboard metrics (cash flow) and alerts (spend rules).
 */
import type { QueryClient } from '@tanstack/react-query';
import { alertKeys } from '@/entities/alert/api/query-keys';
import { projectKeys } from '@/entities/project/api/query-keys';

export async function refreshAfterMoneyChange(queryClient: QueryClient, projectId: string) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: projectKeys.detail(projectId) }),
    queryClient.invalidateQueries({ queryKey: projectKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: projectKeys.metrics() }),
    queryClient.invalidateQueries({ queryKey: alertKeys.all }),
  ]);
}

/** GET /api/projects/:id/money → claims, payments, costs and the summary (ADMIN, PROJECT_MANAGER). */
import type { ProjectMoney } from '@firebreak/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { projectKeys } from '@/entities/project/api/query-keys';
import { apiClient } from '@/lib/api-client';

export async function getProjectMoney(id: string): Promise<ProjectMoney> {
  const response = await apiClient.get<ProjectMoney>(`/projects/${encodeURIComponent(id)}/money`);
  return response.data;
}

export const projectMoneyQueryOptions = (id: string) =>
  queryOptions({ queryKey: projectKeys.money(id), queryFn: () => getProjectMoney(id) });

export function useProjectMoney(id: string) {
  return useQuery(projectMoneyQueryOptions(id));
}

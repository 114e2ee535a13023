/**
 * The lists behind four dashboard figures (docs/metrics.md): GET /api/projects/metrics/overdue-tasks,
 * /cash-flow/:month, /compliance-sites and /win-rate. Read when their dialog opens; fresh as long as the figures.
 */
import type {
  CashFlowMonthDetail,
  ComplianceSite,
  OverdueTasksResponse,
  WinRateDetail,
} from '@firebreak/shared';
import { useQuery } from '@tanstack/react-query';
import { projectKeys } from '@/entities/project/api/query-keys';
import { apiClient } from '@/lib/api-client';

const STALE_MS = 60_000;

export function useOverdueTasks(enabled: boolean) {
  return useQuery({
    queryKey: projectKeys.overdueTasks(),
    queryFn: async () => (await apiClient.get<OverdueTasksResponse>('/projects/metrics/overdue-tasks')).data,
    staleTime: STALE_MS,
    enabled,
  });
}

export function useCashFlowMonth(month: string | null) {
  return useQuery({
    queryKey: projectKeys.cashFlowMonth(month ?? ''),
    queryFn: async () =>
      (await apiClient.get<CashFlowMonthDetail>(`/projects/metrics/cash-flow/${month}`)).data,
    staleTime: STALE_MS,
    enabled: month !== null,
  });
}

export function useComplianceSites(enabled: boolean) {
  return useQuery({
    queryKey: projectKeys.complianceSites(),
    queryFn: async () => (await apiClient.get<ComplianceSite[]>('/projects/metrics/compliance-sites')).data,
    staleTime: STALE_MS,
    enabled,
  });
}

export function useWinRate(enabled: boolean) {
  return useQuery({
    queryKey: projectKeys.winRate(),
    queryFn: async () => (await apiClient.get<WinRateDetail>('/projects/metrics/win-rate')).data,
    staleTime: STALE_MS,
    enabled,
  });
}

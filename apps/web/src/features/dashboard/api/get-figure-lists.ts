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
import { queryOptions, useQuery } from '@tanstack/react-query';
import { projectKeys } from '@/entities/project/api/query-keys';
import { apiClient } from '@/lib/api-client';

const STALE_MS = 60_000;

export async function getOverdueTasks(): Promise<OverdueTasksResponse> {
  return (await apiClient.get<OverdueTasksResponse>('/projects/metrics/overdue-tasks')).data;
}

export const overdueTasksQueryOptions = () =>
  queryOptions({ queryKey: projectKeys.overdueTasks(), queryFn: getOverdueTasks, staleTime: STALE_MS });

export function useOverdueTasks(enabled: boolean) {
  return useQuery({ ...overdueTasksQueryOptions(), enabled });
}

export async function getCashFlowMonth(month: string): Promise<CashFlowMonthDetail> {
  return (await apiClient.get<CashFlowMonthDetail>(`/projects/metrics/cash-flow/${month}`)).data;
}

/** `month` null: no month chosen yet, nothing asked for. */
export const cashFlowMonthQueryOptions = (month: string | null) =>
  queryOptions({
    queryKey: projectKeys.cashFlowMonth(month ?? ''),
    queryFn: () => getCashFlowMonth(month as string),
    staleTime: STALE_MS,
    enabled: month !== null,
  });

export function useCashFlowMonth(month: string | null) {
  return useQuery(cashFlowMonthQueryOptions(month));
}

export async function getComplianceSites(): Promise<ComplianceSite[]> {
  return (await apiClient.get<ComplianceSite[]>('/projects/metrics/compliance-sites')).data;
}

export const complianceSitesQueryOptions = () =>
  queryOptions({ queryKey: projectKeys.complianceSites(), queryFn: getComplianceSites, staleTime: STALE_MS });

export function useComplianceSites(enabled: boolean) {
  return useQuery({ ...complianceSitesQueryOptions(), enabled });
}

export async function getWinRate(): Promise<WinRateDetail> {
  return (await apiClient.get<WinRateDetail>('/projects/metrics/win-rate')).data;
}

export const winRateQueryOptions = () =>
  queryOptions({ queryKey: projectKeys.winRate(), queryFn: getWinRate, staleTime: STALE_MS });

export function useWinRate(enabled: boolean) {
  return useQuery({ ...winRateQueryOptions(), enabled });
}

/**
 * GET /api/reports/debtors-figures → the dashboard's 'Debtors' and 'Overdue' figures: the debtors'
 * ageing totals today, so each equals the /debtors list it opens. Only asked for with invoices.read.
 */
import type { DebtorsFigures } from '@firebreak/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { invoiceKeys } from './query-keys';

export async function getDebtorsFigures(): Promise<DebtorsFigures> {
  return (await apiClient.get<DebtorsFigures>('/reports/debtors-figures')).data;
}

export const debtorsFiguresQueryOptions = queryOptions({
  queryKey: invoiceKeys.debtorsFigures(),
  queryFn: getDebtorsFigures,
});

export function useDebtorsFigures(enabled: boolean) {
  return useQuery({ ...debtorsFiguresQueryOptions, enabled });
}

/** GET /api/reports/debtors-ageing?asOf → what each client owes, by the invoices' age. */
import type { DebtorsAgeing } from '@firebreak/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { invoiceKeys } from './query-keys';

export async function getDebtorsAgeing(asOf: string): Promise<DebtorsAgeing> {
  return (await apiClient.get<DebtorsAgeing>('/reports/debtors-ageing', { params: { asOf } })).data;
}

export const debtorsAgeingQueryOptions = (asOf: string) =>
  queryOptions({ queryKey: invoiceKeys.debtors(asOf), queryFn: () => getDebtorsAgeing(asOf) });

export function useDebtorsAgeing(asOf: string) {
  return useQuery(debtorsAgeingQueryOptions(asOf));
}

/** GET /api/reports/debtors-ageing?asOf&overdue → what each client owes, by the invoices' age. */
import type { DebtorsAgeing } from '@firebreak/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { invoiceKeys } from './query-keys';

export async function getDebtorsAgeing(asOf: string, overdue = false): Promise<DebtorsAgeing> {
  const params = overdue ? { asOf, overdue: 'true' } : { asOf };
  return (await apiClient.get<DebtorsAgeing>('/reports/debtors-ageing', { params })).data;
}

export const debtorsAgeingQueryOptions = (asOf: string, overdue = false) =>
  queryOptions({
    queryKey: invoiceKeys.debtors(asOf, overdue),
    queryFn: () => getDebtorsAgeing(asOf, overdue),
  });

export function useDebtorsAgeing(asOf: string, overdue = false) {
  return useQuery(debtorsAgeingQueryOptions(asOf, overdue));
}

/** POST /api/billing/run {period}: one draft per active agreement due in the month; the register refreshes. */
import type { BillingRunResult } from '@firebreak/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { invoiceKeys } from './query-keys';

export async function runBilling(period: string): Promise<BillingRunResult> {
  return (await apiClient.post<BillingRunResult>('/billing/run', { period }, { timeout: 120_000 })).data;
}

export function useRunBilling() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runBilling,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invoiceKeys.all }),
  });
}

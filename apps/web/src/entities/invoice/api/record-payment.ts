/** POST /api/payments: a payment received, allocated to invoices now or held as the client's credit. */
import type { ClientPayment, ClientPaymentInput } from '@firebreak/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { invoiceKeys } from './query-keys';

export async function recordPayment(input: ClientPaymentInput): Promise<ClientPayment> {
  return (await apiClient.post<ClientPayment>('/payments', input)).data;
}

export function useRecordPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordPayment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invoiceKeys.all }),
  });
}

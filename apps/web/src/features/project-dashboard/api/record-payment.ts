/** POST /api/projects/:id/payments → the payment, against one claim. */
import type { Payment, RawPaymentInput } from '@firebreak/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { refreshAfterMoneyChange } from './money-mutation';

export async function recordPayment(projectId: string, body: RawPaymentInput): Promise<Payment> {
  const response = await apiClient.post<Payment>(`/projects/${encodeURIComponent(projectId)}/payments`, body);
  return response.data;
}

export function useRecordPayment(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RawPaymentInput) => recordPayment(projectId, body),
    onSuccess: () => refreshAfterMoneyChange(queryClient, projectId),
  });
}

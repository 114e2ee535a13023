/** PUT /api/clients/:id/billing: the client's billing details; the next draft takes its terms. */
import type { ClientBilling, ClientBillingInput } from '@firebreak/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { clientKeys } from './query-keys';

export async function saveClientBilling({
  clientId,
  input,
}: {
  clientId: string;
  input: ClientBillingInput;
}): Promise<ClientBilling> {
  return (await apiClient.put<ClientBilling>(`/clients/${encodeURIComponent(clientId)}/billing`, input)).data;
}

export function useSaveClientBilling() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveClientBilling,
    onSuccess: (saved) => queryClient.setQueryData(clientKeys.billing(saved.clientId), saved),
  });
}

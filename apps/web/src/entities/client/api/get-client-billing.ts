/** GET /api/clients/:id/billing → the client's VAT number, payment terms and billing e-mail. */
import type { ClientBilling } from '@firebreak/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { clientKeys } from './query-keys';

export async function getClientBilling(clientId: string): Promise<ClientBilling> {
  return (await apiClient.get<ClientBilling>(`/clients/${encodeURIComponent(clientId)}/billing`)).data;
}

export const clientBillingQueryOptions = (clientId: string) =>
  queryOptions({ queryKey: clientKeys.billing(clientId), queryFn: () => getClientBilling(clientId) });

export function useClientBilling(clientId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...clientBillingQueryOptions(clientId), enabled: enabled && clientId !== '' });
}

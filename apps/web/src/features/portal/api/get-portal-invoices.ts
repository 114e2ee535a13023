/** GET /api/portal/invoices → per client account: owed, overdue, the statement and the invoices. */
import type { PortalInvoices } from '@firebreak/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { portalKeys } from './query-keys';

export async function getPortalInvoices(): Promise<PortalInvoices> {
  return (await apiClient.get<PortalInvoices>('/portal/invoices')).data;
}

export const portalInvoicesQueryOptions = () =>
  queryOptions({ queryKey: portalKeys.invoices, queryFn: getPortalInvoices });

export function usePortalInvoices() {
  return useQuery(portalInvoicesQueryOptions());
}

/** GET /api/exports → the past accounting exports, newest first, each with what changed since. */
import type { AccountingExportList } from '@firebreak/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { exportKeys } from './query-keys';

export async function getAccountingExports(): Promise<AccountingExportList> {
  return (await apiClient.get<AccountingExportList>('/exports')).data;
}

export const accountingExportsQueryOptions = queryOptions({
  queryKey: exportKeys.list(),
  queryFn: getAccountingExports,
});

export function useAccountingExports() {
  return useQuery(accountingExportsQueryOptions);
}

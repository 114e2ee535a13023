/** GET /api/agreements/:id → the agreement with its sites, covered items, fee, rates and escalations. */
import type { Agreement } from '@firebreak/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { agreementKeys } from './query-keys';

export async function getAgreement(id: string): Promise<Agreement> {
  return (await apiClient.get<Agreement>(`/agreements/${encodeURIComponent(id)}`)).data;
}

export const agreementQueryOptions = (id: string) =>
  queryOptions({ queryKey: agreementKeys.one(id), queryFn: () => getAgreement(id), enabled: id !== '' });

export function useAgreement(id: string) {
  return useQuery(agreementQueryOptions(id));
}

/** GET /api/agreements?clientId&status&limit&offset → one page of agreements. */
import type { AgreementList } from '@firebreak/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { type AgreementListParams, agreementKeys } from './query-keys';

export async function getAgreements(params: AgreementListParams): Promise<AgreementList> {
  return (await apiClient.get<AgreementList>('/agreements', { params })).data;
}

export const agreementListQueryOptions = (params: AgreementListParams) =>
  queryOptions({
    queryKey: agreementKeys.list(params),
    queryFn: () => getAgreements(params),
    placeholderData: keepPreviousData,
  });

export function useAgreements(params: AgreementListParams) {
  return useQuery(agreementListQueryOptions(params));
}

/**
 * The client's side of an acceptance link: GET /api/public/agreement-acceptance/:token (the agreement),
 * .../pdf (its PDF, a plain link), POST .../decision (accept with a name, or decline with a reason).
 */
import type { PublicAgreement } from '@firebreak/shared';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { env } from '@/config/env';
import { apiClient } from '@/lib/api-client';
import { agreementKeys } from './query-keys';

const base = (token: string) => `/public/agreement-acceptance/${encodeURIComponent(token)}`;

export const publicAgreementPdfUrl = (token: string) => `${env.apiBase}${base(token)}/pdf`;

export async function getPublicAgreement(token: string): Promise<PublicAgreement> {
  return (await apiClient.get<PublicAgreement>(base(token))).data;
}

export const publicAgreementQueryOptions = (token: string) =>
  queryOptions({
    queryKey: agreementKeys.public(token),
    queryFn: () => getPublicAgreement(token),
    retry: false,
  });

export function usePublicAgreement(token: string) {
  return useQuery(publicAgreementQueryOptions(token));
}

export type AgreementDecisionBody = { decision: 'ACCEPTED' | 'DECLINED'; name: string; reason?: string };

export async function decideAgreement(token: string, body: AgreementDecisionBody) {
  return (
    await apiClient.post<{ decision: string; name: string; number: string; decidedAt: string }>(
      `${base(token)}/decision`,
      body,
    )
  ).data;
}

export function useDecideAgreement(token: string) {
  return useMutation({ mutationFn: (body: AgreementDecisionBody) => decideAgreement(token, body) });
}

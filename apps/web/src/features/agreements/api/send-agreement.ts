/** POST /api/agreements/:id/send: an acceptance link (shown once), e-mailed with the PDF when addresses are given. */
import type { AgreementLink } from '@firebreak/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { agreementKeys } from './query-keys';

export async function sendAgreement({ id, to }: { id: string; to: string[] }): Promise<AgreementLink> {
  return (await apiClient.post<AgreementLink>(`/agreements/${encodeURIComponent(id)}/send`, { to })).data;
}

export function useSendAgreement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendAgreement,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agreementKeys.all }),
  });
}

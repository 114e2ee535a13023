/** POST /api/agreements (a new draft) or PUT /api/agreements/:id (a draft replaced whole). */
import type { Agreement, RawAgreementInput } from '@firebreak/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { agreementKeys } from './query-keys';

export async function saveAgreement({
  id,
  input,
}: {
  id?: string;
  input: RawAgreementInput;
}): Promise<Agreement> {
  return id
    ? (await apiClient.put<Agreement>(`/agreements/${encodeURIComponent(id)}`, input)).data
    : (await apiClient.post<Agreement>('/agreements', input)).data;
}

export function useSaveAgreement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAgreement,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agreementKeys.all }),
  });
}

/**
 * POST /api/visits/:id/quote → one Draft BOQ quote of the visit's defects ('Quote the defects'). The
 * quotes, the visit's proposal and the sites (their defects' quote links) refresh.
 */
import type { RawDefectQuoteInput, SaveQuoteResponse } from '@firebreak/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { quoteKeys } from '@/entities/quote/api/query-keys';
import { siteKeys } from '@/entities/site/api/query-keys';
import { apiClient } from '@/lib/api-client';
import { visitKeys } from './query-keys';

export async function quoteDefects(visitId: string, body: RawDefectQuoteInput): Promise<SaveQuoteResponse> {
  return (await apiClient.post<SaveQuoteResponse>(`/visits/${encodeURIComponent(visitId)}/quote`, body)).data;
}

export function useQuoteDefects(visitId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RawDefectQuoteInput) => quoteDefects(visitId, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: quoteKeys.all }),
        queryClient.invalidateQueries({ queryKey: visitKeys.quoteProposal(visitId) }),
        queryClient.invalidateQueries({ queryKey: siteKeys.all }),
      ]),
  });
}

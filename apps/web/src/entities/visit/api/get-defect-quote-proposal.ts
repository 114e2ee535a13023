/** GET /api/visits/:id/quote-proposal → what the 'Quote the defects' dialog proposes for a visit's defects. */
import type { DefectQuoteProposal } from '@firebreak/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { visitKeys } from './query-keys';

export async function getDefectQuoteProposal(visitId: string): Promise<DefectQuoteProposal> {
  return (await apiClient.get<DefectQuoteProposal>(`/visits/${encodeURIComponent(visitId)}/quote-proposal`))
    .data;
}

export const defectQuoteProposalQueryOptions = (visitId: string) =>
  queryOptions({
    queryKey: visitKeys.quoteProposal(visitId),
    queryFn: () => getDefectQuoteProposal(visitId),
  });

export function useDefectQuoteProposal(visitId: string) {
  return useQuery(defectQuoteProposalQueryOptions(visitId));
}

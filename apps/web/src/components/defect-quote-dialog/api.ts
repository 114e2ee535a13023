/**
 * The 'Quote the defects' dialog's calls: GET /api/visits/:id/quote-proposal, the active quote
 * templates for the terms, a price list search, and POST /api/visits/:id/quote (one Draft BOQ quote).
 */
import type {
  DefectQuoteProposal,
  PriceListResponse,
  QuoteTemplate,
  RawDefectQuoteInput,
  SaveQuoteResponse,
} from '@firebreak/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

const keys = {
  proposal: (visitId: string) => ['visits', 'quote-proposal', visitId] as const,
  templates: () => ['quotes', 'templates'] as const,
  search: (text: string) => ['quotes', 'price-list', 'items', { search: text, limit: 20 }] as const,
};

export function useDefectQuoteProposal(visitId: string) {
  return useQuery({
    queryKey: keys.proposal(visitId),
    queryFn: async () =>
      (await apiClient.get<DefectQuoteProposal>(`/visits/${encodeURIComponent(visitId)}/quote-proposal`))
        .data,
  });
}

export function useActiveTemplates() {
  return useQuery({
    queryKey: keys.templates(),
    queryFn: async () => (await apiClient.get<QuoteTemplate[]>('/quick-quote/templates')).data,
  });
}

/** Price list items whose code, description or category match; nothing is asked for under 2 letters. */
export function usePriceSearch(text: string) {
  return useQuery({
    queryKey: keys.search(text),
    queryFn: async () =>
      (await apiClient.get<PriceListResponse>('/price-list', { params: { search: text, limit: '20' } })).data,
    enabled: text.trim().length >= 2,
    placeholderData: keepPreviousData,
  });
}

export function useQuoteDefects(visitId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: RawDefectQuoteInput) =>
      (await apiClient.post<SaveQuoteResponse>(`/visits/${encodeURIComponent(visitId)}/quote`, body)).data,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['quotes'] }),
        queryClient.invalidateQueries({ queryKey: keys.proposal(visitId) }),
        queryClient.invalidateQueries({ queryKey: ['sites'] }),
      ]),
  });
}

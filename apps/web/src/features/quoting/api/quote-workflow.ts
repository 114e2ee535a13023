/**
 * A saved quote's life after saving (docs/decisions/0069): GET /api/quotes/:id/workflow (links,
 * decisions, project, revisions); make and revoke client approval links; duplicate; revise; turn an
 * approved quote into a project. Every change refreshes the quote lists and the workflow.
 */
import type {
  CreatedQuoteApprovalLink,
  QuoteApprovalLink,
  QuoteProjectResult,
  QuoteWorkflow,
  SavedQuote,
} from '@firebreak/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { quoteKeys } from '@/entities/quote/api/query-keys';
import { apiClient } from '@/lib/api-client';

const quoteUrl = (id: string) => `/quotes/${encodeURIComponent(id)}`;

export function useQuoteWorkflow(id: string) {
  return useQuery({
    queryKey: quoteKeys.workflow(id),
    queryFn: async () => (await apiClient.get<QuoteWorkflow>(`${quoteUrl(id)}/workflow`)).data,
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: quoteKeys.workflows() }),
      queryClient.invalidateQueries({ queryKey: quoteKeys.lists() }),
      queryClient.invalidateQueries({ queryKey: quoteKeys.recent() }),
    ]);
}

export function useCreateApprovalLink() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (id: string) =>
      (await apiClient.post<CreatedQuoteApprovalLink>(`${quoteUrl(id)}/approval-links`)).data,
    onSuccess: refresh,
  });
}

export function useRevokeApprovalLink() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (linkId: string) =>
      (await apiClient.post<QuoteApprovalLink>(`/quote-approval-links/${encodeURIComponent(linkId)}/revoke`))
        .data,
    onSuccess: refresh,
  });
}

export function useDuplicateQuote() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (id: string) => (await apiClient.post<SavedQuote>(`${quoteUrl(id)}/duplicate`)).data,
    onSuccess: refresh,
  });
}

/**
 * Rev N: a Quick Quote's own form priced again (the template, area and terms as they are now); a BOQ
 * quote's bill copied as it is (an empty body), to change in Detailed BOQ.
 */
export function useReviseQuote() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ quote, area }: { quote: SavedQuote; area: number }) =>
      (
        await apiClient.post<SavedQuote>(
          `${quoteUrl(quote.id)}/revisions`,
          quote.kind === 'BOQ'
            ? {}
            : {
                projectType: quote.templateId,
                templateId: quote.templateId,
                clientType: quote.clientType,
                area,
                urgency: quote.urgency,
                location: quote.location,
                projectTitle: quote.projectTitle,
                clientName: quote.clientName,
                contactNumber: quote.contactNumber,
              },
        )
      ).data,
    onSuccess: refresh,
  });
}

export function useConvertQuote() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (id: string) =>
      (await apiClient.post<QuoteProjectResult>(`${quoteUrl(id)}/project`)).data,
    onSuccess: refresh,
  });
}

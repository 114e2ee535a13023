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
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { quoteKeys } from '@/entities/quote/api/query-keys';
import { apiClient } from '@/lib/api-client';

const quoteUrl = (id: string) => `/quotes/${encodeURIComponent(id)}`;

export async function getQuoteWorkflow(id: string): Promise<QuoteWorkflow> {
  return (await apiClient.get<QuoteWorkflow>(`${quoteUrl(id)}/workflow`)).data;
}

export const quoteWorkflowQueryOptions = (id: string) =>
  queryOptions({ queryKey: quoteKeys.workflow(id), queryFn: () => getQuoteWorkflow(id) });

export function useQuoteWorkflow(id: string) {
  return useQuery(quoteWorkflowQueryOptions(id));
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

export async function createApprovalLink(id: string): Promise<CreatedQuoteApprovalLink> {
  return (await apiClient.post<CreatedQuoteApprovalLink>(`${quoteUrl(id)}/approval-links`)).data;
}

export function useCreateApprovalLink() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: createApprovalLink, onSuccess: refresh });
}

export async function revokeApprovalLink(linkId: string): Promise<QuoteApprovalLink> {
  return (
    await apiClient.post<QuoteApprovalLink>(`/quote-approval-links/${encodeURIComponent(linkId)}/revoke`)
  ).data;
}

export function useRevokeApprovalLink() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: revokeApprovalLink, onSuccess: refresh });
}

export async function duplicateQuote(id: string): Promise<SavedQuote> {
  return (await apiClient.post<SavedQuote>(`${quoteUrl(id)}/duplicate`)).data;
}

export function useDuplicateQuote() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: duplicateQuote, onSuccess: refresh });
}

/**
 * Rev N: a Quick Quote's own form priced again (the template, area and terms as they are now); a BOQ
 * quote's bill copied as it is (an empty body), to change in Detailed BOQ.
 */
export async function reviseQuote({ quote, area }: { quote: SavedQuote; area: number }): Promise<SavedQuote> {
  return (
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
  ).data;
}

export function useReviseQuote() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: reviseQuote, onSuccess: refresh });
}

export async function convertQuote(id: string): Promise<QuoteProjectResult> {
  return (await apiClient.post<QuoteProjectResult>(`${quoteUrl(id)}/project`)).data;
}

export function useConvertQuote() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: convertQuote, onSuccess: refresh });
}

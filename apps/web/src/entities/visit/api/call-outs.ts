/**
 * POST /api/sites/:id/call-outs (a chargeable call-out visit), POST /api/quotes/:id/repair-visit (the visit
 * doing a won defect quote's work) and PUT /api/visits/:id/charges (travel and
 * the parts used), decision 0088; and the people a call-out can be given (Resources → Personnel).
 */
import type {
  CallOutInput,
  Personnel,
  RepairVisitInput,
  Visit,
  VisitChargesInput,
  VisitPart,
} from '@firebreak/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { siteKeys } from '@/entities/site/api/query-keys';
import { apiClient } from '@/lib/api-client';
import { visitKeys } from './query-keys';

export async function createCallOut({ siteId, input }: { siteId: string; input: CallOutInput }) {
  return (await apiClient.post<Visit>(`/sites/${encodeURIComponent(siteId)}/call-outs`, input)).data;
}

export function useCreateCallOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCallOut,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: visitKeys.all }),
        queryClient.invalidateQueries({ queryKey: siteKeys.all }),
      ]),
  });
}

export async function createRepairVisit({ quoteId, input }: { quoteId: string; input: RepairVisitInput }) {
  return (await apiClient.post<Visit>(`/quotes/${encodeURIComponent(quoteId)}/repair-visit`, input)).data;
}

export function useCreateRepairVisit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRepairVisit,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: visitKeys.all }),
  });
}

export async function saveVisitCharges({ id, input }: { id: string; input: VisitChargesInput }) {
  return (await apiClient.put<VisitPart[]>(`/visits/${encodeURIComponent(id)}/charges`, input)).data;
}

export function useSaveVisitCharges() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveVisitCharges,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: visitKeys.all }),
  });
}

/** Who a call-out can be given to. */
export function useCallOutPeople({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: visitKeys.personnel,
    queryFn: async () => (await apiClient.get<Personnel[]>('/resources/personnel')).data,
    enabled,
  });
}

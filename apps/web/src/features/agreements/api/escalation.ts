/** GET /api/agreements/:id/escalation?pct= (the preview) and POST /api/agreements/:id/escalate (apply it). */
import type { Agreement, EscalationPreview } from '@firebreak/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { agreementKeys } from './query-keys';

export async function getEscalation(id: string, pct: number): Promise<EscalationPreview> {
  return (
    await apiClient.get<EscalationPreview>(`/agreements/${encodeURIComponent(id)}/escalation`, {
      params: { pct },
    })
  ).data;
}

export const escalationQueryOptions = (id: string, pct: number) =>
  queryOptions({
    queryKey: agreementKeys.escalation(id, pct),
    queryFn: () => getEscalation(id, pct),
    enabled: Number.isFinite(pct) && pct > 0,
    retry: false,
  });

export function useEscalationPreview(id: string, pct: number) {
  return useQuery(escalationQueryOptions(id, pct));
}

export async function escalate({ id, pct }: { id: string; pct: number }): Promise<Agreement> {
  return (await apiClient.post<Agreement>(`/agreements/${encodeURIComponent(id)}/escalate`, { pct })).data;
}

export function useEscalate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: escalate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agreementKeys.all }),
  });
}

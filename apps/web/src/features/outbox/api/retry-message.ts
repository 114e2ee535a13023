/** POST /api/outbox/:id/retry → the message, queued again; the lists are read again. */
import type { OutboxMessage } from '@firebreak/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { outboxKeys } from './query-keys';

export async function retryMessage(id: string): Promise<OutboxMessage> {
  const response = await apiClient.post<OutboxMessage>(`/outbox/${encodeURIComponent(id)}/retry`);
  return response.data;
}

export function useRetryMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: outboxKeys.all }),
  });
}

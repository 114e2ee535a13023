/** POST /api/clients/:id/meetings → the saved meeting; the client lists refresh (next meeting shown). */
import type { Meeting, MeetingInput } from '@firebreak/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clientKeys } from '@/entities/client/api/query-keys';
import { apiClient } from '@/lib/api-client';

export async function scheduleMeeting({
  clientId,
  input,
}: {
  clientId: string;
  input: MeetingInput;
}): Promise<Meeting> {
  return (await apiClient.post<Meeting>(`/clients/${encodeURIComponent(clientId)}/meetings`, input)).data;
}

export function useScheduleMeeting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: scheduleMeeting,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientKeys.all }),
  });
}

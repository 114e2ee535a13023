/** /api/clients: list (search, type, paging), create, update, delete and meetings, with their query keys. */
import type {
  Client,
  ClientInput,
  ClientListResponse,
  ListClientsQuery,
  Meeting,
  MeetingInput,
} from '@firebreak/shared';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const clientKeys = {
  all: ['clients'] as const,
  list: (query: ListClientsQuery) => ['clients', 'list', query] as const,
};

export const clientListQueryOptions = (query: ListClientsQuery) =>
  queryOptions({
    queryKey: clientKeys.list(query),
    queryFn: async () => (await apiClient.get<ClientListResponse>('/clients', { params: query })).data,
    placeholderData: keepPreviousData,
  });

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: clientKeys.all });
}

export function useSaveClient() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async ({ id, input }: { id?: string; input: ClientInput }) =>
      id
        ? (await apiClient.put<Client>(`/clients/${encodeURIComponent(id)}`, input)).data
        : (await apiClient.post<Client>('/clients', input)).data,
    onSuccess: invalidate,
  });
}

export function useDeleteClient() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiClient.delete(`/clients/${encodeURIComponent(id)}`);
    },
    onSuccess: invalidate,
  });
}

export function useScheduleMeeting() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async ({ clientId, input }: { clientId: string; input: MeetingInput }) =>
      (await apiClient.post<Meeting>(`/clients/${encodeURIComponent(clientId)}/meetings`, input)).data,
    onSuccess: invalidate,
  });
}

/** The .ics is fetched with the Bearer token (a plain link would not carry it) and saved. */
export async function downloadMeetingIcs(meeting: Meeting): Promise<void> {
  const response = await apiClient.get<Blob>(
    `/clients/${encodeURIComponent(meeting.clientId)}/meetings/${encodeURIComponent(meeting.id)}/ics`,
    { responseType: 'blob' },
  );
  const url = URL.createObjectURL(response.data);
  const link = document.createElement('a');
  link.href = url;
  link.download = `meeting-${meeting.startsAt.slice(0, 10)}.ics`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

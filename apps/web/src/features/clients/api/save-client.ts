/** POST /api/clients (new) or PUT /api/clients/:id (edit); the client lists refresh. */
import type { Client, ClientInput } from '@firebreak/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { clientKeys } from './query-keys';

export async function saveClient({ id, input }: { id?: string; input: ClientInput }): Promise<Client> {
  return id
    ? (await apiClient.put<Client>(`/clients/${encodeURIComponent(id)}`, input)).data
    : (await apiClient.post<Client>('/clients', input)).data;
}

export function useSaveClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveClient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientKeys.all }),
  });
}

/** POST /api/clients (new) or PUT /api/clients/:id (edit); the client lists refresh. */
import type { Client, ClientInput } from '@firebreak/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clientKeys } from '@/entities/client/api/query-keys';
import { apiClient } from '@/lib/api-client';

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

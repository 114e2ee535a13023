/** DELETE /api/clients/:id; the client lists refresh. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { clientKeys } from './query-keys';

export async function deleteClient(id: string): Promise<void> {
  await apiClient.delete(`/clients/${encodeURIComponent(id)}`);
}

export function useDeleteClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteClient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientKeys.all }),
  });
}

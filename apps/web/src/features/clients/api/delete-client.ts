/** DELETE /api/clients/:id; the client lists refresh. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clientKeys } from '@/entities/client/api/query-keys';
import { apiClient } from '@/lib/api-client';

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

/** DELETE /api/documents/:id (the office any; others their own uploads; the server's 403 text explains a refusal). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { documentKeys } from '@/entities/document/api/query-keys';
import { apiClient } from '@/lib/api-client';
import { invalidateLibrary } from './invalidate-library';

export async function deleteDocument(id: string): Promise<void> {
  await apiClient.delete(`/documents/${encodeURIComponent(id)}`);
}

export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDocument,
    onSuccess: async (_, id) => {
      await invalidateLibrary(queryClient, id);
      // Its own view is dropped unless a screen still shows it (the preview page leaves right after).
      queryClient.removeQueries({ queryKey: documentKeys.detail(id), type: 'inactive' });
    },
  });
}

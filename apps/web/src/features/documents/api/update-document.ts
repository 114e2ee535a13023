/** PATCH /api/documents/:id with the document's metadata (docs/permissions.md: technicians only their own uploads). */
import type { CatalogueDocument, UpdateDocumentInput } from '@firebreak/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { invalidateLibrary } from './invalidate-library';
import { documentKeys } from './query-keys';

export async function updateDocument({
  id,
  changes,
}: {
  id: string;
  changes: UpdateDocumentInput;
}): Promise<CatalogueDocument> {
  return (await apiClient.patch<CatalogueDocument>(`/documents/${encodeURIComponent(id)}`, changes)).data;
}

export function useUpdateDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDocument,
    onSuccess: async (doc) => {
      queryClient.setQueryData(documentKeys.detail(doc.id), doc);
      await invalidateLibrary(queryClient);
    },
  });
}

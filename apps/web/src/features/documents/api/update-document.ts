/** PATCH /api/documents/:id with the document's metadata (docs/permissions.md: technicians only their own uploads). */
import type { CatalogueDocument, UpdateDocumentInput } from '@firebreak/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { documentKeys } from '@/entities/document/api/query-keys';
import { apiClient } from '@/lib/api-client';
import { invalidateLibrary } from './invalidate-library';

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

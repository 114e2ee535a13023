/** POST /api/documents: multipart with the metadata fields first and the file last. */
import type { CatalogueDocument, DocumentMetadata } from '@firebreak/shared';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { useInvalidateLibrary } from './invalidate-library';

/** Extracting text from a large file takes longer than the usual 10 s. */
const UPLOAD_TIMEOUT_MS = 10 * 60_000;

export type UploadDocumentInput = { file: File; metadata: DocumentMetadata };

export async function uploadDocument({ file, metadata }: UploadDocumentInput): Promise<CatalogueDocument> {
  const form = new FormData();
  form.append('name', metadata.name);
  form.append('category', metadata.category);
  form.append('department', metadata.department);
  form.append('documentType', metadata.documentType);
  form.append('revision', metadata.revision);
  form.append('description', metadata.description);
  form.append('tags', metadata.tags.join(','));
  for (const key of ['clientId', 'siteId', 'projectId', 'assetId'] as const) {
    const id = metadata[key];
    if (id) form.append(key, id);
  }
  // The server reads the fields that arrive before the file part, so the file goes last.
  form.append('file', file, file.name);
  const response = await apiClient.post<CatalogueDocument>('/documents', form, {
    headers: { 'Content-Type': 'multipart/form-data' },
    timeout: UPLOAD_TIMEOUT_MS,
  });
  return response.data;
}

export function useUploadDocument() {
  const invalidate = useInvalidateLibrary();
  return useMutation({ mutationFn: uploadDocument, onSuccess: invalidate });
}

/** POST /api/document-processing/jobs/{id}/add-to-library: the finished job's PDF and text as a document. */
import type { AddToLibraryInput, CatalogueDocument } from '@firebreak/shared';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { useInvalidateLibrary } from '../../api/invalidate-library';
import { PROCESSING_BASE } from './query-keys';

export async function addToLibrary({
  jobId,
  input,
}: {
  jobId: string;
  input: AddToLibraryInput;
}): Promise<CatalogueDocument> {
  return (
    await apiClient.post<CatalogueDocument>(
      `${PROCESSING_BASE}/jobs/${encodeURIComponent(jobId)}/add-to-library`,
      input,
    )
  ).data;
}

export function useAddToLibrary() {
  const invalidate = useInvalidateLibrary();
  return useMutation({ mutationFn: addToLibrary, onSuccess: invalidate });
}

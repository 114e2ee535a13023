/**
 * POST /api/sites/:id/intake: multipart, one `files` part per file → 201 IntakeBatch. A file the
 * server cannot read comes back inside the batch as FAILED, not as a refusal of the whole upload.
 */
import type { IntakeBatch } from '@firebreak/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { siteKeys } from '@/entities/site/api/query-keys';
import { apiClient } from '@/lib/api-client';

/** Up to 200 scans over a slow line take far longer than the usual 10 s. */
const UPLOAD_TIMEOUT_MS = 30 * 60_000;

export type UploadIntakeInput = {
  siteId: string;
  files: readonly File[];
  /** 0–100 as the bytes leave. */
  onProgress?: (percent: number) => void;
};

export async function uploadIntake({ siteId, files, onProgress }: UploadIntakeInput): Promise<IntakeBatch> {
  const form = new FormData();
  for (const file of files) form.append('files', file, file.name);
  const response = await apiClient.post<IntakeBatch>(`/sites/${encodeURIComponent(siteId)}/intake`, form, {
    headers: { 'Content-Type': 'multipart/form-data' },
    timeout: UPLOAD_TIMEOUT_MS,
    onUploadProgress: (event) => {
      if (onProgress && event.total) onProgress(Math.round((event.loaded / event.total) * 100));
    },
  });
  return response.data;
}

export function useUploadIntake() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadIntake,
    onSuccess: (batch) => {
      queryClient.setQueryData(siteKeys.intakeBatch(batch.id), batch);
      return queryClient.invalidateQueries({ queryKey: siteKeys.intakeBatches(batch.siteId) });
    },
  });
}

/** DELETE /api/document-processing/jobs/{id}: stops a queued or running job; answers the cancelled job. */
import type { ProcessingJob } from '@firebreak/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { PROCESSING_BASE, processingKeys } from './query-keys';

export async function cancelJob(id: string): Promise<ProcessingJob> {
  return (await apiClient.delete<ProcessingJob>(`${PROCESSING_BASE}/jobs/${encodeURIComponent(id)}`)).data;
}

export function useCancelJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelJob,
    onSuccess: (job) => queryClient.setQueryData(processingKeys.job(job.id), job),
  });
}

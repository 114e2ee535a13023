/**
 * GET /api/document-processing/jobs/{id}, followed live: the 'processing_job' socket event updates the
 * cached job, and a 2 s poll runs while it is queued or running in case the socket is down.
 */
import { PROCESSING_SOCKET_EVENT, type ProcessingJob, processingJobSchema } from '@firebreak/shared';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiClient } from '@/lib/api-client';
import { realtime } from '@/lib/socket/realtime';
import { PROCESSING_BASE, processingKeys } from './query-keys';

const POLL_MS = 2_000;

export const isJobActive = (job: Pick<ProcessingJob, 'status'> | undefined | null) =>
  job?.status === 'queued' || job?.status === 'running';

export async function getJob(id: string): Promise<ProcessingJob> {
  return (await apiClient.get<ProcessingJob>(`${PROCESSING_BASE}/jobs/${encodeURIComponent(id)}`)).data;
}

/** `id` null: no job yet, nothing asked for. A running job is asked for again every 2 s. */
export const processingJobQueryOptions = (id: string | null) =>
  queryOptions({
    queryKey: processingKeys.job(id ?? ''),
    queryFn: () => getJob(id ?? ''),
    enabled: id !== null,
    refetchInterval: (query) => (isJobActive(query.state.data) ? POLL_MS : false),
  });

export function useProcessingJob(id: string | null) {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!id) return;
    return realtime.onServerEvent(PROCESSING_SOCKET_EVENT, (payload) => {
      const parsed = processingJobSchema.safeParse(payload);
      if (!parsed.success || parsed.data.id !== id) return;
      const key = processingKeys.job(id);
      const cached = queryClient.getQueryData<ProcessingJob>(key);
      if (cached && !isJobActive(cached)) return;
      // The event carries no result: a finished job is fetched whole.
      if (!isJobActive(parsed.data)) void queryClient.invalidateQueries({ queryKey: key });
      else queryClient.setQueryData<ProcessingJob>(key, { ...parsed.data, result: null });
    });
  }, [id, queryClient]);

  return useQuery(processingJobQueryOptions(id));
}

/**
 * GET /api/intake/:batchId → the batch with its files. While any file is waiting or being read the
 * batch is asked for again every 2 s, so progress moves and proposals appear without a reload.
 */
import type { IntakeBatch } from '@firebreak/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { siteKeys } from '@/entities/site/api/query-keys';
import { apiClient } from '@/lib/api-client';

export const INTAKE_POLL_MS = 2000;

export async function getIntakeBatch(batchId: string): Promise<IntakeBatch> {
  return (await apiClient.get<IntakeBatch>(`/intake/${encodeURIComponent(batchId)}`)).data;
}

export const isBatchReading = (batch: IntakeBatch | undefined) =>
  Boolean(batch?.files.some((file) => file.status === 'QUEUED' || file.status === 'READING'));

export const intakeBatchQueryOptions = (batchId: string) =>
  queryOptions({
    queryKey: siteKeys.intakeBatch(batchId),
    queryFn: () => getIntakeBatch(batchId),
    refetchInterval: (query) => (isBatchReading(query.state.data) ? INTAKE_POLL_MS : false),
  });

export function useIntakeBatch(batchId: string) {
  return useQuery(intakeBatchQueryOptions(batchId));
}

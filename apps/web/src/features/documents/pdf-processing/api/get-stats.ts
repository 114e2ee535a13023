/** GET /api/document-processing/stats (§7): loaded on opening the tab and again after processing. */
import type { ProcessingStats } from '@firebreak/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { PROCESSING_BASE, processingKeys } from './query-keys';

export async function getProcessingStats(): Promise<ProcessingStats> {
  return (await apiClient.get<ProcessingStats>(`${PROCESSING_BASE}/stats`)).data;
}

export const processingStatsQueryOptions = queryOptions({
  queryKey: processingKeys.stats(),
  queryFn: getProcessingStats,
});

export const useProcessingStats = () => useQuery(processingStatsQueryOptions);

/** GET /api/document-processing/jobs: the user's recent jobs (without results), to resume a running one. */
import type { ProcessingJob } from '@firebreak/shared';
import { apiClient } from '@/lib/api-client';
import { PROCESSING_BASE } from './query-keys';

export async function listJobs(): Promise<ProcessingJob[]> {
  return (await apiClient.get<{ items: ProcessingJob[] }>(`${PROCESSING_BASE}/jobs`)).data.items;
}

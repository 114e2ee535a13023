/**
 * POST /api/document-processing/upload-and-process (§7): the file alone is the quick scan; with the
 * options it is a full run. 200 carries the result; 202 a job to follow.
 */
import type { ProcessingAccepted, ProcessingOptions, ProcessingResponse } from '@firebreak/shared';
import { apiClient } from '@/lib/api-client';
import { PROCESSING_BASE } from './query-keys';

/** The server answers 202 itself when a run is long; this only bounds a slow upload. */
const UPLOAD_TIMEOUT_MS = 10 * 60_000;

export type UploadOutcome =
  | { kind: 'done'; response: ProcessingResponse }
  | { kind: 'accepted'; jobId: string };

export async function uploadAndProcess({
  file,
  options,
}: {
  file: File;
  /** Absent for the quick scan. */
  options?: ProcessingOptions;
}): Promise<UploadOutcome> {
  const form = new FormData();
  if (options) {
    form.append('useOCR', String(options.useOCR));
    form.append('enhanceImages', String(options.enhanceImages));
    form.append('extractMetadata', String(options.extractMetadata));
    form.append('generateSummary', String(options.generateSummary));
    if (options.maxPages !== null) form.append('maxPages', String(options.maxPages));
  }
  // The server reads the fields that arrive before the file part, so the file goes last.
  form.append('pdf', file, file.name);
  const response = await apiClient.post<ProcessingResponse | ProcessingAccepted>(
    `${PROCESSING_BASE}/upload-and-process`,
    form,
    { headers: { 'Content-Type': 'multipart/form-data' }, timeout: UPLOAD_TIMEOUT_MS },
  );
  if (response.status === 202)
    return { kind: 'accepted', jobId: (response.data as ProcessingAccepted).jobId };
  return { kind: 'done', response: response.data as ProcessingResponse };
}

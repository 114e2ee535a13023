/**
 * The administrator's changes to the standards library: add a standard (its fields first, then the
 * PDF, as the server reads them), add a version, roll back, remove. Each makes the whole library's
 * queries stale (list, searches, versions).
 */
import type { StandardSummary } from '@firebreak/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { standardsKeys } from './query-keys';

/** Reading a long PDF takes longer than the usual 10 s. */
const UPLOAD_TIMEOUT_MS = 10 * 60_000;

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: standardsKeys.all });
}

async function postPdf(url: string, fields: Record<string, string>, file: File): Promise<StandardSummary> {
  const form = new FormData();
  // The text fields before the file: the server reads them with the file's part.
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file, file.name);
  const response = await apiClient.post<StandardSummary>(url, form, {
    headers: { 'Content-Type': 'multipart/form-data' },
    timeout: UPLOAD_TIMEOUT_MS,
  });
  return response.data;
}

export type NewStandardInput = { code: string; title: string; edition: string; file: File };

export function useAddStandard() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ file, ...fields }: NewStandardInput) => postPdf('/standards', fields, file),
    onSuccess: refresh,
  });
}

export function useAddStandardVersion() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, edition, file }: { id: string; edition: string; file: File }) =>
      postPdf(`/standards/${encodeURIComponent(id)}/versions`, { edition }, file),
    onSuccess: refresh,
  });
}

export async function rollBackStandard({
  id,
  versionId,
}: {
  id: string;
  versionId: string;
}): Promise<StandardSummary> {
  return (
    await apiClient.post<StandardSummary>(`/standards/${encodeURIComponent(id)}/rollback`, { versionId })
  ).data;
}

export function useRollBackStandard() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: rollBackStandard,
    onSuccess: refresh,
  });
}

export async function removeStandard(id: string): Promise<void> {
  await apiClient.delete(`/standards/${encodeURIComponent(id)}`);
}

export function useRemoveStandard() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: removeStandard,
    onSuccess: refresh,
  });
}

/** The handbook's status, and the administrator's upload (multipart 'file') and rollback. */
import type { HandbookStatus } from '@firebreak/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { handbookKeys, standardsKeys } from './query-keys';

/** Extracting a large PDF takes longer than the usual 10 s. */
const UPLOAD_TIMEOUT_MS = 10 * 60_000;

export async function getHandbookStatus(): Promise<HandbookStatus> {
  return (await apiClient.get<HandbookStatus>('/handbook')).data;
}

export const handbookStatusQueryOptions = () =>
  queryOptions({ queryKey: handbookKeys.status(), queryFn: getHandbookStatus });

export function useHandbookStatus(enabled: boolean) {
  return useQuery({ ...handbookStatusQueryOptions(), enabled });
}

function useRefreshHandbook() {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: handbookKeys.status() });
    await queryClient.invalidateQueries({ queryKey: handbookKeys.data() });
    // The handbook is one of the standards: its entry and passages change with it.
    await queryClient.invalidateQueries({ queryKey: standardsKeys.all });
  };
}

export async function uploadHandbook(file: File): Promise<HandbookStatus> {
  const form = new FormData();
  form.append('file', file, file.name);
  const response = await apiClient.post<HandbookStatus>('/handbook', form, {
    headers: { 'Content-Type': 'multipart/form-data' },
    timeout: UPLOAD_TIMEOUT_MS,
  });
  return response.data;
}

export function useUploadHandbook() {
  const refresh = useRefreshHandbook();
  return useMutation({
    mutationFn: uploadHandbook,
    onSuccess: refresh,
  });
}

export async function rollBackHandbook(): Promise<HandbookStatus> {
  return (await apiClient.post<HandbookStatus>('/handbook/rollback')).data;
}

export function useRollBackHandbook() {
  const refresh = useRefreshHandbook();
  return useMutation({
    mutationFn: rollBackHandbook,
    onSuccess: refresh,
  });
}

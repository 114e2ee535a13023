/**
 * POST /api/sites/:id/assets/import with { csv }: every row or none. A refusal with row errors is
 * 400 { error, rows }; `importRowErrors` reads the rows out of it for the dialog's list.
 */
import {
  type AssetImportInput,
  type AssetImportResult,
  assetImportErrorSchema,
  type ImportRowError,
} from '@firebreak/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isAxiosError } from 'axios';
import { siteKeys } from '@/entities/site/api/query-keys';
import { apiClient } from '@/lib/api-client';

export async function importAssets({ siteId, csv }: { siteId: string } & AssetImportInput) {
  return (
    await apiClient.post<AssetImportResult>(`/sites/${encodeURIComponent(siteId)}/assets/import`, { csv })
  ).data;
}

export function importRowErrors(error: unknown): ImportRowError[] {
  if (!isAxiosError(error)) return [];
  const parsed = assetImportErrorSchema.safeParse(error.response?.data);
  return parsed.success ? (parsed.data.rows ?? []) : [];
}

export function useImportAssets() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importAssets,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: siteKeys.all }),
  });
}

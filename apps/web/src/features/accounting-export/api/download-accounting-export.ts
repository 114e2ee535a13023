/**
 * GET /api/exports/accounting?format&from&to → the ZIP, fetched with the Bearer token (a plain link
 * would not carry it) and saved under the server's file name; the list of exports then refreshes.
 */
import type { AccountingExportQuery } from '@firebreak/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isAxiosError } from 'axios';
import { apiClient } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';
import { exportKeys } from './query-keys';

const fileNameOf = (disposition: unknown, fallback: string) =>
  /filename="([^"]+)"/.exec(String(disposition ?? ''))?.[1] ?? fallback;

/** A Blob's text through FileReader, which every browser (and jsdom) has. */
const readText = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });

export async function downloadAccountingExport(query: AccountingExportQuery): Promise<string> {
  try {
    const response = await apiClient.get<Blob>('/exports/accounting', {
      params: query,
      responseType: 'blob',
      timeout: 120_000,
    });
    const name = fileNameOf(
      response.headers['content-disposition'],
      `${query.format}-${query.from}-${query.to}.zip`,
    );
    saveFile(response.data, name);
    return name;
  } catch (error) {
    // A refusal arrives as a Blob too: read its JSON so the form can say the server's words.
    const data: unknown = isAxiosError(error) ? error.response?.data : undefined;
    if (isAxiosError(error) && error.response && data instanceof Blob) {
      const text = await readText(data);
      try {
        error.response.data = JSON.parse(text);
      } catch {
        error.response.data = { error: text };
      }
    }
    throw error;
  }
}

export function useDownloadAccountingExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: downloadAccountingExport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: exportKeys.all }),
  });
}

/**
 * The portal's files (service reports, certificates, quote and invoice PDFs, statements, photos): the
 * API gives their paths, which need the Bearer token a plain link would not carry, so they are fetched
 * through the API client. A path may start with the API's base ('/api/portal/…') or not ('/portal/…').
 */
import { isAxiosError } from 'axios';
import { apiClient } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

const FILE_TIMEOUT_MS = 120_000;

/** The path under the API client's base. */
export const apiPath = (url: string) => url.replace(/^\/api(?=\/)/, '');

const readText = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });

export async function fetchPortalFile(url: string): Promise<Blob> {
  try {
    return (await apiClient.get<Blob>(apiPath(url), { responseType: 'blob', timeout: FILE_TIMEOUT_MS })).data;
  } catch (error) {
    // A refusal arrives as a Blob too: read its JSON { error } so the screen can say the server's words.
    const data: unknown = isAxiosError(error) ? error.response?.data : undefined;
    if (isAxiosError(error) && error.response && data instanceof Blob) {
      const text = await readText(data).catch(() => '');
      try {
        error.response.data = JSON.parse(text);
      } catch {
        error.response.data = text ? { error: text } : undefined;
      }
    }
    throw error;
  }
}

/** Fetches a file and hands it to the browser's download under the given name. */
export async function downloadPortalFile(url: string, name: string): Promise<void> {
  saveFile(await fetchPortalFile(url), name);
}

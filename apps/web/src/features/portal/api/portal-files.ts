/**
 * The portal's files (service reports, certificates, quote and invoice PDFs, statements, photos): the
 * API gives their paths, which need the Bearer token a plain link would not carry, so they are fetched
 * through the API client. A path may start with the API's base ('/api/portal/…') or not ('/portal/…').
 */
import { apiClient } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

const FILE_TIMEOUT_MS = 120_000;

/** The path under the API client's base. */
export const apiPath = (url: string) => url.replace(/^\/api(?=\/)/, '');

export async function fetchPortalFile(url: string): Promise<Blob> {
  return (await apiClient.get<Blob>(apiPath(url), { responseType: 'blob', timeout: FILE_TIMEOUT_MS })).data;
}

/** Fetches a file and hands it to the browser's download under the given name. */
export async function downloadPortalFile(url: string, name: string): Promise<void> {
  saveFile(await fetchPortalFile(url), name);
}

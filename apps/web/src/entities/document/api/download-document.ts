/** GET /api/documents/download/:id: the file's bytes with the Bearer token (inline for the PDF preview). */
import { apiClient } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

export async function fetchDocumentBlob(id: string, inline = false): Promise<Blob> {
  const response = await apiClient.get<Blob>(`/documents/download/${encodeURIComponent(id)}`, {
    params: inline ? { inline: 1 } : undefined,
    responseType: 'blob',
    timeout: 120_000,
  });
  return response.data;
}

/** §7: the browser saves the file under its file name; true on success. */
export async function downloadDocument(id: string, fileName: string): Promise<boolean> {
  try {
    saveFile(await fetchDocumentBlob(id), fileName);
    return true;
  } catch {
    return false;
  }
}

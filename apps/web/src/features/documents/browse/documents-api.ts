/** The catalogue (GET /api/documents), download as a blob with the Bearer token, and the preview path. */
import type { DocumentListResponse } from '@firebreak/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

const TEXT_POLL_MS = 2_000;

export const documentsQueryKey = ['documents', 'catalogue'] as const;

export const documentsQueryOptions = queryOptions({
  queryKey: documentsQueryKey,
  queryFn: async () =>
    (await apiClient.get<DocumentListResponse>('/documents', { params: { pageSize: 500 } })).data,
  staleTime: 60_000,
  // An upload's text is read after it is saved: look again until none is pending.
  refetchInterval: (query) =>
    query.state.data?.documents.some((doc) => doc.textStatus === 'pending') ? TEXT_POLL_MS : false,
});

export const useDocuments = () => useQuery(documentsQueryOptions);

export async function fetchDocumentBlob(id: string, inline = false): Promise<Blob> {
  const response = await apiClient.get<Blob>(`/documents/download/${encodeURIComponent(id)}`, {
    params: inline ? { inline: 1 } : undefined,
    responseType: 'blob',
    timeout: 120_000,
  });
  return response.data;
}

/** §7: the browser saves GET /api/documents/download/{id} under the file name; true on success. */
export async function downloadDocument(id: string, fileName: string): Promise<boolean> {
  try {
    const blob = await fetchDocumentBlob(id);
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.appendChild(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    return true;
  } catch {
    return false;
  }
}

/** §7: the preview path of a document. */
export const previewPath = (id: string) => `/documents/preview/${encodeURIComponent(id)}`;

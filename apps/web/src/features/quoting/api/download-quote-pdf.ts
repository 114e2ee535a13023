/**
 * GET /api/quotes/:id/pdf: fetched with the Bearer token (a plain link would not carry it), then
 * saved under the server's file name.
 */
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

function pdfFileName(contentDisposition: string | undefined, fallback: string): string {
  const match = /filename="([^"]+)"/.exec(contentDisposition ?? '');
  return match?.[1] ?? fallback;
}

export async function downloadQuotePdf(quote: { id: string; quoteNumber: string }): Promise<void> {
  const response = await apiClient.get<Blob>(`/quotes/${encodeURIComponent(quote.id)}/pdf`, {
    responseType: 'blob',
  });
  const name = pdfFileName(
    response.headers['content-disposition'] as string | undefined,
    `${quote.quoteNumber}.pdf`,
  );
  saveFile(response.data, name);
}

export function useDownloadQuotePdf() {
  return useMutation({ mutationFn: downloadQuotePdf });
}

/** GET /api/invoices/:id/pdf, fetched with the Bearer token (a plain link would not carry it) and saved. */
import { apiClient } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

export async function downloadInvoicePdf(invoice: { id: string; number: string | null }): Promise<void> {
  const response = await apiClient.get<Blob>(`/invoices/${encodeURIComponent(invoice.id)}/pdf`, {
    responseType: 'blob',
    timeout: 60_000,
  });
  saveFile(response.data, `${invoice.number ?? 'draft-invoice'}.pdf`);
}

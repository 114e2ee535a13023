/** GET /api/agreements/:id/pdf, fetched with the Bearer token (a plain link would not carry it) and saved. */
import type { Agreement } from '@firebreak/shared';
import { apiClient } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

export async function downloadAgreementPdf(agreement: Pick<Agreement, 'id' | 'number'>): Promise<void> {
  const response = await apiClient.get<Blob>(`/agreements/${encodeURIComponent(agreement.id)}/pdf`, {
    responseType: 'blob',
  });
  saveFile(response.data, `${agreement.number}.pdf`);
}

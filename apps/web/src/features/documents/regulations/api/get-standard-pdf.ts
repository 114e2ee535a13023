/** GET /api/standards/:id/file: a standard's PDF (the current version, or one named) with the Bearer token. */
import { apiClient } from '@/lib/api-client';

export async function getStandardPdf(id: string, version?: string | null): Promise<Blob> {
  const response = await apiClient.get<Blob>(`/standards/${encodeURIComponent(id)}/file`, {
    params: version ? { version } : undefined,
    responseType: 'blob',
    timeout: 120_000,
  });
  return new Blob([response.data], { type: 'application/pdf' });
}

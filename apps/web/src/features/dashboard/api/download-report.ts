/**
 * GET /api/reports/projects.csv and /api/reports/metrics.csv: fetched with the session's token (a
 * plain link would not carry it), then saved under the server's file name.
 */
import { apiClient } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

export const REPORTS = {
  projects: { path: '/reports/projects.csv', fallbackName: 'projects.csv' },
  metrics: { path: '/reports/metrics.csv', fallbackName: 'metrics.csv' },
} as const;
export type ReportName = keyof typeof REPORTS;

/** The file name of a Content-Disposition header (RFC 6266 filename* first), or the fallback. */
export function fileNameFrom(disposition: string | undefined, fallback: string): string {
  if (!disposition) return fallback;
  const encoded = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain form
    }
  }
  const plain = /filename\s*=\s*("?)([^";]+)\1/i.exec(disposition)?.[2];
  return plain?.trim() || fallback;
}

/** Downloads one report; resolves with the saved file name. */
export async function downloadReport(name: ReportName): Promise<string> {
  const report = REPORTS[name];
  const response = await apiClient.get<Blob>(report.path, { responseType: 'blob' });
  const disposition = response.headers['content-disposition'] as string | undefined;
  const fileName = fileNameFrom(disposition, report.fallbackName);
  saveFile(response.data, fileName);
  return fileName;
}

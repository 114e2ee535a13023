/**
 * GET /api/weekly-plan/export?name=&start= → the week as iCalendar, fetched with the Bearer token and
 * saved as '{name}_Weekly_Plan_{start}.ics'. Failures are silent (spec §8), only logged.
 */
import { icsFileName } from '@firebreak/shared';
import { apiClient } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

export async function exportIcs(name: string, start: string): Promise<boolean> {
  try {
    const response = await apiClient.get<Blob>('/weekly-plan/export', {
      params: { name, start },
      responseType: 'blob',
    });
    saveFile(response.data, icsFileName(name, start));
    return true;
  } catch (error) {
    console.error('Calendar export failed', error);
    return false;
  }
}

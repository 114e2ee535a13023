/** GET /api/clients/:id/meetings/:meetingId/ics, fetched with the Bearer token (a plain link would not carry it) and saved. */
import { johannesburgDate, type Meeting } from '@firebreak/shared';
import { apiClient } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

export async function downloadMeetingIcs(meeting: Meeting): Promise<void> {
  const response = await apiClient.get<Blob>(
    `/clients/${encodeURIComponent(meeting.clientId)}/meetings/${encodeURIComponent(meeting.id)}/ics`,
    { responseType: 'blob' },
  );
  saveFile(response.data, `meeting-${johannesburgDate(new Date(meeting.startsAt))}.ics`);
}

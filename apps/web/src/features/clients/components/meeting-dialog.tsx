/** Schedule Meeting: date, time, duration and notes → stored; then the .ics can be downloaded. */
import { type Client, type Meeting, meetingInputSchema } from '@firebreak/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { errorMessage } from '@/lib/api-error';
import { downloadMeetingIcs } from '../api/download-meeting-ics';
import { useScheduleMeeting } from '../api/schedule-meeting';
import { S } from '../strings';

export function MeetingDialog({ client, onClose }: { client: Client; onClose: () => void }) {
  const [form, setForm] = useState({ date: '', time: '09:00', durationMinutes: '60', notes: '' });
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<Meeting | null>(null);
  const schedule = useScheduleMeeting();
  const set = (key: keyof typeof form) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setForm((f) => ({ ...f, [key]: event.target.value }));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const input = { ...form, durationMinutes: Number(form.durationMinutes) };
    const parsed = meetingInputSchema.safeParse(input);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Check the meeting details');
      return;
    }
    setError(null);
    schedule.mutate({ clientId: client.id, input }, { onSuccess: setSaved });
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle>
          {S.meeting.title}: {client.name}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            {error ? <Alert severity="error">{error}</Alert> : null}
            {schedule.isError ? (
              <Alert severity="error">{errorMessage(schedule.error, 'Could not schedule')}</Alert>
            ) : null}
            {saved ? <Alert severity="success">{S.meeting.saved}</Alert> : null}
            <TextField
              label={S.meeting.date}
              type="date"
              value={form.date}
              onChange={set('date')}
              slotProps={{ inputLabel: { shrink: true } }}
              required
            />
            <TextField
              label={S.meeting.time}
              type="time"
              value={form.time}
              onChange={set('time')}
              slotProps={{ inputLabel: { shrink: true } }}
              required
            />
            <TextField
              label={S.meeting.duration}
              type="number"
              value={form.durationMinutes}
              onChange={set('durationMinutes')}
            />
            <TextField
              label={S.meeting.notes}
              value={form.notes}
              onChange={set('notes')}
              multiline
              minRows={2}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          {saved ? (
            <Button onClick={() => void downloadMeetingIcs(saved)}>{S.meeting.download}</Button>
          ) : null}
          <Button onClick={onClose}>{S.close}</Button>
          {saved ? null : (
            <Button type="submit" variant="contained" disabled={schedule.isPending}>
              {S.meeting.save}
            </Button>
          )}
        </DialogActions>
      </Box>
    </Dialog>
  );
}

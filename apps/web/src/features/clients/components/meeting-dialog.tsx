/** Schedule Meeting: date, time, duration and notes → stored; then the .ics can be downloaded. */
import { type Client, type Meeting, type MeetingInput, meetingInputSchema } from '@firebreak/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { z } from 'zod';
import { useZodForm } from '@/components/form/use-zod-form';
import { FormDialog } from '@/components/form-dialog/form-dialog';
import { errorMessage } from '@/lib/api-error';
import { downloadMeetingIcs } from '../api/download-meeting-ics';
import { useScheduleMeeting } from '../api/schedule-meeting';
import { S } from '../strings';

type Form = { date: string; time: string; durationMinutes: string; notes: string };

/** The API's schema, read from the form: the duration is typed as text. */
const meetingFormSchema = z.preprocess(
  (form) => ({ ...(form as Form), durationMinutes: Number((form as Form).durationMinutes) }),
  meetingInputSchema,
);

export function MeetingDialog({ client, onClose }: { client: Client; onClose: () => void }) {
  const titleId = useId();
  const form = useZodForm<Form, MeetingInput>(meetingFormSchema, {
    date: '',
    time: '09:00',
    durationMinutes: '60',
    notes: '',
  });
  const [saved, setSaved] = useState<Meeting | null>(null);
  const schedule = useScheduleMeeting();
  // The form names its first problem above the fields, once it has been sent.
  const error = form.submitted ? (Object.values(form.errors)[0] ?? null) : null;
  const bind = (key: keyof Form) => ({ value: form.values[key], onChange: form.field(key).onChange });

  const submit = form.handleSubmit((_data, values) => {
    const input = { ...values, durationMinutes: Number(values.durationMinutes) };
    schedule.mutate({ clientId: client.id, input }, { onSuccess: setSaved });
  });

  return (
    <FormDialog
      title={`${S.meeting.title}: ${client.name}`}
      titleId={titleId}
      onClose={onClose}
      onSubmit={submit}
      busy={schedule.isPending}
      error={error}
      maxWidth="xs"
      saveLabel={S.meeting.save}
      cancelLabel={S.close}
      saveHidden={saved !== null}
      extraAction={
        saved ? <Button onClick={() => void downloadMeetingIcs(saved)}>{S.meeting.download}</Button> : null
      }
    >
      {schedule.isError ? (
        <Alert severity="error">{errorMessage(schedule.error, 'Could not schedule')}</Alert>
      ) : null}
      {saved ? <Alert severity="success">{S.meeting.saved}</Alert> : null}
      <TextField
        label={S.meeting.date}
        type="date"
        {...bind('date')}
        slotProps={{ inputLabel: { shrink: true } }}
        required
      />
      <TextField
        label={S.meeting.time}
        type="time"
        {...bind('time')}
        slotProps={{ inputLabel: { shrink: true } }}
        required
      />
      <TextField label={S.meeting.duration} type="number" {...bind('durationMinutes')} />
      <TextField label={S.meeting.notes} {...bind('notes')} multiline minRows={2} />
    </FormDialog>
  );
}

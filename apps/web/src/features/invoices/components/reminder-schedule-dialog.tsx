/**
 * The Invoices settings for overdue reminders (ADMIN and PROJECT_MANAGER): the days, counted from an
 * invoice's due date, on which the client's billing e-mail gets a reminder with the invoice attached.
 * Typed as one list ('-7, 7, 30'); the shared schema refuses a repeat, a fraction or a day out of range.
 */
import { type ReminderScheduleInput, reminderScheduleInputSchema } from '@firebreak/shared';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { z } from 'zod';
import { useZodForm } from '@/components/form/use-zod-form';
import { FormDialog } from '@/components/form-dialog/form-dialog';
import { SectionSpinner } from '@/components/section-spinner';
import {
  useReminderSchedule,
  useRunReminders,
  useSaveReminderSchedule,
} from '@/entities/invoice/api/reminder-schedule';
import { errorMessage } from '@/lib/api-error';
import { S } from '../strings';

const R = S.reminders;

type Form = { offsets: string };

/** '-7, 7, 30' → [-7, 7, 30]; a word that is not a whole number is an error on the field. */
const formSchema = z.preprocess(
  (raw) => {
    const text = (raw as Form).offsets.trim();
    const parts = text === '' ? [] : text.split(/[\s,;]+/).filter(Boolean);
    return {
      offsets: parts.map((part) =>
        /^[-+−]?\d+(\.\d+)?$/.test(part) ? Number(part.replace('−', '-')) : Number.NaN,
      ),
    };
  },
  z
    .object({ offsets: z.array(z.number({ error: R.notNumbers }).refine(Number.isFinite, R.notNumbers)) })
    .pipe(reminderScheduleInputSchema),
);

type Notify = (text: string, severity?: 'success' | 'error') => void;

function ScheduleForm({
  initial,
  onClose,
  onSaved,
  notify,
}: {
  initial: number[];
  onClose: () => void;
  onSaved: () => void;
  notify: Notify;
}) {
  const form = useZodForm<Form, ReminderScheduleInput>(formSchema, { offsets: initial.join(', ') });
  const save = useSaveReminderSchedule();
  const run = useRunReminders();
  const runNow = () =>
    run.mutate(undefined, {
      onSuccess: (result) =>
        notify(
          result.ran ? R.ran(result.queued, result.skipped) : R.runOff,
          result.ran ? 'success' : 'error',
        ),
      onError: (error) => notify(errorMessage(error, R.runFailed), 'error'),
    });
  const submit = form.handleSubmit((input) => save.mutate(input, { onSuccess: onSaved }));
  return (
    <FormDialog
      title={R.title}
      titleId="reminder-schedule-title"
      intro={R.intro}
      onClose={onClose}
      onSubmit={submit}
      busy={save.isPending}
      saveLabel={R.save}
      error={save.isError ? errorMessage(save.error, R.failed) : null}
      extraAction={
        <Button onClick={runNow} disabled={run.isPending}>
          {R.runNow}
        </Button>
      }
    >
      <TextField
        label={R.offsets}
        {...form.field('offsets')}
        helperText={form.errors.offsets ?? R.offsetsHelp}
        fullWidth
        autoFocus
      />
    </FormDialog>
  );
}

export function ReminderScheduleDialog({
  onClose,
  onSaved,
  notify,
}: {
  onClose: () => void;
  onSaved: () => void;
  /** What a run now did. */
  notify: Notify;
}) {
  const schedule = useReminderSchedule();
  if (schedule.isPending) return <SectionSpinner label={R.loading} />;
  return (
    <ScheduleForm
      initial={schedule.data?.offsets ?? []}
      onClose={onClose}
      onSaved={onSaved}
      notify={notify}
    />
  );
}

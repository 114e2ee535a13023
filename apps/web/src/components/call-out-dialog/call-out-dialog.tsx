/**
 * New call-out (decision 0088): the office sends someone to a site for a reason, on a day, optionally
 * to a technician now. The visit is chargeable; the site page and the Visits board open it.
 */
import { type CallOutInput, callOutInputSchema, todayInSouthAfrica, type Visit } from '@firebreak/shared';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { z } from 'zod';
import { useZodForm } from '@/components/form/use-zod-form';
import { FormDialog } from '@/components/form-dialog/form-dialog';
import { useCreateCallOut } from '@/entities/visit/api/call-outs';
import { errorMessage } from '@/lib/api-error';
import { VISIT_BOOKING_STRINGS, VisitBookingFields } from './visit-booking-fields';

export const CALL_OUT_STRINGS = {
  open: 'New call-out',
  title: (site: string) => `New call-out: ${site}`,
  intro: 'A call-out is chargeable: the call-out fee, the time on site, travel and parts are invoiced.',
  reason: 'Reason',
  reasonHelp: 'What the client reported, e.g. a leaking sprinkler head',
  ...VISIT_BOOKING_STRINGS,
  save: 'Create call-out',
  failed: 'The call-out could not be created. Try again.',
} as const;
const C = CALL_OUT_STRINGS;

type Form = { reason: string; date: string; technicianId: string };

const formSchema = z.preprocess((raw) => {
  const form = raw as Form;
  return { reason: form.reason, date: form.date, technicianId: form.technicianId || null };
}, callOutInputSchema);

export function CallOutDialog({
  siteId,
  siteName,
  onClose,
  onCreated,
}: {
  siteId: string;
  siteName: string;
  onClose: () => void;
  onCreated: (visit: Visit) => void;
}) {
  const form = useZodForm<Form, CallOutInput>(formSchema, {
    reason: '',
    date: todayInSouthAfrica(),
    technicianId: '',
  });
  const save = useCreateCallOut();
  const submit = form.handleSubmit((input) =>
    save.mutate({ siteId, input }, { onSuccess: (visit) => onCreated(visit) }),
  );
  return (
    <FormDialog
      title={C.title(siteName)}
      titleId="call-out-title"
      onClose={onClose}
      onSubmit={submit}
      busy={save.isPending}
      saveLabel={C.save}
      maxWidth="xs"
      error={save.isError ? errorMessage(save.error, C.failed) : null}
    >
      <Typography variant="body2" color="text.secondary">
        {C.intro}
      </Typography>
      <TextField
        label={C.reason}
        required
        multiline
        minRows={2}
        {...form.field('reason')}
        helperText={form.errors.reason ?? C.reasonHelp}
        fullWidth
      />
      <VisitBookingFields date={form.field('date')} technicianId={form.field('technicianId')} />
    </FormDialog>
  );
}

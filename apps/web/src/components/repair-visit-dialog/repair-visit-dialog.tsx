/**
 * Book the repair visit (decision 0088): the visit that does a won defect quote's work, on a day,
 * optionally to a technician now. It is chargeable work; once it is completed the quote is invoiced.
 */
import {
  type RepairVisitInput,
  repairVisitInputSchema,
  todayInSouthAfrica,
  type Visit,
} from '@firebreak/shared';
import Typography from '@mui/material/Typography';
import { z } from 'zod';
import { VISIT_BOOKING_STRINGS, VisitBookingFields } from '@/components/call-out-dialog/visit-booking-fields';
import { useZodForm } from '@/components/form/use-zod-form';
import { FormDialog } from '@/components/form-dialog/form-dialog';
import { useCreateRepairVisit } from '@/entities/visit/api/call-outs';
import { errorMessage } from '@/lib/api-error';

export const REPAIR_VISIT_STRINGS = {
  open: 'Book the repair visit',
  title: (quote: string) => `Repair visit: ${quote}`,
  intro: "The visit that does this quote's work. When it is completed, the quote can be invoiced.",
  ...VISIT_BOOKING_STRINGS,
  save: 'Book the visit',
  failed: 'The repair visit could not be booked. Try again.',
} as const;
const R = REPAIR_VISIT_STRINGS;

type Form = { date: string; technicianId: string };

const formSchema = z.preprocess((raw) => {
  const form = raw as Form;
  return { date: form.date, technicianId: form.technicianId || null };
}, repairVisitInputSchema);

export function RepairVisitDialog({
  quoteId,
  quoteNumber,
  onClose,
  onCreated,
}: {
  quoteId: string;
  quoteNumber: string;
  onClose: () => void;
  onCreated: (visit: Visit) => void;
}) {
  const form = useZodForm<Form, RepairVisitInput>(formSchema, {
    date: todayInSouthAfrica(),
    technicianId: '',
  });
  const save = useCreateRepairVisit();
  const submit = form.handleSubmit((input) =>
    save.mutate({ quoteId, input }, { onSuccess: (visit) => onCreated(visit) }),
  );
  return (
    <FormDialog
      title={R.title(quoteNumber)}
      titleId="repair-visit-title"
      onClose={onClose}
      onSubmit={submit}
      busy={save.isPending}
      saveLabel={R.save}
      maxWidth="xs"
      error={save.isError ? errorMessage(save.error, R.failed) : null}
    >
      <Typography variant="body2" color="text.secondary">
        {R.intro}
      </Typography>
      <VisitBookingFields date={form.field('date')} technicianId={form.field('technicianId')} />
    </FormDialog>
  );
}

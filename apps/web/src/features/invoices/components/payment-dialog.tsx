/**
 * Record payment from an invoice: date, amount, method, reference, and how much of it goes to this
 * invoice (up to its balance); the rest is held as the client's credit. The server's refusal shows.
 */
import {
  type ClientPaymentInput,
  clientPaymentInputSchema,
  type Invoice,
  PAYMENT_METHODS,
  type PaymentMethod,
  todayInSouthAfrica,
} from '@firebreak/shared';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import { z } from 'zod';
import { useZodForm } from '@/components/form/use-zod-form';
import { FormDialog } from '@/components/form-dialog/form-dialog';
import { useRecordPayment } from '@/entities/invoice/api/record-payment';
import { errorMessage } from '@/lib/api-error';
import { centsToRandText, rand, randTextToCents } from '../money';
import { S } from '../strings';

const P = S.payment;

/** The form's keys are the API's, so each of the schema's messages lands on its own field. */
type Form = {
  date: string;
  amountCents: string;
  method: PaymentMethod;
  reference: string;
  allocations: string;
};

function paymentFormSchema(invoice: Invoice) {
  return z.preprocess(
    (raw) => {
      const form = raw as Form;
      const allocated = form.allocations.trim() === '' ? 0 : randTextToCents(form.allocations);
      return {
        clientId: invoice.clientId,
        date: form.date,
        amountCents: randTextToCents(form.amountCents),
        method: form.method,
        reference: form.reference,
        allocations: allocated === 0 ? [] : [{ invoiceId: invoice.id, amountCents: allocated }],
      };
    },
    clientPaymentInputSchema.superRefine((input, context) => {
      const allocated = input.allocations[0]?.amountCents ?? 0;
      if (allocated > invoice.balanceCents)
        context.addIssue({ code: 'custom', path: ['allocations'], message: P.overBalance });
      else if (allocated > input.amountCents)
        context.addIssue({ code: 'custom', path: ['allocations'], message: P.overAmount });
    }),
  );
}

export function PaymentDialog({
  invoice,
  onClose,
  onSaved,
}: {
  invoice: Invoice;
  onClose: () => void;
  onSaved: () => void;
}) {
  const balance = centsToRandText(invoice.balanceCents);
  const schema = useMemo(() => paymentFormSchema(invoice), [invoice]);
  const form = useZodForm<Form, ClientPaymentInput>(schema, {
    date: todayInSouthAfrica(),
    amountCents: balance,
    method: 'EFT',
    reference: invoice.number ?? '',
    allocations: balance,
  });
  const save = useRecordPayment();
  const submit = form.handleSubmit((input) => save.mutate(input, { onSuccess: onSaved }));
  const money = { htmlInput: { inputMode: 'decimal' as const } };

  return (
    <FormDialog
      title={P.title}
      titleId="record-payment-title"
      onClose={onClose}
      onSubmit={submit}
      busy={save.isPending}
      saveLabel={P.save}
      error={save.isError ? errorMessage(save.error, P.failed) : null}
    >
      <TextField
        label={P.date}
        type="date"
        required
        {...form.field('date')}
        slotProps={{ inputLabel: { shrink: true } }}
        fullWidth
      />
      <TextField label={P.amount} required {...form.field('amountCents')} slotProps={money} fullWidth />
      <TextField select label={P.method} {...form.field('method')} fullWidth>
        {PAYMENT_METHODS.map((method) => (
          <MenuItem key={method} value={method}>
            {S.methodLabels[method]}
          </MenuItem>
        ))}
      </TextField>
      <TextField label={P.reference} {...form.field('reference')} fullWidth />
      <TextField
        label={P.allocate}
        {...form.field('allocations')}
        helperText={form.errors.allocations ?? P.allocateHelp(rand(invoice.balanceCents))}
        slotProps={money}
        fullWidth
      />
    </FormDialog>
  );
}

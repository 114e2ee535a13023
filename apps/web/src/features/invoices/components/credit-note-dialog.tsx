/**
 * Credit note for an issued invoice: a reason, and either the whole invoice or amounts per line
 * (excluding VAT, up to what is not yet credited on the line). The server's refusal shows as it comes.
 */
import { type CreditNoteInput, creditNoteInputSchema, type Invoice } from '@firebreak/shared';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { z } from 'zod';
import { useZodForm } from '@/components/form/use-zod-form';
import { FormDialog } from '@/components/form-dialog/form-dialog';
import { useCreateCreditNote } from '@/entities/invoice/api/create-credit-note';
import { errorMessage } from '@/lib/api-error';
import { rand, randTextToCents } from '../money';
import { S } from '../strings';

const C = S.creditNote;

type Form = { reason: string; mode: 'whole' | 'lines'; lines: Record<string, string> };

function toInput(form: Form) {
  return {
    reason: form.reason,
    lines:
      form.mode === 'whole'
        ? null
        : Object.entries(form.lines)
            .filter(([, text]) => text.trim() !== '')
            .map(([lineId, text]) => ({ lineId, amountCents: randTextToCents(text) })),
  };
}

/** The API's schema over the form as typed; 'per line' with nothing entered is not 'the whole invoice'. */
const creditFormSchema = z.preprocess(
  (form) => ({ ...toInput(form as Form), mode: (form as Form).mode }),
  creditNoteInputSchema
    .extend({ mode: z.enum(['whole', 'lines']) })
    .superRefine((input, context) => {
      if (input.mode === 'lines' && input.lines === null)
        context.addIssue({ code: 'custom', path: ['lines'], message: C.noAmounts });
    })
    .transform(({ mode: _mode, ...input }): CreditNoteInput => input),
);

export function CreditNoteDialog({
  invoice,
  onClose,
  onSaved,
}: {
  invoice: Invoice;
  onClose: () => void;
  /** Given the credit note the server issued. */
  onSaved: (creditNote: Invoice) => void;
}) {
  const form = useZodForm<Form, CreditNoteInput>(creditFormSchema, { reason: '', mode: 'whole', lines: {} });
  const save = useCreateCreditNote();
  const submit = form.handleSubmit((input) =>
    save.mutate({ invoiceId: invoice.id, input }, { onSuccess: (creditNote) => onSaved(creditNote) }),
  );
  const setLine = (lineId: string, text: string) =>
    form.setValue('lines', { ...form.values.lines, [lineId]: text });

  return (
    <FormDialog
      title={C.title}
      titleId="credit-note-title"
      onClose={onClose}
      onSubmit={submit}
      busy={save.isPending}
      saveLabel={C.save}
      error={save.isError ? errorMessage(save.error, C.failed) : null}
    >
      <TextField label={C.reason} required multiline minRows={2} {...form.field('reason')} fullWidth />
      <RadioGroup
        aria-label={C.scope}
        value={form.values.mode}
        onChange={(event) => form.setValue('mode', event.target.value as Form['mode'])}
      >
        <FormControlLabel
          value="whole"
          control={<Radio />}
          label={`${C.whole} (${rand(invoice.totalCents - invoice.creditedCents)})`}
        />
        <FormControlLabel value="lines" control={<Radio />} label={C.perLine} />
      </RadioGroup>
      {form.values.mode === 'lines' ? (
        <>
          {invoice.lines.map((line) => {
            const left = line.netCents - line.creditedCents;
            return (
              <TextField
                key={line.id}
                label={C.lineAmount(line.description)}
                value={form.values.lines[line.id] ?? ''}
                onChange={(event) => setLine(line.id, event.target.value)}
                disabled={left <= 0}
                helperText={C.left(rand(left))}
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                fullWidth
              />
            );
          })}
          {form.errors.lines ? <FormHelperText error>{form.errors.lines}</FormHelperText> : null}
        </>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {invoice.number}
        </Typography>
      )}
    </FormDialog>
  );
}

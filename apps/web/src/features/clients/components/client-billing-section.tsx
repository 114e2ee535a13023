/**
 * A client's billing details on its Overview (issue 29): VAT number, payment terms and billing
 * e-mail, edited by the office, and a link to the client's statement. Shown to roles that read invoices.
 */
import {
  type ClientBilling,
  type ClientBillingInput,
  clientBillingInputSchema,
  clientStatementPath,
} from '@firebreak/shared';
import EditIcon from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { z } from 'zod';
import { useZodForm } from '@/components/form/use-zod-form';
import { FormDialog } from '@/components/form-dialog/form-dialog';
import { useClientBilling } from '@/entities/client/api/get-client-billing';
import { useSaveClientBilling } from '@/entities/client/api/save-client-billing';
import { errorMessage } from '@/lib/api-error';
import { useCan } from '@/lib/session/use-can';
import { S } from '../strings';

const B = S.billing;

type Form = { vatNumber: string; paymentTermsDays: string; billingEmail: string };

/** The API's schema, read from the form as typed (days as a whole number; blank is not 0). */
const billingFormSchema = z.preprocess((raw) => {
  const form = raw as Form;
  const days = form.paymentTermsDays.trim();
  return {
    vatNumber: form.vatNumber,
    paymentTermsDays: days === '' ? Number.NaN : Number(days),
    billingEmail: form.billingEmail,
  };
}, clientBillingInputSchema);

function BillingDialog({
  billing,
  onClose,
  onSaved,
}: {
  billing: ClientBilling;
  onClose: () => void;
  onSaved: () => void;
}) {
  const form = useZodForm<Form, ClientBillingInput>(billingFormSchema, {
    vatNumber: billing.vatNumber ?? '',
    paymentTermsDays: String(billing.paymentTermsDays),
    billingEmail: billing.billingEmail ?? '',
  });
  const save = useSaveClientBilling();
  const submit = form.handleSubmit((input) =>
    save.mutate({ clientId: billing.clientId, input }, { onSuccess: onSaved }),
  );
  return (
    <FormDialog
      title={B.title}
      titleId="client-billing-title"
      onClose={onClose}
      onSubmit={submit}
      busy={save.isPending}
      error={save.isError ? errorMessage(save.error, B.saveFailed) : null}
    >
      <TextField
        label={B.vatNumber}
        {...form.field('vatNumber')}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        fullWidth
      />
      <TextField
        label={B.paymentTermsDays}
        required
        {...form.field('paymentTermsDays')}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        fullWidth
      />
      <TextField label={B.billingEmail} type="email" {...form.field('billingEmail')} fullWidth />
    </FormDialog>
  );
}

export function ClientBillingSection({
  clientId,
  onSaved,
}: {
  clientId: string;
  onSaved: (text: string) => void;
}) {
  const can = useCan();
  const readable = can('invoices.read');
  const query = useClientBilling(clientId, { enabled: readable });
  const [editing, setEditing] = useState(false);
  if (!readable) return null;
  const billing = query.data;
  const rows: [string, string][] = billing
    ? [
        [B.vatNumber, billing.vatNumber ?? B.none],
        [B.paymentTerms, B.days(billing.paymentTermsDays)],
        [B.billingEmail, billing.billingEmail ?? B.none],
      ]
    : [];
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, mt: 2 }}
      component="section"
      aria-labelledby="client-billing-heading"
    >
      <Stack direction="row" useFlexGap sx={{ alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 1 }}>
        <Typography id="client-billing-heading" variant="h6" component="h2" sx={{ flex: '1 1 auto' }}>
          {B.heading}
        </Typography>
        <Button component={RouterLink} to={clientStatementPath(clientId)}>
          {B.statement}
        </Button>
        {billing && can('invoices.manage') ? (
          <Button variant="outlined" startIcon={<EditIcon />} onClick={() => setEditing(true)}>
            {B.edit}
          </Button>
        ) : null}
      </Stack>
      {query.isPending ? <Typography color="text.secondary">{B.loading}</Typography> : null}
      {query.isError ? <Alert severity="error">{errorMessage(query.error, B.failed)}</Alert> : null}
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: 2, m: 0 }}
      >
        {rows.map(([label, value]) => (
          <Box key={label}>
            <Typography component="dt" variant="caption" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      {editing && billing ? (
        <BillingDialog
          billing={billing}
          onClose={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
            onSaved(B.saved);
          }}
        />
      ) : null}
    </Paper>
  );
}

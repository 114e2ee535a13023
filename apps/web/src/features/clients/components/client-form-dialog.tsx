/** Add New Client / Edit: validated with the API's own schema; server errors shown as they come. */
import {
  CLIENT_KINDS,
  CLIENT_STATUSES,
  type Client,
  type ClientInput,
  clientInputSchema,
  RATING_MAX,
} from '@firebreak/shared';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Rating from '@mui/material/Rating';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useZodForm } from '@/components/form/use-zod-form';
import { FormDialog } from '@/components/form-dialog/form-dialog';
import { errorMessage } from '@/lib/api-error';
import { useSaveClient } from '../api/save-client';
import { S } from '../strings';

type Form = {
  name: string;
  type: string;
  contact: string;
  email: string;
  phone: string;
  address: string;
  status: string;
  rating: number;
  notes: string;
};

const blank: Form = {
  name: '',
  type: 'Commercial',
  contact: '',
  email: '',
  phone: '',
  address: '',
  status: 'Active',
  rating: 0,
  notes: '',
};

export function ClientFormDialog({
  client,
  onClose,
  onSaved,
}: {
  client: Client | null;
  onClose: () => void;
  /** Told what happened, for the page's notice; the dialog closes either way. */
  onSaved?: (text: string) => void;
}) {
  const form = useZodForm<Form, ClientInput>(clientInputSchema, client ? { ...blank, ...client } : blank);
  const save = useSaveClient();
  const titleId = useId();

  const submit = form.handleSubmit((_data, values) => {
    save.mutate(
      { ...(client ? { id: client.id } : {}), input: values as ClientInput },
      {
        onSuccess: (saved) =>
          onSaved ? onSaved(client ? S.updated(saved.name) : S.added(saved.name)) : onClose(),
      },
    );
  });

  const field = (key: keyof Form, label: string, extra: object = {}) => (
    <TextField label={label} {...form.field(key)} fullWidth {...extra} />
  );

  return (
    <FormDialog
      title={client ? S.editTitle : S.addTitle}
      titleId={titleId}
      onClose={onClose}
      onSubmit={submit}
      busy={save.isPending}
      error={save.isError ? errorMessage(save.error, 'Could not save the client') : null}
    >
      {field('name', S.fields.name, { required: true, autoFocus: true })}
      {field('type', S.fields.type, {
        select: true,
        children: CLIENT_KINDS.map((k) => (
          <MenuItem key={k} value={k}>
            {k}
          </MenuItem>
        )),
      })}
      {field('contact', S.fields.contact)}
      {field('email', S.fields.email, { type: 'email' })}
      {field('phone', S.fields.phone, { type: 'tel' })}
      {field('address', S.fields.address)}
      {field('status', S.fields.status, {
        select: true,
        children: CLIENT_STATUSES.map((k) => (
          <MenuItem key={k} value={k}>
            {k}
          </MenuItem>
        )),
      })}
      <Box>
        <Typography component="legend" variant="body2" id="client-rating-label">
          {S.fields.rating}
        </Typography>
        <Rating
          name="client-rating"
          value={form.values.rating}
          max={RATING_MAX}
          onChange={(_e, value) => form.setValue('rating', value ?? 0)}
        />
      </Box>
      {field('notes', S.fields.notes, { multiline: true, minRows: 2 })}
    </FormDialog>
  );
}

import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { z } from 'zod';
import { useZodForm } from '@/components/form/use-zod-form';
import { FormDialog } from '@/components/form-dialog/form-dialog';
import { errorMessage } from '@/lib/api-error';

export type Field = {
  name: string;
  label: string;
  type?: 'text' | 'number' | 'date' | 'time' | 'list';
  options?: readonly string[];
};

type Props = {
  title: string;
  fields: Field[];
  initial: Record<string, unknown>;
  schema: z.ZodType;
  onSubmit: (values: Record<string, unknown>) => Promise<unknown>;
  onClose: () => void;
  extra?: (values: Record<string, string>, set: (name: string, value: string) => void) => ReactNode;
};

/** A resource's form as the API reads it: numbers, comma lists and blank dates converted. */
function toBody(fields: Field[], values: Record<string, string>) {
  const out: Record<string, unknown> = { ...values };
  for (const field of fields) {
    const raw = values[field.name] ?? '';
    if (field.type === 'number') out[field.name] = raw.trim() === '' ? Number.NaN : Number(raw);
    if (field.type === 'list')
      out[field.name] = raw
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
    if (field.type === 'date' && raw === '') out[field.name] = null;
    if (field.type === 'time' && raw === '') delete out[field.name];
  }
  return out;
}

const toText = (value: unknown) =>
  Array.isArray(value) ? value.join(', ') : value === null || value === undefined ? '' : String(value);

/** Add or edit a vehicle, an item of equipment, an inventory line or a person, from its list of fields. */
export function ResourceEditorDialog({ title, fields, initial, schema, onSubmit, onClose, extra }: Props) {
  const formSchema = useMemo(
    () => z.preprocess((values) => toBody(fields, values as Record<string, string>), schema),
    [fields, schema],
  );
  const form = useZodForm<Record<string, string>, unknown>(formSchema, () =>
    Object.fromEntries(Object.entries(initial).map(([k, v]) => [k, toText(v)])),
  );
  const { values, errors } = form;
  const titleId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (name: string, value: string) => form.setValue(name, value);

  const submit = form.handleSubmit(async (_data, current) => {
    setBusy(true);
    try {
      await onSubmit(toBody(fields, current));
      onClose();
    } catch (error) {
      setFailure(errorMessage(error, 'Could not save'));
    } finally {
      setBusy(false);
    }
  });

  return (
    <FormDialog
      title={title}
      titleId={titleId}
      onClose={onClose}
      onSubmit={submit}
      busy={busy}
      error={failure}
      maxWidth="xs"
    >
      {extra?.(values, set)}
      {fields.map((field) => (
        <TextField
          key={field.name}
          label={field.label}
          value={values[field.name] ?? ''}
          onChange={(e) => set(field.name, e.target.value)}
          onBlur={() => form.touch(field.name)}
          type={
            field.type === 'number' || field.type === 'date' || field.type === 'time' ? field.type : 'text'
          }
          select={Boolean(field.options)}
          error={Boolean(errors[field.name])}
          helperText={errors[field.name] ?? (field.type === 'list' ? 'Separate with commas' : undefined)}
          slotProps={field.type === 'date' || field.type === 'time' ? { inputLabel: { shrink: true } } : {}}
        >
          {field.options?.map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
      ))}
    </FormDialog>
  );
}

import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type ReactNode, useId, useState } from 'react';
import type { z } from 'zod';
import { FormDialog as FrameDialog, fieldErrors } from '@/components/form-dialog/form-dialog';
import { errorMessage } from '@/lib/api-error';

export type Field = {
  name: string;
  label: string;
  type?: 'text' | 'number' | 'date' | 'list';
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

const toText = (value: unknown) =>
  Array.isArray(value) ? value.join(', ') : value === null || value === undefined ? '' : String(value);

export function FormDialog({ title, fields, initial, schema, onSubmit, onClose, extra }: Props) {
  const [values, setValues] = useState<Record<string, string>>(
    Object.fromEntries(Object.entries(initial).map(([k, v]) => [k, toText(v)])),
  );
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const titleId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (name: string, value: string) => setValues((v) => ({ ...v, [name]: value }));

  const convert = () => {
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
    }
    return out;
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const body = convert();
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await onSubmit(body);
      onClose();
    } catch (error) {
      setFailure(errorMessage(error, 'Could not save'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <FrameDialog
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
          type={field.type === 'number' || field.type === 'date' ? field.type : 'text'}
          select={Boolean(field.options)}
          error={Boolean(errors[field.name])}
          helperText={errors[field.name] ?? (field.type === 'list' ? 'Separate with commas' : undefined)}
          slotProps={field.type === 'date' ? { inputLabel: { shrink: true } } : {}}
        >
          {field.options?.map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
      ))}
    </FrameDialog>
  );
}

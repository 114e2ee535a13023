/** Create or change a crew template: a name and its blocks (title, start time, duration), checked as the server checks them. */
import {
  type CrewTemplate,
  type CrewTemplateInput,
  crewTemplateInputSchema,
  formatClock,
} from '@firebreak/shared';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useId, useState } from 'react';
import { z } from 'zod';
import { useZodForm } from '@/components/form/use-zod-form';
import { FormDialog } from '@/components/form-dialog/form-dialog';
import { errorMessage } from '@/lib/api-error';
import { useSaveCrewTemplate } from '../api/save-crew-template';
import { WEEKLY_PLAN_STRINGS as S } from '../strings';

type Row = { key: number; title: string; time: string; duration: string };

let nextKey = 0;
const newRow = (title = '', time = '08:00', duration = '60'): Row => ({
  key: nextKey++,
  title,
  time,
  duration,
});

type Form = { name: string; rows: Row[] };

/** The form as the API reads it: each row's time split into hour and minute. */
const toInput = ({ name, rows }: Form) => ({
  name,
  blocks: rows.map((r) => {
    const [hour, minute] = /^\d{2}:\d{2}$/.test(r.time) ? r.time.split(':').map(Number) : [Number.NaN, 0];
    return { title: r.title, startHour: hour, startMinute: minute, durationMinutes: Number(r.duration) };
  }),
});
const crewTemplateFormSchema = z.preprocess((form) => toInput(form as Form), crewTemplateInputSchema);

type Props = { template: CrewTemplate | null; onClose: () => void; onSaved: (name: string) => void };

export function CrewTemplateDialog({ template, onClose, onSaved }: Props) {
  const titleId = useId();
  const form = useZodForm<Form, CrewTemplateInput>(crewTemplateFormSchema, () => ({
    name: template?.name ?? '',
    rows: template
      ? template.blocks.map((b) =>
          newRow(b.title, formatClock(b.startHour * 60 + b.startMinute), String(b.durationMinutes)),
        )
      : [newRow()],
  }));
  const { name, rows } = form.values;
  const setRows = (update: (current: Row[]) => Row[]) =>
    form.setValues((f) => ({ ...f, rows: update(f.rows) }));
  const [serverProblem, setServerProblem] = useState<string | null>(null);
  // The form names its first problem above the fields, once it has been sent.
  const problem = serverProblem ?? (form.submitted ? (Object.values(form.errors)[0] ?? null) : null);
  const save = useSaveCrewTemplate();

  const change = (key: number, field: keyof Omit<Row, 'key'>, value: string) =>
    setRows((current) => current.map((r) => (r.key === key ? { ...r, [field]: value } : r)));

  const handleSubmit = (event: FormEvent) => {
    setServerProblem(null);
    form.handleSubmit(async (input) => {
      try {
        const saved = await save.mutateAsync({ id: template?.id ?? null, input });
        onSaved(saved.name);
      } catch (error) {
        setServerProblem(errorMessage(error, S.templateSaveFailed));
      }
    })(event);
  };

  return (
    <FormDialog
      title={template ? S.crewTemplateEdit : S.crewTemplateNew}
      titleId={titleId}
      onClose={onClose}
      onSubmit={handleSubmit}
      busy={save.isPending}
      error={problem}
      saveLabel={S.saveTemplate}
      cancelLabel={S.cancel}
    >
      <TextField
        label={S.templateName}
        value={name}
        onChange={(e) => form.setValue('name', e.target.value)}
        required
      />
      {rows.map((row, index) => (
        <Box
          key={row.key}
          component="fieldset"
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, m: 0, p: 1.5, pt: 0.5 }}
        >
          <Typography component="legend" variant="body2" sx={{ px: 0.5 }}>
            {S.templateBlock(index + 1)}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
            <TextField
              label={S.blockTitle}
              value={row.title}
              onChange={(e) => change(row.key, 'title', e.target.value)}
              size="small"
              required
              sx={{ flex: 2 }}
            />
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              sx={{ flex: 2, alignItems: { sm: 'center' } }}
            >
              <TextField
                label={S.blockStart}
                type="time"
                value={row.time}
                onChange={(e) => change(row.key, 'time', e.target.value)}
                size="small"
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 300 } }}
                sx={{ flex: 1 }}
              />
              <TextField
                label={S.blockDuration}
                type="number"
                value={row.duration}
                onChange={(e) => change(row.key, 'duration', e.target.value)}
                size="small"
                slotProps={{ htmlInput: { min: 5, max: 600, step: 5 } }}
                sx={{ flex: 1 }}
              />
              <IconButton
                aria-label={S.removeTemplateBlock(index + 1)}
                onClick={() => setRows((current) => current.filter((r) => r.key !== row.key))}
                disabled={rows.length === 1}
                sx={{ alignSelf: { xs: 'flex-end', sm: 'center' } }}
              >
                <DeleteOutlineIcon />
              </IconButton>
            </Stack>
          </Stack>
        </Box>
      ))}
      <Button
        startIcon={<AddIcon />}
        onClick={() => setRows((current) => [...current, newRow()])}
        sx={{ alignSelf: 'flex-start' }}
      >
        {S.addTemplateBlock}
      </Button>
    </FormDialog>
  );
}

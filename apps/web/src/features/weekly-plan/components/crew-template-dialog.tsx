/** Create or change a crew template: a name and its blocks (title, start time, duration), checked as the server checks them. */
import { type CrewTemplate, crewTemplateInputSchema, formatClock } from '@firebreak/shared';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useId, useState } from 'react';
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

type Props = { template: CrewTemplate | null; onClose: () => void; onSaved: (name: string) => void };

export function CrewTemplateDialog({ template, onClose, onSaved }: Props) {
  const titleId = useId();
  const [name, setName] = useState(template?.name ?? '');
  const [rows, setRows] = useState<Row[]>(() =>
    template
      ? template.blocks.map((b) =>
          newRow(b.title, formatClock(b.startHour * 60 + b.startMinute), String(b.durationMinutes)),
        )
      : [newRow()],
  );
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveCrewTemplate();

  const change = (key: number, field: keyof Omit<Row, 'key'>, value: string) =>
    setRows((current) => current.map((r) => (r.key === key ? { ...r, [field]: value } : r)));

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const input = {
      name,
      blocks: rows.map((r) => {
        const [hour, minute] = /^\d{2}:\d{2}$/.test(r.time) ? r.time.split(':').map(Number) : [Number.NaN, 0];
        return { title: r.title, startHour: hour, startMinute: minute, durationMinutes: Number(r.duration) };
      }),
    };
    const parsed = crewTemplateInputSchema.safeParse(input);
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? S.templateSaveFailed);
    setProblem(null);
    try {
      const saved = await save.mutateAsync({ id: template?.id ?? null, input: parsed.data });
      onSaved(saved.name);
    } catch (error) {
      setProblem(errorMessage(error, S.templateSaveFailed));
    }
  }

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form noValidate onSubmit={handleSubmit}>
        <DialogTitle id={titleId}>{template ? S.crewTemplateEdit : S.crewTemplateNew}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {problem ? <Alert severity="error">{problem}</Alert> : null}
            <TextField
              label={S.templateName}
              value={name}
              onChange={(e) => setName(e.target.value)}
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
                <Stack
                  direction={{ xs: 'column', sm: 'row' }}
                  spacing={1}
                  sx={{ alignItems: { sm: 'center' } }}
                >
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
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{S.cancel}</Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {S.saveTemplate}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

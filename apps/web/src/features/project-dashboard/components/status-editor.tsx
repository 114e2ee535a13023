/**
 * Edit status, progress, spent, health and compliance; saves only what changed. Spent is there only
 * when the project came with it (a role with 'projects.finance', docs/permissions.md).
 */

import type { UpdateProjectInput } from '@firebreak/shared';
import {
  COMPLIANCE_STATUSES,
  LABELS,
  PROJECT_HEALTHS,
  PROJECT_STATUSES,
  type Project,
} from '@firebreak/shared';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { STATUS_EDITOR_STRINGS as S } from '../strings';

type Draft = Pick<Project, 'status' | 'health' | 'complianceStatus'> & {
  progress: string;
  /** null: the project came without its spend. */
  spent: string | null;
};

const draftOf = (project: Project): Draft => ({
  status: project.status,
  health: project.health,
  complianceStatus: project.complianceStatus,
  progress: String(project.progress),
  spent: project.spent === undefined ? null : String(project.spent),
});

/** The changed fields, or the first problem found. */
function changesOf(project: Project, draft: Draft): { changes: UpdateProjectInput } | { error: string } {
  const progress = Number(draft.progress);
  if (draft.progress.trim() === '' || !Number.isInteger(progress) || progress < 0 || progress > 100)
    return { error: S.progressInvalid };
  const spent = draft.spent === null ? null : Number(draft.spent);
  if (draft.spent !== null && (draft.spent.trim() === '' || !Number.isFinite(spent) || (spent ?? 0) < 0))
    return { error: S.spentInvalid };
  const changes: UpdateProjectInput = {};
  if (draft.status !== project.status) changes.status = draft.status;
  if (draft.health !== project.health) changes.health = draft.health;
  if (draft.complianceStatus !== project.complianceStatus) changes.complianceStatus = draft.complianceStatus;
  if (progress !== project.progress) changes.progress = progress;
  if (spent !== null && spent !== project.spent) changes.spent = spent;
  return { changes };
}

type StatusEditorProps = {
  project: Project;
  isSaving: boolean;
  onSave: (changes: UpdateProjectInput) => void;
  /** The role may not change this project (docs/permissions.md): fields shown, not editable. */
  readOnly?: boolean;
  /** The role may not change spend ('projects.finance'). */
  spendLocked?: boolean;
};

export function StatusEditor({
  project,
  isSaving,
  onSave,
  readOnly = false,
  spendLocked = false,
}: StatusEditorProps) {
  const locked = isSaving || readOnly;
  const [draft, setDraft] = useState(() => draftOf(project));
  const result = changesOf(project, draft);
  const error = 'error' in result ? result.error : null;
  const dirty = 'changes' in result && Object.keys(result.changes).length > 0;
  const edited = JSON.stringify(draft) !== JSON.stringify(draftOf(project));
  const set = (field: keyof Draft) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [field]: event.target.value }));
  const select = (
    field: 'status' | 'health' | 'complianceStatus',
    label: string,
    values: readonly string[],
    labels: Record<string, string>,
  ) => (
    <TextField
      select
      fullWidth
      size="small"
      label={label}
      value={draft[field]}
      onChange={set(field)}
      disabled={locked}
    >
      {values.map((value) => (
        <MenuItem key={value} value={value}>
          {labels[value]}
        </MenuItem>
      ))}
    </TextField>
  );

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if ('changes' in result && dirty) onSave(result.changes);
  }

  return (
    <Paper
      component="form"
      noValidate
      onSubmit={handleSubmit}
      aria-labelledby="status-editor-title"
      sx={{ p: 2, height: '100%' }}
    >
      <Typography id="status-editor-title" component="h2" variant="h6" gutterBottom>
        {S.title}
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>{select('status', S.status, PROJECT_STATUSES, LABELS.status)}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{select('health', S.health, PROJECT_HEALTHS, LABELS.health)}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            fullWidth
            size="small"
            type="number"
            label={S.progress}
            value={draft.progress}
            onChange={set('progress')}
            disabled={locked}
            error={error === S.progressInvalid}
            helperText={error === S.progressInvalid ? error : undefined}
            slotProps={{ htmlInput: { min: 0, max: 100, step: 1 } }}
          />
        </Grid>
        {draft.spent === null ? null : (
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              fullWidth
              size="small"
              type="number"
              label={S.spent}
              value={draft.spent}
              onChange={set('spent')}
              disabled={locked || spendLocked}
              error={error === S.spentInvalid}
              helperText={error === S.spentInvalid ? error : undefined}
              slotProps={{ htmlInput: { min: 0 } }}
            />
          </Grid>
        )}
        <Grid size={12}>
          {select('complianceStatus', S.compliance, COMPLIANCE_STATUSES, LABELS.compliance)}
        </Grid>
      </Grid>
      {readOnly ? null : (
        <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'flex-end' }}>
          <Button onClick={() => setDraft(draftOf(project))} disabled={!edited || isSaving}>
            {S.reset}
          </Button>
          <Button type="submit" variant="contained" disabled={!dirty || Boolean(error) || isSaving}>
            {S.save}
          </Button>
        </Stack>
      )}
    </Paper>
  );
}

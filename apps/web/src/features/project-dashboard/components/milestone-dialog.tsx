/** Add or edit one milestone: title, kind and due date. */

import type { MilestoneInput } from '@firebreak/shared';
import { LABELS, MILESTONE_KINDS, type Milestone, type MilestoneKind } from '@firebreak/shared';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useId, useState } from 'react';
import { MILESTONE_STRINGS as S } from '../strings';

type MilestoneDialogProps = {
  /** The milestone to edit; a new one when null. */
  milestone: Milestone | null;
  isSaving: boolean;
  onSave: (input: MilestoneInput) => void;
  onClose: () => void;
};

export function MilestoneDialog({ milestone, isSaving, onSave, onClose }: MilestoneDialogProps) {
  const titleId = useId();
  const [title, setTitle] = useState(milestone?.title ?? '');
  const [kind, setKind] = useState<MilestoneKind>(milestone?.kind ?? 'WORK');
  const [dueDate, setDueDate] = useState(milestone?.dueDate ?? '');
  const canSave = Boolean(title.trim() && dueDate) && !isSaving;

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!canSave) return;
    onSave({ ...(milestone ? { id: milestone.id } : {}), title: title.trim(), kind, dueDate });
  }

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form noValidate onSubmit={handleSubmit}>
        <DialogTitle id={titleId}>{milestone ? S.dialogEdit : S.dialogAdd}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label={S.name}
              value={title}
              onChange={(e) => setTitle(e.target.value)}
              required
              autoFocus
            />
            <TextField
              select
              label={S.kind}
              value={kind}
              onChange={(e) => setKind(e.target.value as MilestoneKind)}
            >
              {MILESTONE_KINDS.map((value) => (
                <MenuItem key={value} value={value}>
                  {LABELS.milestoneKind[value]}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label={S.dueDate}
              type="date"
              value={dueDate}
              onChange={(e) => setDueDate(e.target.value)}
              required
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{S.cancel}</Button>
          <Button type="submit" variant="contained" disabled={!canSave}>
            {S.save}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

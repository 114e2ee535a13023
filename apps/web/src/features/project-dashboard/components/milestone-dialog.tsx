/** Add or edit one milestone: title, kind and due date; Save waits until the shared schema passes. */

import type { MilestoneInput } from '@firebreak/shared';
import {
  LABELS,
  MILESTONE_KINDS,
  type Milestone,
  type MilestoneKind,
  milestoneInputSchema,
} from '@firebreak/shared';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { useZodForm } from '@/components/form/use-zod-form';
import { FormDialog } from '@/components/form-dialog/form-dialog';
import { MILESTONE_STRINGS as S } from '../strings';

type MilestoneDialogProps = {
  /** The milestone to edit; a new one when null. */
  milestone: Milestone | null;
  isSaving: boolean;
  onSave: (input: MilestoneInput) => void;
  onClose: () => void;
};

type Form = { title: string; kind: MilestoneKind; dueDate: string };

export function MilestoneDialog({ milestone, isSaving, onSave, onClose }: MilestoneDialogProps) {
  const titleId = useId();
  const form = useZodForm<Form, MilestoneInput>(milestoneInputSchema, {
    title: milestone?.title ?? '',
    kind: milestone?.kind ?? 'WORK',
    dueDate: milestone?.dueDate ?? '',
  });
  // The form says nothing per field: Save stays disabled until it is complete.
  const bind = (key: keyof Form) => ({ value: form.field(key).value, onChange: form.field(key).onChange });

  const submit = form.handleSubmit((_data, { title, kind, dueDate }) => {
    if (isSaving) return;
    onSave({ ...(milestone ? { id: milestone.id } : {}), title: title.trim(), kind, dueDate });
  });

  return (
    <FormDialog
      title={milestone ? S.dialogEdit : S.dialogAdd}
      titleId={titleId}
      onClose={onClose}
      onSubmit={submit}
      busy={isSaving}
      saveDisabled={!form.isValid}
      maxWidth="xs"
      saveLabel={S.save}
      cancelLabel={S.cancel}
    >
      <TextField label={S.name} {...bind('title')} required autoFocus />
      <TextField select label={S.kind} {...bind('kind')}>
        {MILESTONE_KINDS.map((value) => (
          <MenuItem key={value} value={value}>
            {LABELS.milestoneKind[value]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={S.dueDate}
        type="date"
        {...bind('dueDate')}
        required
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </FormDialog>
  );
}

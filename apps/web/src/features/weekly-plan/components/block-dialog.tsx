/** Add or edit one block: title, start time and duration, checked against the day's other blocks. */
import { formatClock, type PlanBlock, validateDay, type Weekday } from '@firebreak/shared';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { FormDialog } from '@/components/form-dialog/form-dialog';
import { WEEKLY_PLAN_STRINGS as S } from '../strings';

export type BlockDialogState = { weekday: Weekday; block: PlanBlock | null };

type Props = {
  state: BlockDialogState;
  dayBlocks: readonly PlanBlock[];
  onApply: (block: PlanBlock) => void;
  onClose: () => void;
};

export function BlockDialog({ state, dayBlocks, onApply, onClose }: Props) {
  const editing = state.block;
  const [title, setTitle] = useState(editing?.title ?? '');
  const [time, setTime] = useState(
    editing ? formatClock(editing.startHour * 60 + editing.startMinute) : '09:00',
  );
  const [duration, setDuration] = useState(String(editing?.durationMinutes ?? 60));
  const [error, setError] = useState<string | null>(null);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const [hour, minute] = /^\d{2}:\d{2}$/.test(time)
      ? time.split(':').map(Number)
      : [Number.NaN, Number.NaN];
    const block: PlanBlock = {
      id: editing?.id ?? crypto.randomUUID(),
      title: title.trim(),
      startHour: hour ?? Number.NaN,
      startMinute: minute ?? Number.NaN,
      durationMinutes: Number(duration),
    };
    const others = dayBlocks.filter((b) => b.id !== block.id);
    const problem = validateDay(state.weekday, [...others, block]);
    if (problem) return setError(problem.replace(`${state.weekday}: `, ''));
    onApply(block);
  }

  return (
    <FormDialog
      title={editing ? S.blockDialogEdit(state.weekday) : S.blockDialogAdd(state.weekday)}
      titleId="block-dialog-title"
      onClose={onClose}
      onSubmit={handleSubmit}
      busy={false}
      error={error}
      maxWidth="xs"
      saveLabel={S.apply}
      cancelLabel={S.cancel}
    >
      <TextField
        label={S.blockTitle}
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        autoFocus
        required
      />
      <TextField
        label={S.blockStart}
        type="time"
        value={time}
        onChange={(e) => setTime(e.target.value)}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 300 } }}
      />
      <TextField
        label={S.blockDuration}
        type="number"
        value={duration}
        onChange={(e) => setDuration(e.target.value)}
        slotProps={{ htmlInput: { min: 5, max: 600, step: 5 } }}
      />
    </FormDialog>
  );
}

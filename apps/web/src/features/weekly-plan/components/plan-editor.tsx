/** The five day cards, and for one's own plan the edit / save / cancel / reset controls. */
import { type Appointment, planDays, validateWeek, type Weekday, type WeekTemplate } from '@firebreak/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
import { errorMessage } from '@/lib/api-error';
import { useResetWeeklyPlan, useSaveWeeklyPlan } from '../api/save-weekly-plan';
import { usePlanEditor } from '../hooks/use-plan-editor';
import type { DayItem } from '../lib/day-items';
import { WEEKLY_PLAN_STRINGS as S } from '../strings';
import { ApplyTemplateDialog } from './apply-template-dialog';
import { BlockDialog, type BlockDialogState } from './block-dialog';
import { DayCard } from './day-card';
import { ItemDialog } from './item-dialog';

type Props = {
  template: WeekTemplate;
  start: string;
  editable: boolean;
  customised: boolean;
  /** One's own client meetings and personnel schedules of the week (none on another's plan). */
  appointments?: readonly Appointment[];
};

export function PlanEditor({ template, start, editable, customised, appointments = [] }: Props) {
  const editor = usePlanEditor();
  const save = useSaveWeeklyPlan();
  const reset = useResetWeeklyPlan();
  const [dialog, setDialog] = useState<BlockDialogState | null>(null);
  const [opened, setOpened] = useState<{ item: DayItem; weekday: Weekday } | null>(null);
  const [templateDay, setTemplateDay] = useState<Weekday | null>(null);
  const [confirmReset, setConfirmReset] = useState(false);
  const [feedback, setFeedback] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const shown = editor.draft ?? template;
  const days = planDays(start, shown);
  const editBlock = (weekday: Weekday, id: string) =>
    setDialog({ weekday, block: shown[weekday].find((b) => b.id === id) ?? null });

  async function handleSave() {
    if (!editor.draft) return;
    const problem = validateWeek(editor.draft);
    if (problem) return setFeedback({ severity: 'error', text: problem });
    try {
      await save.mutateAsync(editor.draft);
      editor.cancel();
      setFeedback({ severity: 'success', text: S.saved });
    } catch (error) {
      setFeedback({ severity: 'error', text: errorMessage(error, S.saveFailed) });
    }
  }

  async function handleReset() {
    setConfirmReset(false);
    try {
      await reset.mutateAsync();
      editor.cancel();
      setFeedback({ severity: 'success', text: S.resetDone });
    } catch (error) {
      setFeedback({ severity: 'error', text: errorMessage(error, S.saveFailed) });
    }
  }

  return (
    <>
      {editable ? (
        <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap', rowGap: 1 }}>
          {editor.isEditing ? (
            <>
              <Button variant="contained" onClick={handleSave} disabled={save.isPending}>
                {save.isPending ? S.saving : S.save}
              </Button>
              <Button onClick={editor.cancel}>{S.cancel}</Button>
            </>
          ) : (
            <Button
              variant="outlined"
              onClick={() => {
                setFeedback(null);
                editor.start(template);
              }}
            >
              {S.edit}
            </Button>
          )}
          {customised ? (
            <Button color="warning" onClick={() => setConfirmReset(true)} disabled={reset.isPending}>
              {S.reset}
            </Button>
          ) : null}
        </Stack>
      ) : null}
      {feedback ? (
        <Alert severity={feedback.severity} sx={{ mb: 2 }} onClose={() => setFeedback(null)}>
          {feedback.text}
        </Alert>
      ) : null}
      <Box
        role="list"
        aria-label={S.days}
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(5, 1fr)' },
        }}
      >
        {days.map((day) => (
          <Box role="listitem" key={day.weekday}>
            <DayCard
              day={day}
              editing={editor.isEditing}
              onAdd={() => setDialog({ weekday: day.weekday, block: null })}
              onUseTemplate={() => setTemplateDay(day.weekday)}
              onOpen={(item) => setOpened({ item, weekday: day.weekday })}
              onEdit={(id) => editBlock(day.weekday, id)}
              onDelete={(id) => editor.remove(day.weekday, id)}
              appointments={appointments.filter((a) => a.date === day.date)}
            />
          </Box>
        ))}
      </Box>
      {opened ? (
        <ItemDialog
          item={opened.item}
          weekday={opened.weekday}
          editing={editor.isEditing}
          editable={editable}
          onClose={() => setOpened(null)}
          onEdit={(id) => {
            setOpened(null);
            editBlock(opened.weekday, id);
          }}
          onDelete={(id) => {
            setOpened(null);
            editor.remove(opened.weekday, id);
          }}
        />
      ) : null}
      {templateDay && editor.draft ? (
        <ApplyTemplateDialog
          weekday={templateDay}
          dayBlocks={editor.draft[templateDay]}
          onClose={() => setTemplateDay(null)}
          onApply={(blocks) => {
            editor.setDay(templateDay, blocks);
            setTemplateDay(null);
          }}
        />
      ) : null}
      {dialog && editor.draft ? (
        <BlockDialog
          state={dialog}
          dayBlocks={editor.draft[dialog.weekday]}
          onClose={() => setDialog(null)}
          onApply={(block) => {
            editor.upsert(dialog.weekday, block);
            setDialog(null);
          }}
        />
      ) : null}
      <ConfirmDialog
        open={confirmReset}
        text={S.resetConfirm}
        confirmLabel={S.reset}
        keepLabel={S.cancel}
        tone="warning"
        onConfirm={handleReset}
        onClose={() => setConfirmReset(false)}
      />
    </>
  );
}

/** 'Schedule Site Visit': a dated SITE_VISIT milestone on a chosen project. */
import { formatShortDate, johannesburgDate } from '@firebreak/shared';
import TextField from '@mui/material/TextField';
import { type FormEvent, useId, useState } from 'react';
import { FormDialog } from '@/components/form-dialog/form-dialog';
import { type ProjectOption, ProjectPicker } from '@/components/project-picker/project-picker';
import { errorMessage } from '@/lib/api-error';
import { useScheduleSiteVisit } from '../api/schedule-site-visit';
import { SITE_VISIT_STRINGS as S } from '../strings';

type SiteVisitDialogProps = { open: boolean; onClose: () => void; onScheduled: (message: string) => void };

export function SiteVisitDialog({ open, onClose, onScheduled }: SiteVisitDialogProps) {
  const titleId = useId();
  const [project, setProject] = useState<ProjectOption | null>(null);
  const [title, setTitle] = useState<string>(S.defaultTitle);
  const [date, setDate] = useState(() => johannesburgDate(new Date()));
  const schedule = useScheduleSiteVisit();
  const canSubmit = Boolean(project && title.trim() && date) && !schedule.isPending;

  function close() {
    if (schedule.isPending) return;
    schedule.reset();
    onClose();
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!project || !canSubmit) return;
    schedule.mutate(
      { projectId: project.id, title: title.trim(), dueDate: date },
      {
        onSuccess: () => {
          onScheduled(S.done(project.title, formatShortDate(`${date}T12:00:00Z`)));
          setProject(null);
          setTitle(S.defaultTitle);
          schedule.reset();
          onClose();
        },
      },
    );
  }

  return (
    <FormDialog
      open={open}
      title={S.title}
      titleId={titleId}
      onClose={close}
      onSubmit={handleSubmit}
      busy={schedule.isPending}
      saveDisabled={!canSubmit}
      error={schedule.isError ? errorMessage(schedule.error, S.failed) : null}
      maxWidth="xs"
      saveLabel={S.submit}
      cancelLabel={S.cancel}
    >
      <ProjectPicker label={S.project} value={project} onChange={setProject} required />
      <TextField label={S.visitTitle} value={title} onChange={(e) => setTitle(e.target.value)} required />
      <TextField
        label={S.date}
        type="date"
        value={date}
        onChange={(e) => setDate(e.target.value)}
        required
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </FormDialog>
  );
}

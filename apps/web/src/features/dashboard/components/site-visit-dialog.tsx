/** 'Schedule Site Visit': a dated SITE_VISIT milestone on a chosen project. */
import { formatShortDate, johannesburgDate } from '@firebreak/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useId, useState } from 'react';
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
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form noValidate onSubmit={handleSubmit}>
        <DialogTitle id={titleId}>{S.title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {schedule.isError ? (
              <Alert severity="error">{errorMessage(schedule.error, S.failed)}</Alert>
            ) : null}
            <ProjectPicker label={S.project} value={project} onChange={setProject} required />
            <TextField
              label={S.visitTitle}
              value={title}
              onChange={(e) => setTitle(e.target.value)}
              required
            />
            <TextField
              label={S.date}
              type="date"
              value={date}
              onChange={(e) => setDate(e.target.value)}
              required
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close}>{S.cancel}</Button>
          <Button type="submit" variant="contained" disabled={!canSubmit}>
            {S.submit}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

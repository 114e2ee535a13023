/**
 * The create-project dialog (spec §2, §5, §7), opened from the dashboard, its quick-action menu and
 * /projects. Create is disabled while saving or while title or client name is blank; on success the
 * lists and metrics refresh, the dialog closes and the form resets. A failure shows the server's
 * error (the spec leaves creation errors unhandled; we do better). A title the client already has is
 * a warning, and Create anyway keeps both (issue 15).
 */
import type { Project } from '@firebreak/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { type FormEvent, useId, useState } from 'react';
import { useCreateProject } from '@/entities/project/api/create-project';
import { errorMessage, httpStatus } from '@/lib/api-error';
import { EMPTY_PROJECT_FORM, isCreateDisabled, type ProjectForm, toNewProjectPayload } from './project-form';
import { ProjectFormFields } from './project-form-fields';
import { CREATE_PROJECT_STRINGS as S } from './strings';

type CreateProjectDialogProps = {
  open: boolean;
  onClose: () => void;
  onCreated?: (project: Project) => void;
};

export function CreateProjectDialog({ open, onClose, onCreated }: CreateProjectDialogProps) {
  const titleId = useId();
  const [form, setForm] = useState<ProjectForm>(EMPTY_PROJECT_FORM);
  const create = useCreateProject();
  const isSaving = create.isPending;
  // 409: the client already has a project of this title. Say so; the next Create keeps both.
  const duplicate = create.isError && httpStatus(create.error) === 409;

  function handleChange<K extends keyof ProjectForm>(field: K, value: ProjectForm[K]) {
    setForm((current) => ({ ...current, [field]: value }));
    // A changed title or client is checked afresh.
    if (duplicate && (field === 'title' || field === 'clientName')) create.reset();
  }

  function handleClose() {
    if (isSaving) return;
    create.reset();
    onClose();
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (isCreateDisabled(form, isSaving)) return;
    create.mutate(
      { ...toNewProjectPayload(form), ...(duplicate ? { confirmDuplicate: true } : {}) },
      {
        onSuccess: (project) => {
          setForm(EMPTY_PROJECT_FORM);
          create.reset();
          onClose();
          onCreated?.(project);
        },
      },
    );
  }

  return (
    <Dialog open={open} onClose={handleClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      {/* noValidate: the required marks must not block Create; only title and client name gate it. */}
      <form noValidate onSubmit={handleSubmit}>
        <DialogTitle id={titleId}>{S.title}</DialogTitle>
        <DialogContent>
          {create.isError ? (
            <Alert severity={duplicate ? 'warning' : 'error'} sx={{ mb: 1 }}>
              {errorMessage(create.error, S.failed)}
            </Alert>
          ) : null}
          <ProjectFormFields form={form} disabled={isSaving} onChange={handleChange} />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={handleClose} disabled={isSaving}>
            {S.cancel}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={isCreateDisabled(form, isSaving)}
            startIcon={isSaving ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
          >
            {duplicate ? S.createAnyway : S.create}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

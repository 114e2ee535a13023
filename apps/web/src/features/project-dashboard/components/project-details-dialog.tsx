/**
 * Edit a project's details after creation (issue 15): the create dialog's fields, filled from the
 * project; only what changed is sent, and the server audits it. A title the client already has is a
 * warning, and Save anyway keeps both. Budget needs 'projects.finance': without it the project
 * comes without one and the field is left out.
 */
import { type Project, parseNumberOrZero, type UpdateProjectInput } from '@firebreak/shared';
import { type FormEvent, useId, useState } from 'react';
import type { ProjectForm } from '@/components/create-project-dialog/project-form';
import { ProjectFormFields } from '@/components/create-project-dialog/project-form-fields';
import { FormDialog } from '@/components/form-dialog/form-dialog';
import { errorMessage, httpStatus } from '@/lib/api-error';
import { useUpdateProject } from '../api/update-project';
import { DETAILS_STRINGS as S } from '../strings';

function formOf(project: Project): ProjectForm {
  return {
    title: project.title,
    clientId: project.clientId,
    clientName: project.clientName,
    clientType: project.clientType,
    type: project.type,
    urgency: project.urgency,
    location: project.location,
    area: String(project.area || ''),
    budget: String(project.budget || ''),
    dueDate: project.dueDate ?? '',
    description: project.description,
  };
}

/** The fields that differ from the project, in the PATCH body's shape. */
export function changedDetails(project: Project, form: ProjectForm): UpdateProjectInput {
  const start = formOf(project);
  const changes: UpdateProjectInput = {};
  if (form.title.trim() !== start.title) changes.title = form.title.trim();
  if (form.clientId !== start.clientId || form.clientName.trim() !== start.clientName) {
    if (form.clientId) changes.clientId = form.clientId;
    changes.clientName = form.clientName.trim();
  }
  if (form.clientType !== start.clientType) changes.clientType = form.clientType;
  if (form.type !== start.type) changes.type = form.type;
  if (form.urgency !== start.urgency) changes.urgency = form.urgency;
  if (form.location.trim() !== start.location) changes.location = form.location.trim();
  if (form.description.trim() !== start.description) changes.description = form.description.trim();
  if (form.dueDate !== start.dueDate) changes.dueDate = form.dueDate || null;
  if (project.budget !== undefined && parseNumberOrZero(form.budget) !== project.budget)
    changes.budget = parseNumberOrZero(form.budget);
  return changes;
}

type Props = { project: Project; onClose: () => void; onSaved: () => void };

export function ProjectDetailsDialog({ project, onClose, onSaved }: Props) {
  const titleId = useId();
  const [form, setForm] = useState(() => formOf(project));
  const update = useUpdateProject(project.id);
  const duplicate = update.isError && httpStatus(update.error) === 409;
  const changes = changedDetails(project, form);
  const canSave =
    Object.keys(changes).length > 0 &&
    Boolean(form.title.trim() && form.clientName.trim()) &&
    !update.isPending;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!canSave) return;
    update.mutate({ ...changes, ...(duplicate ? { confirmDuplicate: true } : {}) }, { onSuccess: onSaved });
  }

  return (
    <FormDialog
      title={S.title}
      titleId={titleId}
      onClose={onClose}
      onSubmit={submit}
      busy={update.isPending}
      saveDisabled={!canSave}
      error={update.isError ? errorMessage(update.error, S.failed) : null}
      errorSeverity={duplicate ? 'warning' : 'error'}
      saveLabel={duplicate ? S.saveAnyway : S.save}
      cancelLabel={S.cancel}
    >
      <ProjectFormFields
        form={form}
        disabled={update.isPending}
        hideBudget={project.budget === undefined}
        onChange={(field, value) => {
          setForm((current) => ({ ...current, [field]: value }));
          if (duplicate && (field === 'title' || field === 'clientName')) update.reset();
        }}
      />
    </FormDialog>
  );
}

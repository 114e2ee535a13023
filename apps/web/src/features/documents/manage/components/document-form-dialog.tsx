/**
 * One dialog to upload a document (file plus metadata) or edit one's metadata. The fields are checked
 * with the same zod schema the server uses; the server remains the authority and its { error } text
 * is shown when it refuses.
 */
import {
  type CatalogueDocument,
  DOCUMENT_CATEGORIES,
  DOCUMENT_DEPARTMENTS,
  DOCUMENT_KINDS,
} from '@firebreak/shared';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';
import { FormDialog } from '@/components/form-dialog/form-dialog';
import { errorMessage } from '@/lib/api-error';
import { useUpdateDocument } from '../../api/update-document';
import { useUploadDocument } from '../../api/upload-document';
import { TagsField } from '../../components/tags-field';
import {
  checkDocumentForm,
  type DocumentFormMode,
  FIELD_ORDER,
  type Field,
  type FieldErrors,
  type FormValues,
  initialValues,
} from '../document-form-values';
import { checkUploadFile, nameFromFileName } from '../file-rules';
import { isLinkedByVisit } from '../link-values';
import { MANAGE_STRINGS as S } from '../strings';
import { FilePicker, type Focusable, fieldId, SelectField } from './document-form-fields';
import { LinkFields, VisitLinksNote } from './link-fields';

export type { DocumentFormMode } from '../document-form-values';

export function DocumentFormDialog({
  mode,
  onClose,
  onDone,
}: {
  mode: DocumentFormMode;
  onClose: () => void;
  onDone: (doc: CatalogueDocument) => void;
}) {
  const upload = useUploadDocument();
  const update = useUpdateDocument();
  const [values, setValues] = useState<FormValues>(() => initialValues(mode));
  const [file, setFile] = useState<File | null>(null);
  const [nameTouched, setNameTouched] = useState(mode.kind === 'edit');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const busy = upload.isPending || update.isPending;
  const isUpload = mode.kind === 'upload';
  const focusables = useRef<Partial<Record<Field, Focusable>>>({});
  const register = (field: Field) => (node: Focusable) => {
    focusables.current[field] = node;
  };

  const set = (patch: Partial<FormValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch)) delete next[key as Field];
      return next;
    });
  };

  const chooseFile = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    setFile(chosen);
    setServerError(null);
    setErrors((current) => ({
      ...current,
      file: chosen ? (checkUploadFile(chosen) ?? undefined) : undefined,
    }));
    if (chosen && !nameTouched) set({ name: nameFromFileName(chosen.name) });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setServerError(null);
    const check = checkDocumentForm(mode, values, file);
    if (!check.ok) {
      setErrors(check.errors);
      const first = FIELD_ORDER.find((field) => check.errors[field]);
      if (first) focusables.current[first]?.focus();
      return;
    }
    try {
      const doc =
        mode.kind === 'edit'
          ? await update.mutateAsync({ id: mode.doc.id, changes: check.metadata })
          : await upload.mutateAsync({ file: file as File, metadata: check.metadata });
      onDone(doc);
    } catch (error) {
      setServerError(errorMessage(error, isUpload ? S.uploadFailed : S.saveFailed));
    }
  };

  const select = (
    field: 'category' | 'department' | 'documentType',
    label: string,
    options: readonly string[],
  ) => (
    <SelectField
      field={field}
      inputRef={register(field)}
      label={label}
      value={values[field]}
      options={options}
      error={errors[field]}
      disabled={busy}
      onChange={(value) => set({ [field]: value })}
    />
  );

  return (
    <FormDialog
      title={isUpload ? S.uploadTitle : S.editTitle}
      titleId="document-form-title"
      onClose={busy ? () => {} : onClose}
      onSubmit={submit}
      busy={busy}
      cancelDisabledWhileBusy
      error={serverError}
      saveLabel={busy ? (isUpload ? S.uploading : S.saving) : isUpload ? S.submitUpload : S.submitEdit}
      cancelLabel={S.cancel}
    >
      {isUpload ? (
        <FilePicker
          file={file}
          error={errors.file}
          disabled={busy}
          buttonRef={register('file')}
          onChange={chooseFile}
        />
      ) : null}
      <TextField
        id={fieldId('name')}
        inputRef={register('name')}
        label={S.name}
        required
        value={values.name}
        onChange={(event) => {
          setNameTouched(true);
          set({ name: event.target.value });
        }}
        error={Boolean(errors.name)}
        helperText={errors.name}
        disabled={busy}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>{select('category', S.category, DOCUMENT_CATEGORIES)}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{select('department', S.department, DOCUMENT_DEPARTMENTS)}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{select('documentType', S.documentType, DOCUMENT_KINDS)}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            id={fieldId('revision')}
            inputRef={register('revision')}
            fullWidth
            label={S.revision}
            value={values.revision}
            onChange={(event) => set({ revision: event.target.value })}
            error={Boolean(errors.revision)}
            helperText={errors.revision ?? S.revisionHint}
            disabled={busy}
          />
        </Grid>
      </Grid>
      <TagsField
        id={fieldId('tags')}
        inputRef={register('tags')}
        label={S.tags}
        value={values.tags}
        disabled={busy}
        error={errors.tags}
        onChange={(tags) => set({ tags })}
      />
      <TextField
        id={fieldId('description')}
        inputRef={register('description')}
        label={S.description}
        multiline
        minRows={3}
        value={values.description}
        onChange={(event) => set({ description: event.target.value })}
        error={Boolean(errors.description)}
        helperText={errors.description}
        disabled={busy}
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
      {mode.kind === 'edit' && isLinkedByVisit(mode.doc) ? (
        <VisitLinksNote doc={mode.doc} />
      ) : (
        <LinkFields value={values.links} onChange={(links) => set({ links })} disabled={busy} />
      )}
    </FormDialog>
  );
}

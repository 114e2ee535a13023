/**
 * Add a standard (PDF, code, title, edition) or a new version of one (PDF, edition). The fields are
 * checked with the schema the server uses; the server reads the PDF and its refusal (not a PDF,
 * encrypted, no text layer, a code already there) is shown above the fields.
 */
import {
  formatFileSize,
  newStandardFieldsSchema,
  newVersionFieldsSchema,
  STANDARDS_LIMITS,
  STANDARDS_MESSAGES,
  type StandardSummary,
} from '@firebreak/shared';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useRef, useState } from 'react';
import { useZodForm } from '@/components/form/use-zod-form';
import { FormDialog } from '@/components/form-dialog/form-dialog';
import { errorMessage } from '@/lib/api-error';
import { useAddStandard, useAddStandardVersion } from '../../api/manage-standards';
import { STANDARDS_STRINGS as S } from '../../strings';

type Field = 'file' | 'code' | 'title' | 'edition';
export type StandardFormMode = { kind: 'new' } | { kind: 'version'; standard: StandardSummary };

export function checkStandardPdf(file: File | null): string | null {
  if (!file) return STANDARDS_MESSAGES.fileMissing;
  if (!(file.type === 'application/pdf' || /\.pdf$/i.test(file.name))) return STANDARDS_MESSAGES.pdfOnly;
  if (file.size > STANDARDS_LIMITS.uploadMaxBytes) return STANDARDS_MESSAGES.tooLarge;
  if (file.size === 0) return STANDARDS_MESSAGES.fileMissing;
  return null;
}

export function StandardFormDialog({
  mode,
  onClose,
  onDone,
}: {
  mode: StandardFormMode;
  onClose: () => void;
  onDone: (saved: StandardSummary) => void;
}) {
  const add = useAddStandard();
  const addVersion = useAddStandardVersion();
  const busy = add.isPending || addVersion.isPending;
  const isNew = mode.kind === 'new';
  const form = useZodForm<
    { code: string; title: string; edition: string },
    { code?: string; title?: string; edition: string }
  >(isNew ? newStandardFieldsSchema : newVersionFieldsSchema, { code: '', title: '', edition: '' });
  const { values } = form;
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>(undefined);
  const errors: Partial<Record<Field, string>> = { ...form.errors, file: fileError };
  const [serverError, setServerError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const set = (field: Exclude<Field, 'file'>, value: string) => form.setValue(field, value);

  const focusFirst = (found: Partial<Record<Field, string>>) => {
    const first = (['file', 'code', 'title', 'edition'] as const).find((field) => found[field]);
    if (first === 'file') document.getElementById('standard-form-file')?.focus();
    else if (first) document.getElementById(`standard-form-${first}`)?.focus();
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setServerError(null);
    const problem = checkStandardPdf(file) ?? undefined;
    setFileError(problem);
    form.handleSubmit(
      async (data) => {
        if (problem) return focusFirst({ file: problem });
        try {
          const saved =
            mode.kind === 'new'
              ? await add.mutateAsync({ ...(data as typeof values), file: file as File })
              : await addVersion.mutateAsync({
                  id: mode.standard.id,
                  edition: data.edition,
                  file: file as File,
                });
          onDone(saved);
        } catch (error) {
          setServerError(errorMessage(error, S.addFailed));
        }
      },
      (found) => focusFirst({ ...found, file: problem }),
    )(event);
  }

  const text = (field: Exclude<Field, 'file'>, label: string, hint?: string) => (
    <TextField
      id={`standard-form-${field}`}
      label={label}
      value={values[field]}
      onChange={(event) => set(field, event.target.value)}
      onBlur={() => form.touch(field)}
      error={Boolean(errors[field])}
      helperText={errors[field] ?? hint}
      disabled={busy}
      required
      fullWidth
      slotProps={{ htmlInput: { maxLength: field === 'title' ? STANDARDS_LIMITS.titleMaxLength : 60 } }}
    />
  );

  return (
    <FormDialog
      title={isNew ? S.addTitle : S.addVersionTitle(mode.standard.code)}
      titleId="standard-form-dialog-title"
      onClose={busy ? () => {} : onClose}
      onSubmit={submit}
      busy={busy}
      error={serverError}
      saveLabel={busy ? S.adding : S.add}
    >
      <div>
        <Typography id="standard-form-file-label" variant="subtitle2" component="p" gutterBottom>
          {S.file}
        </Typography>
        <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Button
            id="standard-form-file"
            variant="outlined"
            startIcon={<UploadFileIcon />}
            disabled={busy}
            aria-describedby="standard-form-file-help"
            onClick={() => input.current?.click()}
          >
            {file ? S.changeFile : S.chooseFile}
          </Button>
          <input
            ref={input}
            hidden
            type="file"
            accept="application/pdf,.pdf"
            aria-labelledby="standard-form-file-label"
            data-testid="standard-file-input"
            onChange={(event) => {
              const chosen = event.target.files?.[0] ?? null;
              setFile(chosen);
              setServerError(null);
              setFileError(chosen ? (checkStandardPdf(chosen) ?? undefined) : undefined);
            }}
          />
          {file ? (
            <Typography
              sx={{ overflowWrap: 'anywhere' }}
            >{`${file.name} (${formatFileSize(file.size)})`}</Typography>
          ) : null}
        </Stack>
        <FormHelperText id="standard-form-file-help" error={Boolean(errors.file)}>
          {errors.file ?? S.fileHint}
        </FormHelperText>
      </div>
      {isNew ? text('code', S.code, S.codeHint) : null}
      {isNew ? text('title', S.titleField) : null}
      {text('edition', S.edition, S.editionHint)}
      {busy ? <LinearProgress aria-label={S.adding} /> : null}
    </FormDialog>
  );
}

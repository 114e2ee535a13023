/** Two fields of the upload/edit dialog: the file picker and a required select. */
import { formatFileSize } from '@firebreak/shared';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, useRef } from 'react';
import type { Field } from '../document-form-values';
import { UPLOAD_ACCEPT } from '../file-rules';
import { MANAGE_STRINGS as S } from '../strings';

export type Focusable = { focus: () => void } | null;
export const fieldId = (field: Field) => `document-form-${field}`;

export function FilePicker({
  file,
  error,
  disabled,
  buttonRef,
  onChange,
}: {
  file: File | null;
  error: string | undefined;
  disabled: boolean;
  buttonRef: (node: Focusable) => void;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  // A real button opening a hidden input: a <label> given the button role is not an allowed role
  // (axe aria-allowed-role), and the label text is a caption, not a heading (axe heading-order).
  const input = useRef<HTMLInputElement>(null);
  return (
    <div>
      <Typography id="document-form-file-label" variant="subtitle2" component="p" gutterBottom>
        {S.file}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <Button
          variant="outlined"
          startIcon={<UploadFileIcon />}
          disabled={disabled}
          id={fieldId('file')}
          ref={buttonRef}
          aria-describedby="document-form-file-help"
          onClick={() => input.current?.click()}
        >
          {file ? S.changeFile : S.chooseFile}
        </Button>
        <input
          ref={input}
          hidden
          type="file"
          accept={UPLOAD_ACCEPT}
          onChange={onChange}
          aria-labelledby="document-form-file-label"
          data-testid="document-file-input"
        />
        {file ? (
          <Typography data-testid="chosen-file">
            {S.chosenFile(file.name, formatFileSize(file.size))}
          </Typography>
        ) : null}
      </Stack>
      <FormHelperText id="document-form-file-help" error={Boolean(error)}>
        {error ?? S.fileHint}
      </FormHelperText>
    </div>
  );
}

/** The current value stays selectable even if the list no longer holds it. */
const withCurrent = (options: readonly string[], current: string) =>
  current && !options.includes(current) ? [...options, current] : options;

export function SelectField({
  field,
  inputRef,
  label,
  value,
  options,
  error,
  disabled,
  onChange,
}: {
  field: Field;
  // MUI hands a select's inputRef a handle whose focus() moves to the visible control.
  inputRef: (node: Focusable) => void;
  label: string;
  value: string;
  options: readonly string[];
  error: string | undefined;
  disabled: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      select
      fullWidth
      required
      id={fieldId(field)}
      inputRef={inputRef}
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error}
      disabled={disabled}
    >
      {withCurrent(options, value).map((option) => (
        <MenuItem key={option} value={option}>
          {option}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * The frame every form dialog shares: a titled dialog whose body is a form, the server's error above
 * the fields, and Cancel / Save at the foot (Save is the submit button, disabled while saving).
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';

export function FormDialog({
  open = true,
  title,
  titleId,
  onClose,
  onSubmit,
  busy,
  error,
  errorSeverity = 'error',
  maxWidth = 'sm',
  saveLabel = 'Save',
  cancelLabel = 'Cancel',
  extraAction,
  saveDisabled = false,
  saveHidden = false,
  cancelDisabledWhileBusy = false,
  intro,
  largeActions = false,
  children,
}: {
  /** Kept mounted and shown when true (so it fades out); mounted only when asked by default. */
  open?: boolean;
  title: string;
  /** Labels the dialog for assistive technology. */
  titleId: string;
  onClose: () => void;
  onSubmit: (event: React.FormEvent) => void;
  busy: boolean;
  /** Why the last save failed, shown above the fields. */
  error?: string | null;
  /** A warning the user may save past (a duplicate) rather than a refusal. */
  errorSeverity?: 'error' | 'warning';
  maxWidth?: DialogProps['maxWidth'];
  saveLabel?: string;
  /** The close button's words: it leaves without saving. */
  cancelLabel?: string;
  /** A further action at the start of the foot (Cancel visit, Delete…). */
  extraAction?: ReactNode;
  /** Keeps Save disabled (a form whose Save waits until it is valid). */
  saveDisabled?: boolean;
  /** No Save once there is nothing left to save (the form is done and stays open to show it). */
  saveHidden?: boolean;
  /** Cancel waits for a save on its way (the answer changes what the user sees next). */
  cancelDisabledWhileBusy?: boolean;
  /** What the form is about, above the server's message and the fields. */
  intro?: ReactNode;
  /** 48 px tall Cancel and Save, for the field's screens used with a gloved thumb. */
  largeActions?: boolean;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth={maxWidth} aria-labelledby={titleId}>
      <Box component="form" noValidate onSubmit={onSubmit}>
        <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
          {title}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            {intro}
            {error ? <Alert severity={errorSeverity}>{error}</Alert> : null}
            {children}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap' }}>
          {extraAction ? <Box sx={{ mr: 'auto' }}>{extraAction}</Box> : null}
          <Button
            onClick={onClose}
            disabled={cancelDisabledWhileBusy && busy}
            sx={largeActions ? { minHeight: 48 } : undefined}
          >
            {cancelLabel}
          </Button>
          {saveHidden ? null : (
            <Button
              type="submit"
              variant="contained"
              disabled={busy || saveDisabled}
              sx={largeActions ? { minHeight: 48 } : undefined}
            >
              {saveLabel}
            </Button>
          )}
        </DialogActions>
      </Box>
    </Dialog>
  );
}

/**
 * The one "Are you sure?" of the app: deleting a site, an asset, a client or a document, cancelling a
 * visit, disabling an account, resetting a plan.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { type ReactNode, useId } from 'react';
import { DARK_TEXT } from '@/components/project-chips';

export function ConfirmDialog({
  open = true,
  title,
  text,
  error = null,
  pending = false,
  pendingLabel,
  confirmLabel = 'Delete',
  keepLabel = 'Cancel',
  tone = 'error',
  maxWidth,
  lockWhilePending = false,
  cancelFocused = false,
  secondaryAction,
  onConfirm,
  onClose,
  children,
}: {
  /** Kept mounted and shown when true (so it fades out); mounted only when asked by default. */
  open?: boolean;
  /** Without a title the question itself names the dialog. */
  title?: string;
  text: string;
  /** The server's refusal, shown above the buttons. */
  error?: string | null;
  pending?: boolean;
  /** The confirm button's words while the answer is on its way. */
  pendingLabel?: string;
  confirmLabel?: string;
  keepLabel?: string;
  /** Error red for what cannot be undone; warning amber for losing unsaved changes; primary for a safe step. */
  tone?: 'error' | 'warning' | 'primary';
  /** A fixed width (full width up to it); the dialog fits its text when not given. */
  maxWidth?: DialogProps['maxWidth'];
  /** While pending, the dialog cannot be closed and Cancel is disabled. */
  lockWhilePending?: boolean;
  /** Cancel has the focus when the dialog opens (the safe answer for what cannot be undone). */
  cancelFocused?: boolean;
  /** A third answer between Cancel and the confirm button (Discard beside Sync now). */
  secondaryAction?: ReactNode;
  onConfirm: () => void;
  onClose: () => void;
  /** More to say before deciding (a warning). */
  children?: ReactNode;
}) {
  const titleId = useId();
  const textId = useId();
  const locked = lockWhilePending && pending;
  return (
    <Dialog
      open={open}
      onClose={locked ? undefined : onClose}
      aria-labelledby={title ? titleId : textId}
      aria-describedby={title ? textId : undefined}
      {...(maxWidth ? { fullWidth: true, maxWidth } : {})}
    >
      {title ? (
        <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
          {title}
        </DialogTitle>
      ) : null}
      <DialogContent>
        <DialogContentText id={textId}>{text}</DialogContentText>
        {children}
        {error ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions sx={secondaryAction ? { flexWrap: 'wrap', gap: 1 } : undefined}>
        <Button onClick={onClose} disabled={locked} autoFocus={cancelFocused}>
          {keepLabel}
        </Button>
        {secondaryAction}
        <Button
          color={tone}
          variant="contained"
          disabled={pending}
          sx={tone === 'error' ? { color: DARK_TEXT } : undefined}
          onClick={onConfirm}
        >
          {pending && pendingLabel ? pendingLabel : confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

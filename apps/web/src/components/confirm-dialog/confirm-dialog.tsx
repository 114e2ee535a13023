/** The one "Are you sure?" of the app: deleting a site, an asset or a client, cancelling a visit. */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { type ReactNode, useId } from 'react';
import { DARK_TEXT } from '@/components/project-chips';

export function ConfirmDialog({
  title,
  text,
  error,
  pending,
  confirmLabel = 'Delete',
  keepLabel = 'Cancel',
  onConfirm,
  onClose,
  children,
}: {
  title: string;
  text: string;
  /** The server's refusal, shown above the buttons. */
  error: string | null;
  pending: boolean;
  confirmLabel?: string;
  keepLabel?: string;
  onConfirm: () => void;
  onClose: () => void;
  /** More to say before deciding (a warning). */
  children?: ReactNode;
}) {
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </DialogTitle>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
        {children}
        {error ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{keepLabel}</Button>
        <Button
          color="error"
          variant="contained"
          disabled={pending}
          sx={{ color: DARK_TEXT }}
          onClick={onConfirm}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

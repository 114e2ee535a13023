/** The one "Delete …?" confirmation of the sites screens (a site, an asset). */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { DARK_TEXT } from '@/components/project-chips';
import { S } from '../strings';

export function ConfirmDeleteDialog({
  title,
  text,
  error,
  pending,
  onConfirm,
  onClose,
}: {
  title: string;
  text: string;
  /** The server's refusal, shown above the buttons. */
  error: string | null;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog open onClose={onClose} aria-labelledby="confirm-delete-title">
      <DialogTitle id="confirm-delete-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
        {error ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{S.cancel}</Button>
        <Button
          color="error"
          variant="contained"
          disabled={pending}
          sx={{ color: DARK_TEXT }}
          onClick={onConfirm}
        >
          {S.delete}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Confirms disabling an account: it is signed out everywhere at once. */
import type { ManagedUser } from '@firebreak/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { DARK_TEXT } from '@/components/project-chips';
import { errorMessage } from '@/lib/api-error';
import { useSetUserDisabled } from '../api/set-user-disabled';
import { S } from '../strings';

type Props = { user: ManagedUser; onClose: () => void; onDone: (message: string) => void };

export function DisableUserDialog({ user, onClose, onDone }: Props) {
  const disable = useSetUserDisabled();
  const name = `${user.firstName} ${user.lastName}`;
  const confirm = () =>
    disable.mutate(
      { id: user.id, disabled: true },
      {
        onSuccess: () => {
          onDone(S.done.disabled(name));
          onClose();
        },
      },
    );
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{S.disableDialog.title(name)}</DialogTitle>
      <DialogContent>
        <DialogContentText>{S.disableDialog.body}</DialogContentText>
        {disable.isError ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorMessage(disable.error, S.actionFailed)}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{S.disableDialog.cancel}</Button>
        <Button
          color="error"
          variant="contained"
          sx={{ color: DARK_TEXT }}
          onClick={confirm}
          disabled={disable.isPending}
        >
          {S.disableDialog.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Refuses an account waiting after sign-up: it is removed; the audit trail keeps the request. */
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
import { useRefuseUser } from '../api/refuse-user';
import { S } from '../strings';

type Props = { user: ManagedUser; onClose: () => void; onDone: (message: string) => void };

export function RefuseUserDialog({ user, onClose, onDone }: Props) {
  const refuse = useRefuseUser();
  const name = `${user.firstName} ${user.lastName}`;
  const T = S.refuseDialog;
  const confirm = () =>
    refuse.mutate(user.id, {
      onSuccess: () => {
        onDone(S.done.refused(name));
        onClose();
      },
    });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{T.title(name)}</DialogTitle>
      <DialogContent>
        {refuse.isError ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {errorMessage(refuse.error, S.actionFailed)}
          </Alert>
        ) : null}
        <DialogContentText>{T.body(user.email)}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={refuse.isPending}>
          {T.cancel}
        </Button>
        <Button
          color="error"
          variant="contained"
          sx={{ color: DARK_TEXT }}
          onClick={confirm}
          disabled={refuse.isPending}
        >
          {T.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

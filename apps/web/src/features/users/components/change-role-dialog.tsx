/** Picks a new role for an account; the last active administrator's refusal is shown as sent. */
import { type ManagedUser, ROLE_LABELS, ROLES, type Role } from '@firebreak/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { errorMessage } from '@/lib/api-error';
import { useChangeRole } from '../api/change-role';
import { S } from '../strings';

type Props = { user: ManagedUser; onClose: () => void; onDone: (message: string) => void };

export function ChangeRoleDialog({ user, onClose, onDone }: Props) {
  const change = useChangeRole();
  const [role, setRole] = useState<Role>(user.role);
  const name = `${user.firstName} ${user.lastName}`;
  const save = () =>
    change.mutate(
      { id: user.id, role },
      {
        onSuccess: (saved) => {
          onDone(S.done.role(name, ROLE_LABELS[saved.role]));
          onClose();
        },
      },
    );
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{S.roleDialog.title(name)}</DialogTitle>
      <DialogContent>
        {change.isError ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {errorMessage(change.error, S.actionFailed)}
          </Alert>
        ) : null}
        <TextField
          select
          label={S.roleDialog.label}
          value={role}
          onChange={(event) => setRole(event.target.value as Role)}
          fullWidth
          margin="dense"
        >
          {ROLES.map((option) => (
            <MenuItem key={option} value={option}>
              {ROLE_LABELS[option]}
            </MenuItem>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{S.roleDialog.cancel}</Button>
        <Button variant="contained" onClick={save} disabled={change.isPending || role === user.role}>
          {S.roleDialog.save}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

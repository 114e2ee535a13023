/**
 * Approves an account waiting after sign-up: the role it asked for is chosen at first and may be
 * changed; optionally the person on Personnel the account belongs to (otherwise a new person).
 */
import { type ManagedUser, ROLE_LABELS, ROLES, type Role, type TeamMember } from '@firebreak/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { errorMessage } from '@/lib/api-error';
import { useApproveUser } from '../api/approve-user';
import { S } from '../strings';
import { PersonPicker } from './person-picker';

type Props = { user: ManagedUser; onClose: () => void; onDone: (message: string) => void };

export function ApproveUserDialog({ user, onClose, onDone }: Props) {
  const approve = useApproveUser();
  const [role, setRole] = useState<Role>(user.requestedRole ?? 'TECHNICIAN');
  const [person, setPerson] = useState<TeamMember | null>(null);
  const name = `${user.firstName} ${user.lastName}`;
  const T = S.approveDialog;
  const save = () =>
    approve.mutate(
      { id: user.id, role, personId: person?.id ?? null },
      {
        onSuccess: (saved) => {
          onDone(S.done.approved(name, ROLE_LABELS[saved.role]));
          onClose();
        },
      },
    );
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{T.title(name)}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>
          {T.intro(user.email, user.requestedRole ? ROLE_LABELS[user.requestedRole] : '—')}
        </DialogContentText>
        {approve.isError ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {errorMessage(approve.error, S.actionFailed)}
          </Alert>
        ) : null}
        <TextField
          select
          label={T.role}
          value={role}
          onChange={(event) => setRole(event.target.value as Role)}
          fullWidth
          margin="dense"
          disabled={approve.isPending}
        >
          {ROLES.map((option) => (
            <MenuItem key={option} value={option}>
              {ROLE_LABELS[option]}
              {option === user.requestedRole ? ` ${T.asked}` : ''}
            </MenuItem>
          ))}
        </TextField>
        <PersonPicker value={person} onChange={setPerson} disabled={approve.isPending} nameHint={name} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={approve.isPending}>
          {T.cancel}
        </Button>
        <Button variant="contained" onClick={save} disabled={approve.isPending}>
          {T.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

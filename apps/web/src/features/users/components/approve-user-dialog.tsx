/**
 * Approves an account waiting after sign-up: the role it asked for is chosen at first and may be
 * changed; optionally the person on Personnel the account belongs to (otherwise a new person).
 */
import {
  isStaffRole,
  type ManagedUser,
  ROLE_LABELS,
  STAFF_ROLES,
  type StaffRole,
  type TeamMember,
} from '@firebreak/shared';
import DialogContentText from '@mui/material/DialogContentText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { FormDialog } from '@/components/form-dialog/form-dialog';
import { errorMessage } from '@/lib/api-error';
import { useApproveUser } from '../api/approve-user';
import { S } from '../strings';
import { PersonPicker } from './person-picker';

type Props = { user: ManagedUser; onClose: () => void; onDone: (message: string) => void };

export function ApproveUserDialog({ user, onClose, onDone }: Props) {
  const approve = useApproveUser();
  const titleId = useId();
  const [role, setRole] = useState<StaffRole>(
    isStaffRole(user.requestedRole) ? user.requestedRole : 'TECHNICIAN',
  );
  const [person, setPerson] = useState<TeamMember | null>(null);
  const name = `${user.firstName} ${user.lastName}`;
  const T = S.approveDialog;
  const save = (event: React.FormEvent) => {
    event.preventDefault();
    if (approve.isPending) return;
    approve.mutate(
      { id: user.id, role, personId: person?.id ?? null },
      {
        onSuccess: (saved) => {
          onDone(S.done.approved(name, ROLE_LABELS[saved.role]));
          onClose();
        },
      },
    );
  };
  return (
    <FormDialog
      title={T.title(name)}
      titleId={titleId}
      onClose={onClose}
      onSubmit={save}
      busy={approve.isPending}
      cancelDisabledWhileBusy
      error={approve.isError ? errorMessage(approve.error, S.actionFailed) : null}
      saveLabel={T.confirm}
      cancelLabel={T.cancel}
      intro={
        <DialogContentText>
          {T.intro(user.email, user.requestedRole ? ROLE_LABELS[user.requestedRole] : '—')}
        </DialogContentText>
      }
    >
      <TextField
        select
        label={T.role}
        value={role}
        onChange={(event) => setRole(event.target.value as StaffRole)}
        fullWidth
        disabled={approve.isPending}
      >
        {STAFF_ROLES.map((option) => (
          <MenuItem key={option} value={option}>
            {ROLE_LABELS[option]}
            {option === user.requestedRole ? ` ${T.asked}` : ''}
          </MenuItem>
        ))}
      </TextField>
      <PersonPicker value={person} onChange={setPerson} disabled={approve.isPending} nameHint={name} />
    </FormDialog>
  );
}

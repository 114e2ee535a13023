/** Picks a new role for an account; the last active administrator's refusal is shown as sent. */
import { isStaffRole, type ManagedUser, ROLE_LABELS, STAFF_ROLES, type StaffRole } from '@firebreak/shared';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { FormDialog } from '@/components/form-dialog/form-dialog';
import { errorMessage } from '@/lib/api-error';
import { useChangeRole } from '../api/change-role';
import { S } from '../strings';

type Props = { user: ManagedUser; onClose: () => void; onDone: (message: string) => void };

export function ChangeRoleDialog({ user, onClose, onDone }: Props) {
  const change = useChangeRole();
  const titleId = useId();
  const [role, setRole] = useState<StaffRole>(isStaffRole(user.role) ? user.role : 'TECHNICIAN');
  const name = `${user.firstName} ${user.lastName}`;
  const save = (event: React.FormEvent) => {
    event.preventDefault();
    if (change.isPending || role === user.role) return;
    change.mutate(
      { id: user.id, role },
      {
        onSuccess: (saved) => {
          onDone(S.done.role(name, ROLE_LABELS[saved.role]));
          onClose();
        },
      },
    );
  };
  return (
    <FormDialog
      title={S.roleDialog.title(name)}
      titleId={titleId}
      onClose={onClose}
      onSubmit={save}
      busy={change.isPending}
      saveDisabled={role === user.role}
      error={change.isError ? errorMessage(change.error, S.actionFailed) : null}
      maxWidth="xs"
      saveLabel={S.roleDialog.save}
      cancelLabel={S.roleDialog.cancel}
    >
      <TextField
        select
        label={S.roleDialog.label}
        value={role}
        onChange={(event) => setRole(event.target.value as StaffRole)}
        fullWidth
      >
        {STAFF_ROLES.map((option) => (
          <MenuItem key={option} value={option}>
            {ROLE_LABELS[option]}
          </MenuItem>
        ))}
      </TextField>
    </FormDialog>
  );
}

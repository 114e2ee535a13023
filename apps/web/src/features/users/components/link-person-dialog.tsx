/** Links an account to a person on Personnel who has no sign-in yet (their visits and plans become theirs). */
import type { ManagedUser, TeamMember } from '@firebreak/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { errorMessage } from '@/lib/api-error';
import { useLinkPerson } from '../api/link-person';
import { S } from '../strings';
import { PersonPicker } from './person-picker';

type Props = { user: ManagedUser; onClose: () => void; onDone: (message: string) => void };

export function LinkPersonDialog({ user, onClose, onDone }: Props) {
  const link = useLinkPerson();
  const [person, setPerson] = useState<TeamMember | null>(null);
  const name = `${user.firstName} ${user.lastName}`;
  const T = S.linkPersonDialog;
  const save = () => {
    if (!person) return;
    link.mutate(
      { id: user.id, personId: person.id },
      {
        onSuccess: () => {
          onDone(S.done.linked(name, person.name));
          onClose();
        },
      },
    );
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{T.title(name)}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>{T.intro(user.person?.name ?? null)}</DialogContentText>
        {link.isError ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {errorMessage(link.error, S.actionFailed)}
          </Alert>
        ) : null}
        <PersonPicker
          value={person}
          onChange={setPerson}
          disabled={link.isPending}
          nameHint={name}
          helperText={T.help}
          required
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={link.isPending}>
          {T.cancel}
        </Button>
        <Button variant="contained" onClick={save} disabled={link.isPending || !person}>
          {T.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

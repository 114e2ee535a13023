/** Links an account to a person on Personnel who has no sign-in yet (their visits and plans become theirs). */
import type { ManagedUser, TeamMember } from '@firebreak/shared';
import DialogContentText from '@mui/material/DialogContentText';
import { useId, useState } from 'react';
import { FormDialog } from '@/components/form-dialog/form-dialog';
import { errorMessage } from '@/lib/api-error';
import { useLinkPerson } from '../api/link-person';
import { S } from '../strings';
import { PersonPicker } from './person-picker';

type Props = { user: ManagedUser; onClose: () => void; onDone: (message: string) => void };

export function LinkPersonDialog({ user, onClose, onDone }: Props) {
  const link = useLinkPerson();
  const titleId = useId();
  const [person, setPerson] = useState<TeamMember | null>(null);
  const name = `${user.firstName} ${user.lastName}`;
  const T = S.linkPersonDialog;
  const save = (event: React.FormEvent) => {
    event.preventDefault();
    if (!person || link.isPending) return;
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
    <FormDialog
      title={T.title(name)}
      titleId={titleId}
      onClose={onClose}
      onSubmit={save}
      busy={link.isPending}
      saveDisabled={!person}
      cancelDisabledWhileBusy
      error={link.isError ? errorMessage(link.error, S.actionFailed) : null}
      saveLabel={T.confirm}
      cancelLabel={T.cancel}
      intro={<DialogContentText>{T.intro(user.person?.name ?? null)}</DialogContentText>}
    >
      <PersonPicker
        value={person}
        onChange={setPerson}
        disabled={link.isPending}
        nameHint={name}
        helperText={T.help}
        required
      />
    </FormDialog>
  );
}

/** Confirms disabling an account: it is signed out everywhere at once. */
import type { ManagedUser } from '@firebreak/shared';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
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
    <ConfirmDialog
      title={S.disableDialog.title(name)}
      text={S.disableDialog.body}
      error={disable.isError ? errorMessage(disable.error, S.actionFailed) : null}
      pending={disable.isPending}
      confirmLabel={S.disableDialog.confirm}
      keepLabel={S.disableDialog.cancel}
      maxWidth="xs"
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}

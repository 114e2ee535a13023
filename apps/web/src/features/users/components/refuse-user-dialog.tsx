/** Refuses an account waiting after sign-up: it is removed; the audit trail keeps the request. */
import type { ManagedUser } from '@firebreak/shared';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
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
    <ConfirmDialog
      title={T.title(name)}
      text={T.body(user.email)}
      error={refuse.isError ? errorMessage(refuse.error, S.actionFailed) : null}
      pending={refuse.isPending}
      confirmLabel={T.confirm}
      keepLabel={T.cancel}
      maxWidth="xs"
      lockWhilePending
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}

import type { Client } from '@firebreak/shared';
import Alert from '@mui/material/Alert';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
import { errorMessage } from '@/lib/api-error';
import { useDeleteClient } from '../api/delete-client';
import { S } from '../strings';

export function DeleteClientDialog({
  client,
  onClose,
  onDeleted,
}: {
  client: Client;
  onClose: () => void;
  onDeleted?: (text: string) => void;
}) {
  const remove = useDeleteClient();
  return (
    <ConfirmDialog
      title={S.confirmDeleteTitle}
      text={S.confirmDelete(client.name)}
      keepLabel={S.cancel}
      confirmLabel={S.delete}
      pending={remove.isPending}
      error={remove.isError ? errorMessage(remove.error, 'Could not delete the client') : null}
      onClose={onClose}
      onConfirm={() =>
        remove.mutate(client.id, {
          onSuccess: () => (onDeleted ? onDeleted(S.deleted(client.name)) : onClose()),
        })
      }
    >
      {client.totalProjects > 0 ? (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {S.deleteWithProjects(client.totalProjects)}
        </Alert>
      ) : null}
    </ConfirmDialog>
  );
}

import type { Client } from '@firebreak/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { DARK_TEXT } from '@/components/project-chips';
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
    <Dialog open onClose={onClose}>
      <DialogTitle>{S.confirmDeleteTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText>{S.confirmDelete(client.name)}</DialogContentText>
        {client.totalProjects > 0 ? (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {S.deleteWithProjects(client.totalProjects)}
          </Alert>
        ) : null}
        {remove.isError ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorMessage(remove.error, 'Could not delete the client')}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{S.cancel}</Button>
        <Button
          color="error"
          variant="contained"
          disabled={remove.isPending}
          sx={{ color: DARK_TEXT }}
          onClick={() =>
            remove.mutate(client.id, {
              onSuccess: () => (onDeleted ? onDeleted(S.deleted(client.name)) : onClose()),
            })
          }
        >
          {S.delete}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

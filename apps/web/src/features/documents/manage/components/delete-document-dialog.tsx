/** Confirms a delete; a refusal (403 when the role may not delete it) shows the server's text. */
import type { CatalogueDocument } from '@firebreak/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { errorMessage } from '@/lib/api-error';
import { useDeleteDocument } from '../../api/delete-document';
import { MANAGE_STRINGS as S } from '../strings';

export function DeleteDocumentDialog({
  doc,
  onClose,
  onDone,
}: {
  doc: CatalogueDocument;
  onClose: () => void;
  onDone: (doc: CatalogueDocument) => void;
}) {
  const remove = useDeleteDocument();
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setError(null);
    try {
      await remove.mutateAsync(doc.id);
      onDone(doc);
    } catch (cause) {
      setError(errorMessage(cause, S.deleteFailed));
    }
  };

  return (
    <Dialog
      open
      onClose={remove.isPending ? undefined : onClose}
      aria-labelledby="delete-document-title"
      aria-describedby="delete-document-text"
    >
      <DialogTitle id="delete-document-title">{S.deleteTitle}</DialogTitle>
      <DialogContent>
        {error ? (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {error}
          </Alert>
        ) : null}
        <DialogContentText id="delete-document-text">{S.deleteText(doc.name)}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={remove.isPending} autoFocus>
          {S.cancel}
        </Button>
        <Button
          color="error"
          variant="contained"
          onClick={confirm}
          disabled={remove.isPending}
          // The dark theme's error red is too light for white text (axe contrast); its dark shade is not.
          sx={{ bgcolor: 'error.dark', '&:hover': { bgcolor: '#b71c1c' } }}
        >
          {remove.isPending ? S.deleting : S.deleteButton}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

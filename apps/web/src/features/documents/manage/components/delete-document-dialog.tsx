/** Confirms a delete; a refusal (403 when the role may not delete it) shows the server's text. */
import type { CatalogueDocument } from '@firebreak/shared';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
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
    <ConfirmDialog
      title={S.deleteTitle}
      text={S.deleteText(doc.name)}
      error={error}
      pending={remove.isPending}
      pendingLabel={S.deleting}
      confirmLabel={S.deleteButton}
      keepLabel={S.cancel}
      lockWhilePending
      cancelFocused
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}

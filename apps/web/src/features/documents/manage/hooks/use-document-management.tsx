/**
 * Upload, edit and delete for any screen that shows documents: who may change what (the role and
 * whether they uploaded it, as the server decides), which dialog is open, and the dialogs themselves.
 */
import type { CatalogueDocument } from '@firebreak/shared';
import { useState } from 'react';
import { useAuth } from '@/lib/session/use-auth';
import { canDeleteDocument, canEditDocument } from '../can-manage';
import { DeleteDocumentDialog } from '../components/delete-document-dialog';
import { DocumentFormDialog } from '../components/document-form-dialog';

type Open =
  | { kind: 'upload' }
  | { kind: 'edit'; doc: CatalogueDocument }
  | { kind: 'delete'; doc: CatalogueDocument };

export function useDocumentManagement({
  onUploaded,
  onSaved,
  onDeleted,
}: {
  onUploaded?: (doc: CatalogueDocument) => void;
  onSaved?: (doc: CatalogueDocument) => void;
  onDeleted?: (doc: CatalogueDocument) => void;
}) {
  const { user } = useAuth();
  const [open, setOpen] = useState<Open | null>(null);
  const close = () => setOpen(null);

  const dialogs =
    open === null ? null : open.kind === 'delete' ? (
      <DeleteDocumentDialog
        doc={open.doc}
        onClose={close}
        onDone={(doc) => {
          close();
          onDeleted?.(doc);
        }}
      />
    ) : (
      <DocumentFormDialog
        mode={open}
        onClose={close}
        onDone={(doc) => {
          close();
          (open.kind === 'upload' ? onUploaded : onSaved)?.(doc);
        }}
      />
    );

  return {
    canEdit: (doc: CatalogueDocument) => canEditDocument(user, doc),
    canDelete: (doc: CatalogueDocument) => canDeleteDocument(user, doc),
    openUpload: () => setOpen({ kind: 'upload' }),
    openEdit: (doc: CatalogueDocument) => setOpen({ kind: 'edit', doc }),
    openDelete: (doc: CatalogueDocument) => setOpen({ kind: 'delete', doc }),
    dialogs,
  };
}

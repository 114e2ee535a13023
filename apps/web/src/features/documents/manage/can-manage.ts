/**
 * Mirrors the server's rules for PATCH and DELETE /api/documents/:id (docs/permissions.md): the office
 * and engineers edit any document's details, technicians only their own uploads; the office deletes
 * any, engineers and technicians only their own.
 */
import { type CatalogueDocument, canOnRow, type User } from '@firebreak/shared';

type Who = Pick<User, 'id' | 'role'> | null;
type Doc = Pick<CatalogueDocument, 'uploadedBy'>;

const isUploader = (user: Who, doc: Doc) =>
  Boolean(user && doc.uploadedBy !== null && doc.uploadedBy === user.id);

export function canEditDocument(user: Who, doc: Doc): boolean {
  return canOnRow(user?.role, 'documents.update', isUploader(user, doc));
}

export function canDeleteDocument(user: Who, doc: Doc): boolean {
  return canOnRow(user?.role, 'documents.delete', isUploader(user, doc));
}

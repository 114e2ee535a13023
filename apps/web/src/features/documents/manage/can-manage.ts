/** Mirrors the server's rule for PATCH and DELETE /api/documents/:id: an ADMIN, or the uploader. */
import type { CatalogueDocument, User } from '@firebreak/shared';

export function canManageDocument(
  user: Pick<User, 'id' | 'role'> | null,
  doc: Pick<CatalogueDocument, 'uploadedBy'>,
): boolean {
  if (!user) return false;
  return user.role === 'ADMIN' || (doc.uploadedBy !== null && doc.uploadedBy === user.id);
}

/**
 * The server's side of the permission matrix (packages/shared/src/common/permissions.ts): the route guard
 * calls assertCan with the route's declared permission; services that hold the row call
 * assertCanOnRow for owner rules (a document's uploader, a project's team).
 */
import { can, canOnRow, PERMISSION_MESSAGES, type Permission, type Role } from '@firebreak/shared';
import { forbidden } from './errors';

export function assertCan(role: string, permission: Permission | undefined): void {
  if (!permission) throw forbidden(PERMISSION_MESSAGES.undeclared);
  if (!can(role, permission)) throw forbidden(PERMISSION_MESSAGES.forbidden);
}

export function assertCanOnRow(role: string, permission: Permission, isOwn: boolean): void {
  assertCan(role, permission);
  if (!canOnRow(role, permission, isOwn)) throw forbidden(PERMISSION_MESSAGES.notOwner);
}

/** Who is acting, as services need it for owner rules and the audit trail. */
export type Actor = { id: string; role: Role };

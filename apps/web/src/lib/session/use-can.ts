/**
 * What the signed-in user's role allows (the matrix in @firebreak/shared, docs/permissions.md). Screens
 * hide what a role cannot do: `const can = useCan(); can('clients.delete') && <DeleteButton/>`.
 * The server refuses it anyway; hiding only spares the user a 403.
 */
import { can, canOnRow, type Permission } from '@firebreak/shared';
import { useCallback } from 'react';
import { useAuth } from './use-auth';

export function useCan(): (permission: Permission) => boolean {
  const role = useAuth().user?.role;
  return useCallback((permission: Permission) => can(role, permission), [role]);
}

/** For owner-scoped actions: whether the user may act on one row, given whether it is theirs. */
export function useCanOnRow(): (permission: Permission, isOwn: boolean) => boolean {
  const role = useAuth().user?.role;
  return useCallback((permission: Permission, isOwn: boolean) => canOnRow(role, permission, isOwn), [role]);
}

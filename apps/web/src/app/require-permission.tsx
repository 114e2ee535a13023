/** Wraps a screen that needs a permission: other roles get the Forbidden page (the API refuses them too). */
import type { Permission } from '@firebreak/shared';
import type { ReactNode } from 'react';
import { ForbiddenPage } from '@/components/forbidden-page';
import { useCan } from '@/lib/session/use-can';

export function RequirePermission({ permission, children }: { permission: Permission; children: ReactNode }) {
  const can = useCan();
  return can(permission) ? children : <ForbiddenPage />;
}

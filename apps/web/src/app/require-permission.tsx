/** Wraps a screen that needs a permission: other roles get the Forbidden page (the API refuses them too). */
import type { Permission } from '@firebreak/shared';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { ForbiddenPage } from '@/components/forbidden-page';
import { useCan } from '@/lib/session/use-can';

export function RequirePermission({ permission, children }: { permission: Permission; children: ReactNode }) {
  const can = useCan();
  return can(permission) ? children : <ForbiddenPage />;
}

/**
 * The client portal's frame and pages are a client's contact's only ('portal.read'): staff get the
 * Forbidden page, on its own (the portal's frame would ask the API for what staff may not read).
 */
export function RequirePortal({ children }: { children: ReactNode }) {
  const can = useCan();
  if (can('portal.read')) return children;
  return (
    <Box component="main" sx={{ p: { xs: 2, sm: 3 } }}>
      <ForbiddenPage />
    </Box>
  );
}

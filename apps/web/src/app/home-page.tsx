/**
 * '/': the office's dashboard. A technician's home is My day (issue 30 §1): a technician arriving at
 * '/' after sign-in or at the bare address is sent there; the dashboard itself they reach from the
 * side menu, which the matrix allows them ('dashboard.read'). A client's contact's home is the portal.
 */
import { can, PATHS } from '@firebreak/shared';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAuth } from '@/lib/session/use-auth';

/** The navigation state of the menu's Dashboard entry. */
export const DASHBOARD_CHOSEN = { dashboard: true } as const;

const chosen = (state: unknown) =>
  Boolean(state && typeof state === 'object' && 'dashboard' in state && state.dashboard === true);

export function HomePage({ dashboard }: { dashboard: ReactNode }) {
  const { user } = useAuth();
  const location = useLocation();
  // A client's contact's home is the portal (decision 0092).
  if (user?.role === 'CLIENT') return <Navigate to={PATHS.portal} replace />;
  if (user?.role === 'TECHNICIAN' && can(user.role, 'my-day.read') && !chosen(location.state))
    return <Navigate to={PATHS.myDay} replace />;
  return dashboard;
}

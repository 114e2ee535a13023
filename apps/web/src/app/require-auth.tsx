/** Spec §2 Authentication guard: spinner while the session check runs, else sign-in with `from`. */
import { PATHS } from '@firebreak/shared';
import { Navigate, Outlet, useLocation } from 'react-router';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { useAuth } from '@/lib/session/use-auth';

export function RequireAuth() {
  const { status, signedOut } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <FullPageSpinner />;
  // After Logout the next person (on a shared phone, someone else) starts at home, not on this page.
  if (status === 'unauthenticated')
    return <Navigate to={PATHS.login} replace state={signedOut ? null : { from: location }} />;
  return <Outlet />;
}

/** Sign-in and sign-up are for signed-out visitors: others go back where they were headed, or '/'. */
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { returnPathFromState } from '@/lib/return-path';
import { useAuth } from '@/lib/session/use-auth';

export function GuestOnly({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <FullPageSpinner />;
  if (status === 'authenticated') return <Navigate to={returnPathFromState(location.state)} replace />;
  return children;
}

/** The layout every authenticated route shares (spec §2 Shell): top bar, side menu, content. */
import { PATHS } from '@firebreak/shared';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import { Suspense, useState } from 'react';
import { Navigate, Outlet } from 'react-router';
import { SectionSpinner } from '@/components/section-spinner';
import { useOtherStoresPruned } from '@/features/visits/hooks/use-other-stores-pruned';
import { useAuth } from '@/lib/session/use-auth';
import { useRealtimeConnection } from '@/lib/socket/use-realtime';
import { SideMenu } from './side-menu';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { TopBar } from './top-bar';

export default function AppShell() {
  const role = useAuth().user?.role;
  // A client's contact has the portal, never the office's screens (decision 0092).
  if (role === 'CLIENT') return <Navigate to={PATHS.portal} replace />;
  return <StaffShell />;
}

function StaffShell() {
  const [mobileOpen, setMobileOpen] = useState(false);
  // The shell is shown only when signed in: realtime connects here and stops on logout (unmount).
  useRealtimeConnection();
  // A shared phone keeps nothing of the people signed in before beyond their own unsent changes.
  useOtherStoresPruned(useAuth().user?.id);
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <SkipLink />
      <TopBar onMenuClick={() => setMobileOpen(true)} />
      <SideMenu mobileOpen={mobileOpen} onMobileClose={() => setMobileOpen(false)} />
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        // Focusable by the skip link only; a ring round the whole page would say nothing.
        tabIndex={-1}
        sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, sm: 3 }, '&:focus': { outline: 'none' } }}
      >
        <Toolbar />
        <Suspense fallback={<SectionSpinner />}>
          <Outlet />
        </Suspense>
      </Box>
    </Box>
  );
}

/**
 * The client portal's frame (issue 31, decision 0092), apart from the office's shell: a top bar with
 * the contractor's name, the contact's account menu and, on a wide screen, the five places; on a phone
 * the places are a bottom navigation. Realtime connects here as in the office's shell, and a portal
 * update reads the portal's screens again.
 */
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { SectionSpinner } from '@/components/section-spinner';
import { usePortalMe } from '@/features/portal/api/get-portal-me';
import { usePortalUpdates } from '@/features/portal/hooks/use-portal-updates';
import { P } from '@/features/portal/strings';
import { useRealtimeConnection } from '@/lib/socket/use-realtime';
import { PortalAccountMenu } from './portal-account-menu';
import { PortalBottomNav, PortalTopNav } from './portal-nav';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

export default function PortalShell() {
  useRealtimeConnection();
  usePortalUpdates();
  const wide = useMediaQuery(useTheme().breakpoints.up('md'), { noSsr: true });
  const me = usePortalMe();
  const companyName = me.data?.company.name ?? P.portalName;
  return (
    <Box sx={{ minHeight: '100vh' }}>
      <SkipLink />
      <AppBar position="fixed">
        <Toolbar sx={{ gap: 1 }}>
          <Typography
            variant="h6"
            component="div"
            sx={{
              flexGrow: wide ? 0 : 1,
              minWidth: 0,
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
            }}
          >
            {companyName}
          </Typography>
          {wide ? (
            <Box sx={{ flexGrow: 1, display: 'flex', justifyContent: 'center', minWidth: 0 }}>
              <PortalTopNav />
            </Box>
          ) : null}
          <PortalAccountMenu wide={wide} />
        </Toolbar>
      </AppBar>
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        sx={{
          maxWidth: 1200,
          mx: 'auto',
          p: { xs: 2, sm: 3 },
          // Room for the bottom navigation on a phone.
          pb: { xs: 11, md: 3 },
          '&:focus': { outline: 'none' },
        }}
      >
        <Toolbar />
        <Suspense fallback={<SectionSpinner />}>
          <Outlet />
        </Suspense>
      </Box>
      {wide ? null : <PortalBottomNav />}
    </Box>
  );
}

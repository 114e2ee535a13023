/**
 * The portal's five places: a bottom navigation on a phone (thumb reach, 390 px), links in the top bar
 * on a wider screen. A site's page belongs to Sites.
 */
import { PATHS } from '@firebreak/shared';
import Apartment from '@mui/icons-material/Apartment';
import MenuBook from '@mui/icons-material/MenuBook';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import ReportProblem from '@mui/icons-material/ReportProblem';
import RequestQuote from '@mui/icons-material/RequestQuote';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import type { ReactElement } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { P } from '@/features/portal/strings';

export const PORTAL_NAV: ReadonlyArray<{ label: string; path: string; icon: ReactElement }> = [
  { label: P.nav.sites, path: PATHS.portal, icon: <Apartment /> },
  { label: P.nav.quotes, path: PATHS.portalQuotes, icon: <RequestQuote /> },
  { label: P.nav.invoices, path: PATHS.portalInvoices, icon: <ReceiptLong /> },
  { label: P.nav.requests, path: PATHS.portalRequests, icon: <ReportProblem /> },
  { label: P.nav.logbook, path: PATHS.portalLogbook, icon: <MenuBook /> },
];

/** The entry the page belongs to: Sites for '/portal' and a site's page. */
function currentEntry(pathname: string): string | undefined {
  const deeper = PORTAL_NAV.find((entry) => entry.path !== PATHS.portal && pathname.startsWith(entry.path));
  if (deeper) return deeper.path;
  if (pathname === PATHS.portal || pathname.startsWith('/portal/sites/')) return PATHS.portal;
  return undefined;
}

/** Links in the top bar (1280 px). */
export function PortalTopNav() {
  const current = currentEntry(useLocation().pathname);
  return (
    <Box component="nav" aria-label={P.nav.label} sx={{ display: 'flex', gap: 0.5, mx: 2 }}>
      {PORTAL_NAV.map((entry) => {
        const isCurrent = entry.path === current;
        return (
          <Button
            key={entry.path}
            component={RouterLink}
            to={entry.path}
            color="inherit"
            startIcon={entry.icon}
            aria-current={isCurrent ? 'page' : undefined}
            sx={{
              minHeight: 44,
              fontWeight: isCurrent ? 700 : 500,
              borderBottom: 3,
              borderColor: isCurrent ? 'currentColor' : 'transparent',
              borderRadius: 0,
            }}
          >
            {entry.label}
          </Button>
        );
      })}
    </Box>
  );
}

/** A bottom navigation on a phone, fixed over the foot of the page. */
export function PortalBottomNav() {
  const current = currentEntry(useLocation().pathname);
  return (
    <Paper
      component="nav"
      aria-label={P.nav.label}
      elevation={8}
      sx={{ position: 'fixed', bottom: 0, left: 0, right: 0, zIndex: (theme) => theme.zIndex.appBar }}
    >
      <BottomNavigation showLabels value={current ?? false} component="div">
        {PORTAL_NAV.map((entry) => (
          <BottomNavigationAction
            key={entry.path}
            component={RouterLink}
            to={entry.path}
            value={entry.path}
            label={entry.label}
            icon={entry.icon}
            aria-current={entry.path === current ? 'page' : undefined}
            sx={{ minWidth: 0, px: 0.5 }}
          />
        ))}
      </BottomNavigation>
    </Paper>
  );
}

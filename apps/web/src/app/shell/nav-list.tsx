/**
 * The side-menu entries of spec §2 Shell, the current one highlighted; an entry that needs a permission
 * is shown only to roles that hold it: Quoting among the eight, Users and Audit below a divider.
 */
import { ADMIN_MENU_ENTRIES, MENU_ENTRIES, type MenuEntry, PATHS } from '@firebreak/shared';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { useCan } from '@/lib/session/use-can';
import { DASHBOARD_CHOSEN } from '../home-page';
import { MENU_ICONS } from './menu-icons';

/** Pages under an entry whose paths do not start with it: a client's site belongs to Clients. */
const ALSO_UNDER: Record<string, string> = { '/clients': '/sites/', '/invoices': '/debtors' };

function isCurrentEntry(entryPath: string, pathname: string): boolean {
  if (entryPath === '/') return pathname === '/';
  const also = ALSO_UNDER[entryPath];
  return (
    pathname === entryPath ||
    pathname.startsWith(`${entryPath}/`) ||
    (also !== undefined && pathname.startsWith(also))
  );
}

type NavListProps = { onNavigate?: () => void; children?: ReactNode };

function EntryList({
  entries,
  pathname,
  onNavigate,
}: {
  entries: readonly MenuEntry[];
  pathname: string;
  onNavigate?: () => void;
}) {
  return (
    <List>
      {entries.map((entry) => {
        const current = isCurrentEntry(entry.path, pathname);
        return (
          <ListItem key={entry.path} disablePadding>
            <ListItemButton
              component={RouterLink}
              to={entry.path}
              // Chosen from the menu: the dashboard itself, also for a technician whose home is My day.
              state={entry.path === PATHS.dashboard ? DASHBOARD_CHOSEN : undefined}
              selected={current}
              aria-current={current ? 'page' : undefined}
              onClick={onNavigate}
            >
              <ListItemIcon>{MENU_ICONS[entry.path]}</ListItemIcon>
              <ListItemText primary={entry.label} />
            </ListItemButton>
          </ListItem>
        );
      })}
    </List>
  );
}

export function NavList({ onNavigate, children }: NavListProps) {
  const { pathname } = useLocation();
  const can = useCan();
  const visible = (entry: MenuEntry) => !entry.permission || can(entry.permission);
  const entries = MENU_ENTRIES.filter(visible);
  const adminEntries = ADMIN_MENU_ENTRIES.filter(visible);
  return (
    <Box component="nav" aria-label="Main navigation">
      {/* Keeps the first entry below the fixed top bar. */}
      <Toolbar />
      <EntryList entries={entries} pathname={pathname} onNavigate={onNavigate} />
      {adminEntries.length > 0 ? (
        <>
          <Divider />
          <EntryList entries={adminEntries} pathname={pathname} onNavigate={onNavigate} />
        </>
      ) : null}
      {children}
    </Box>
  );
}

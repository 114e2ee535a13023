/** Spec §2 Shell top bar: menu button (small screens), product name, role badge, avatar menu. */
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { RealtimeStatus } from '@/components/realtime-status';
import { RoleBadge } from '@/components/role-badge';
import { useAppName } from '@/lib/app-config';
import { useAuth } from '@/lib/session/use-auth';
import { AccountMenu } from './account-menu';

export function TopBar({ onMenuClick }: { onMenuClick: () => void }) {
  const appName = useAppName();
  const { user } = useAuth();
  return (
    <AppBar position="fixed" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
      <Toolbar sx={{ gap: 1 }}>
        <IconButton
          color="inherit"
          edge="start"
          aria-label="open navigation menu"
          onClick={onMenuClick}
          sx={{ display: { md: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
        {/* The name is never cut (issue 30 §1): at 390 px the role badge gives way first. */}
        <Typography variant="h6" component="div" sx={{ flexGrow: 1, flexShrink: 0, whiteSpace: 'nowrap' }}>
          {appName}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0.75, sm: 1.5 }, minWidth: 0 }}>
          <RealtimeStatus />
          <Box sx={{ display: 'flex', minWidth: 0 }}>
            <RoleBadge role={user?.role} />
          </Box>
          <AccountMenu />
        </Box>
      </Toolbar>
    </AppBar>
  );
}

/**
 * The portal's account menu: who is signed in, Account (password and sessions) and Sign out. Signing
 * out is the app's own (the session revoked, the cache cleared), then the sign-in screen.
 */
import { PATHS, userInitials } from '@firebreak/shared';
import Logout from '@mui/icons-material/Logout';
import Person from '@mui/icons-material/Person';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { P } from '@/features/portal/strings';
import { useAuth } from '@/lib/session/use-auth';

export function PortalAccountMenu({ wide }: { wide: boolean }) {
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  if (!user) return null;
  const name = `${user.firstName} ${user.lastName}`;

  async function signOut() {
    close();
    await logout();
    navigate(PATHS.login, { replace: true });
  }

  return (
    <>
      <Button
        color="inherit"
        // The visible name (or initials) is part of the accessible name (WCAG 2.5.3).
        aria-label={P.accountMenu(wide ? name : userInitials(user))}
        aria-controls={anchor ? menuId : undefined}
        aria-haspopup="true"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ textTransform: 'none', minHeight: 44, gap: 1, flexShrink: 0 }}
      >
        {/* One visible text, and it starts the accessible name (axe label-content-name-mismatch). */}
        {wide ? (
          <Box component="span">{name}</Box>
        ) : (
          <Avatar sx={{ bgcolor: 'secondary.main', color: 'rgba(0, 0, 0, 0.87)', fontWeight: 600 }}>
            {userInitials(user)}
          </Avatar>
        )}
      </Button>
      <Menu
        id={menuId}
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <ListSubheader
          role="none"
          sx={{ position: 'static', lineHeight: 1.5, pt: 1, pb: 1.5, minWidth: 220 }}
        >
          <Typography color="text.primary" fontWeight={500}>
            {name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {user.email}
          </Typography>
        </ListSubheader>
        <Divider />
        <MenuItem
          sx={{ minHeight: 48 }}
          onClick={() => {
            close();
            navigate(PATHS.portalAccount);
          }}
        >
          <ListItemIcon>
            <Person fontSize="small" />
          </ListItemIcon>
          {P.account}
        </MenuItem>
        <MenuItem sx={{ minHeight: 48 }} onClick={() => void signOut()}>
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          {P.signOut}
        </MenuItem>
      </Menu>
    </>
  );
}

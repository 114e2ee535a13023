/**
 * The avatar menu of spec §2 Shell: who is signed in, Profile (the Account screen) and Logout.
 * Logout with visit changes still on the phone asks first (send or discard them); signing out then
 * removes the person's visit store, so the next person on a shared phone finds nothing of theirs
 * (decision 0075).
 */
import { PATHS, userInitials } from '@firebreak/shared';
import Logout from '@mui/icons-material/Logout';
import Person from '@mui/icons-material/Person';
import Avatar from '@mui/material/Avatar';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { RoleBadge } from '@/components/role-badge';
import { SignOutDialog } from '@/features/visits/components/sign-out-dialog';
import { unsentChangesOf } from '@/features/visits/offline/flush';
import { deleteVisitStore } from '@/features/visits/offline/visit-db';
import { useAuth } from '@/lib/session/use-auth';

const ACCOUNT_MENU_LABEL = 'account menu';

export function AccountMenu() {
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  /** Changes still on the phone when Logout was chosen; the dialog is open while set. */
  const [unsent, setUnsent] = useState<number | null>(null);
  const close = () => setAnchor(null);
  if (!user) return null;
  const initials = userInitials(user);
  const userId = user.id;

  async function signOut() {
    setUnsent(null);
    await logout();
    // After the session is gone locally, so nothing on a closing screen can write to it again; not
    // awaited before the navigation. Sign-in then starts at home (require-auth.tsx).
    void deleteVisitStore(userId).catch(() => undefined);
    navigate(PATHS.login, { replace: true });
  }

  async function handleLogout() {
    close();
    const waiting = await unsentChangesOf(userId).catch(() => 0);
    if (waiting > 0) setUnsent(waiting);
    else await signOut();
  }

  return (
    <>
      <IconButton
        // The visible initials must be part of the name (WCAG 2.5.3, axe label-content-name-mismatch).
        aria-label={`${initials}, ${ACCOUNT_MENU_LABEL}`}
        aria-controls={anchor ? menuId : undefined}
        aria-haspopup="true"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ p: 0.5 }}
      >
        <Avatar sx={{ bgcolor: 'secondary.main', color: 'rgba(0, 0, 0, 0.87)', fontWeight: 600 }}>
          {initials}
        </Avatar>
      </IconButton>
      <Menu
        id={menuId}
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {/* Not an item: role none keeps the menu's children valid, the subheader is skipped by focus. */}
        <ListSubheader
          role="none"
          sx={{ position: 'static', lineHeight: 1.5, pt: 1, pb: 1.5, minWidth: 220 }}
        >
          <Typography
            color="text.primary"
            fontWeight={500}
          >{`${user.firstName} ${user.lastName}`}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {user.email}
          </Typography>
          <RoleBadge role={user.role} />
        </ListSubheader>
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            navigate(PATHS.account);
          }}
        >
          <ListItemIcon>
            <Person fontSize="small" />
          </ListItemIcon>
          Profile
        </MenuItem>
        <MenuItem onClick={handleLogout}>
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          Logout
        </MenuItem>
      </Menu>
      {unsent !== null ? (
        <SignOutDialog
          userId={userId}
          unsent={unsent}
          onSignOut={() => void signOut()}
          onCancel={() => setUnsent(null)}
        />
      ) : null}
    </>
  );
}

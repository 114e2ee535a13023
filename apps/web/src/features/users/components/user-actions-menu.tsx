/** The per-account menu: change role, a new set-password link, unlock, disable or enable. */
import type { ManagedUser } from '@firebreak/shared';
import MoreVert from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { S } from '../strings';

export type UserAction = 'role' | 'link' | 'person' | 'unlock' | 'disable' | 'enable';

type Props = { user: ManagedUser; onAction: (action: UserAction, user: ManagedUser) => void };

export function UserActionsMenu({ user, onAction }: Props) {
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const choose = (action: UserAction) => {
    setAnchor(null);
    onAction(action, user);
  };
  const name = `${user.firstName} ${user.lastName}`;
  return (
    <>
      <IconButton
        aria-label={S.actionsFor(name)}
        aria-controls={anchor ? menuId : undefined}
        aria-haspopup="true"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVert />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => choose('role')}>{S.actions.changeRole}</MenuItem>
        <MenuItem onClick={() => choose('link')} disabled={user.status === 'DISABLED'}>
          {S.actions.newLink}
        </MenuItem>
        <MenuItem onClick={() => choose('person')}>{S.actions.linkPerson}</MenuItem>
        {user.throttledUntil ? (
          <MenuItem onClick={() => choose('unlock')}>{S.actions.unlock}</MenuItem>
        ) : null}
        {user.status === 'DISABLED' ? (
          <MenuItem onClick={() => choose('enable')}>{S.actions.enable}</MenuItem>
        ) : (
          <MenuItem onClick={() => choose('disable')}>{S.actions.disable}</MenuItem>
        )}
      </Menu>
    </>
  );
}

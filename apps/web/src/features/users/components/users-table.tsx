/**
 * The accounts as a table. On a phone the role, status and last sign-in move under the name, so the
 * table keeps two columns and never scrolls sideways.
 */
import { formatRelativeDate, type ManagedUser, ROLE_LABELS } from '@firebreak/shared';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { RoleBadge } from '@/components/role-badge';
import { S } from '../strings';
import { type UserAction, UserActionsMenu } from './user-actions-menu';
import { UserStatusChips } from './user-status-chip';

const wide = { display: { xs: 'none', md: 'table-cell' } } as const;

type Props = {
  users: ManagedUser[];
  currentUserId: string | undefined;
  onAction: (action: UserAction, user: ManagedUser) => void;
};

export function UsersTable({ users, currentUserId, onAction }: Props) {
  return (
    <Table size="small" aria-label={S.title} sx={{ tableLayout: { xs: 'fixed', md: 'auto' } }}>
      <TableHead>
        <TableRow>
          <TableCell>{S.columns.name}</TableCell>
          <TableCell sx={wide}>{S.columns.role}</TableCell>
          <TableCell sx={wide}>{S.columns.status}</TableCell>
          <TableCell sx={wide}>{S.columns.lastSignIn}</TableCell>
          <TableCell align="right" sx={{ width: 64 }}>
            {S.columns.actions}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {users.length === 0 ? (
          <TableRow>
            <TableCell colSpan={5}>{S.empty}</TableCell>
          </TableRow>
        ) : null}
        {users.map((user) => {
          const lastSignIn = user.lastSignInAt ? formatRelativeDate(user.lastSignInAt) : S.never;
          return (
            <TableRow key={user.id} hover>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>
                <Typography variant="body2" fontWeight={600}>
                  {`${user.firstName} ${user.lastName}`}
                  {user.id === currentUserId ? ` (${S.you})` : ''}
                </Typography>
                <Typography variant="caption" color="text.secondary" component="div">
                  {user.email}
                </Typography>
                <Box sx={{ display: { xs: 'block', md: 'none' }, mt: 0.5 }}>
                  <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', alignItems: 'center' }}>
                    <RoleBadge role={user.role} />
                    <UserStatusChips user={user} />
                  </Box>
                  <Typography variant="caption" color="text.secondary" component="div" sx={{ mt: 0.5 }}>
                    {`${S.columns.lastSignIn}: ${lastSignIn}`}
                  </Typography>
                </Box>
              </TableCell>
              <TableCell sx={wide}>{ROLE_LABELS[user.role]}</TableCell>
              <TableCell sx={wide}>
                <UserStatusChips user={user} />
              </TableCell>
              <TableCell sx={wide}>{lastSignIn}</TableCell>
              <TableCell align="right">
                <UserActionsMenu user={user} onAction={onAction} />
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

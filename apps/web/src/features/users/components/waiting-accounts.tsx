/**
 * Accounts waiting after sign-up, shown first on Users (oldest first): who, which role they asked for,
 * when they signed up, and Approve / Refuse.
 */
import { formatRelativeDate, type ManagedUser, ROLE_LABELS } from '@firebreak/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { S } from '../strings';

type Props = {
  users: ManagedUser[];
  onApprove: (user: ManagedUser) => void;
  onRefuse: (user: ManagedUser) => void;
};

export function WaitingAccounts({ users, onApprove, onRefuse }: Props) {
  if (users.length === 0) return null;
  const T = S.waiting;
  return (
    <Paper component="section" aria-labelledby="waiting-accounts" sx={{ p: { xs: 1.5, sm: 2 }, mb: 2 }}>
      <Typography id="waiting-accounts" variant="h6" component="h2">
        {T.title(users.length)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {T.intro}
      </Typography>
      <List dense disablePadding>
        {users.map((user) => {
          const name = `${user.firstName} ${user.lastName}`;
          return (
            <ListItem
              key={user.id}
              divider
              disableGutters
              sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
            >
              <Box sx={{ flex: '1 1 16rem', minWidth: 0, overflowWrap: 'anywhere' }}>
                <Typography variant="body2" fontWeight={600}>
                  {name}
                </Typography>
                <Typography variant="caption" color="text.secondary" component="div">
                  {user.email}
                </Typography>
                <Typography variant="caption" component="div">
                  {T.asked(user.requestedRole ? ROLE_LABELS[user.requestedRole] : '—')}
                  {user.pendingSince ? ` · ${T.since(formatRelativeDate(user.pendingSince))}` : ''}
                </Typography>
              </Box>
              <Box sx={{ display: 'flex', gap: 1 }}>
                <Button
                  size="small"
                  variant="contained"
                  onClick={() => onApprove(user)}
                  aria-label={T.approveLabel(name)}
                >
                  {T.approve}
                </Button>
                <Button
                  size="small"
                  color="error"
                  onClick={() => onRefuse(user)}
                  aria-label={T.refuseLabel(name)}
                >
                  {T.refuse}
                </Button>
              </Box>
            </ListItem>
          );
        })}
      </List>
    </Paper>
  );
}

/** The Account screen's list of live sessions, this one marked, and signing out all the others. */
import { formatDateTime, type SessionInfo } from '@firebreak/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useState } from 'react';
import { SectionSpinner } from '@/components/section-spinner';
import { errorMessage } from '@/lib/api-error';
import { useSessions } from '../api/get-sessions';
import { useRevokeOtherSessions } from '../api/revoke-other-sessions';
import { ACCOUNT_STRINGS as S } from '../strings';
import { AccountCard, type CardMessage, LiveMessage } from './account-card';
import { describeUserAgent } from './describe-user-agent';

function SessionRow({ session }: { session: SessionInfo }) {
  const device = describeUserAgent(session.userAgent) ?? S.unknownDevice;
  const via = session.provider === 'google' ? ` (${S.google})` : '';
  const details = [
    session.ip,
    S.lastActive(formatDateTime(session.lastSeenAt)),
    S.signedIn(formatDateTime(session.createdAt)),
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <ListItem divider disableGutters>
      <ListItemText
        primary={
          <Box component="span" sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            {`${device}${via}`}
            {session.current ? <Chip size="small" color="primary" label={S.thisDevice} /> : null}
          </Box>
        }
        secondary={details}
        slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
      />
    </ListItem>
  );
}

export function SessionsCard() {
  const sessions = useSessions();
  const revoke = useRevokeOtherSessions();
  const [message, setMessage] = useState<CardMessage>(null);
  const others = sessions.data?.sessions.filter((session) => !session.current).length ?? 0;
  const signOutOthers = () =>
    revoke.mutate(undefined, {
      onSuccess: ({ revokedSessions }) =>
        setMessage({ severity: 'success', text: S.signedOutOthers(revokedSessions) }),
      onError: (error) => setMessage({ severity: 'error', text: errorMessage(error, S.sessionsFailed) }),
    });

  return (
    <AccountCard id="sessions" title={S.sessionsTitle} intro={S.sessionsIntro}>
      <LiveMessage message={message} />
      {sessions.isPending ? <SectionSpinner label={S.sessionsTitle} /> : null}
      {sessions.isError ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {S.sessionsFailed}
        </Alert>
      ) : null}
      {sessions.data ? (
        <List aria-label={S.sessionsTitle}>
          {sessions.data.sessions.map((session) => (
            <SessionRow key={session.id} session={session} />
          ))}
        </List>
      ) : null}
      <Button variant="outlined" onClick={signOutOthers} disabled={revoke.isPending || others === 0}>
        {revoke.isPending ? S.signingOutOthers : S.signOutOthers}
      </Button>
    </AccountCard>
  );
}

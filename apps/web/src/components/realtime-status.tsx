/**
 * The connection indicator of the top bar (spec §4 Realtime connection; issue 30 §1): 'Offline' when
 * the browser has no network, 'Reconnecting' only while the live connection tries again, 'Live' once
 * connected, and nothing during the first connection after sign-in. With a network but the attempts
 * run out it is 'Not live', a button that tries again.
 */
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Tooltip from '@mui/material/Tooltip';
import { realtime } from '@/lib/socket/realtime';
import { useConnectionStatus } from '@/lib/socket/use-realtime';
import { useOnline } from '@/lib/use-online';

export const REALTIME_STATUS_STRINGS = {
  connected: 'Live',
  reconnecting: 'Reconnecting',
  offline: 'Offline',
  disconnected: 'Not live',
  connectedHint: 'Live updates are on',
  reconnectingHint: 'Trying to reach the server again for live updates',
  offlineHint: 'No network. Screens you opened still work; changes wait on this device.',
  disconnectedHint: 'Live updates are off. Click to reconnect.',
} as const;

type Shown = 'connected' | 'reconnecting' | 'offline' | 'disconnected';

const DOT: Record<Shown, string> = {
  connected: '#66bb6a',
  reconnecting: '#ffa726',
  offline: '#bdbdbd',
  disconnected: '#bdbdbd',
};

const look = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 0.75,
  px: { xs: 0.5, sm: 1 },
  py: 0.5,
  borderRadius: 2,
  typography: 'body2',
  whiteSpace: 'nowrap',
  flexShrink: 0,
};

export function RealtimeStatus() {
  const online = useOnline();
  const status = useConnectionStatus();
  const shown: Shown | null = !online ? 'offline' : status === 'connecting' ? null : status;
  // An empty live region while the first connection is made, so a later status is announced.
  if (!shown) return <Box component="span" role="status" />;
  const label = REALTIME_STATUS_STRINGS[shown];
  const hint = REALTIME_STATUS_STRINGS[`${shown}Hint`];
  const content = (
    <>
      <Box
        component="span"
        aria-hidden
        sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: DOT[shown], flexShrink: 0 }}
      />
      {label}
    </>
  );
  return (
    <Tooltip title={hint} describeChild>
      {shown === 'disconnected' ? (
        <ButtonBase onClick={() => realtime.retry()} sx={look}>
          {content}
        </ButtonBase>
      ) : (
        <Box component="span" role="status" sx={look}>
          {content}
        </Box>
      )}
    </Tooltip>
  );
}

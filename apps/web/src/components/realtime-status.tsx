/**
 * The live/offline indicator of the top bar (spec §4 Realtime connection: connected, connecting,
 * disconnected). Offline, it is a button that tries again once the automatic attempts ran out.
 */
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Tooltip from '@mui/material/Tooltip';
import { realtime } from '@/lib/socket/realtime';
import type { ConnectionState } from '@/lib/socket/realtime-client';
import { useConnectionState } from '@/lib/socket/use-realtime';

const REALTIME_STATUS_STRINGS = {
  connected: 'Live',
  connecting: 'Connecting',
  disconnected: 'Offline',
  connectedHint: 'Live updates are on',
  connectingHint: 'Connecting to live updates',
  disconnectedHint: 'Live updates are off. Click to reconnect.',
} as const;

const DOT: Record<ConnectionState, string> = {
  connected: '#66bb6a',
  connecting: '#ffa726',
  disconnected: '#bdbdbd',
};

const look = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 0.75,
  px: 1,
  py: 0.5,
  borderRadius: 2,
  typography: 'body2',
};

export function RealtimeStatus() {
  const state = useConnectionState();
  const label = REALTIME_STATUS_STRINGS[state];
  const hint = REALTIME_STATUS_STRINGS[`${state}Hint`];
  const content = (
    <>
      <Box
        component="span"
        aria-hidden
        sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: DOT[state] }}
      />
      {label}
    </>
  );
  return (
    <Tooltip title={hint} describeChild>
      {state === 'disconnected' ? (
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

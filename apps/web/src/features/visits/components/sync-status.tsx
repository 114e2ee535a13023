/**
 * The sync line (a live region): what waits to be sent, whether the phone is offline, a visit closed
 * in the office (with Discard them: they can never be sent), or a change the server refused (with
 * Discard, so the user can fix it and save again).
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { SyncState } from '../hooks/use-visit-work';
import type { OutboxOp } from '../offline/outbox';
import { W } from '../strings';

type Props = {
  ops: readonly OutboxOp[];
  sync: SyncState;
  onDiscard: (op: OutboxOp) => void;
  onDiscardAll: () => void;
  onRetry: () => void;
};

function message(
  ops: readonly OutboxOp[],
  sync: SyncState,
): { text: string; tone: 'success' | 'info' | 'warning' | 'error' } {
  const n = ops.length;
  if (sync.phase === 'closed') return { text: W.closed(n), tone: 'error' };
  if (sync.phase === 'rejected') return { text: W.rejected(sync.message), tone: 'error' };
  if (n === 0) return { text: W.allSaved, tone: 'success' };
  if (sync.phase === 'offline') return { text: W.offline(n), tone: 'warning' };
  return { text: W.waiting(n), tone: 'info' };
}

export function SyncStatus({ ops, sync, onDiscard, onDiscardAll, onRetry }: Props) {
  const { text, tone } = message(ops, sync);
  const refused = sync.phase === 'rejected' ? ops.find((op) => op.opId === sync.opId) : undefined;
  return (
    <Alert
      severity={tone}
      role="status"
      variant="outlined"
      sx={{ mb: 2, alignItems: 'center' }}
      action={
        sync.phase === 'closed' && ops.length > 0 ? (
          <Button color="inherit" sx={{ minHeight: 48 }} onClick={onDiscardAll}>
            {W.discardAll}
          </Button>
        ) : refused ? (
          <Button color="inherit" sx={{ minHeight: 48 }} onClick={() => onDiscard(refused)}>
            {W.discard}
          </Button>
        ) : sync.phase === 'offline' && ops.length > 0 ? (
          <Button color="inherit" sx={{ minHeight: 48 }} onClick={onRetry}>
            {W.retry}
          </Button>
        ) : undefined
      }
    >
      {text}
    </Alert>
  );
}

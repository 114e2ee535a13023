import { OUTBOX_STATUS_LABELS, type OutboxStatus } from '@firebreak/shared';
import Chip from '@mui/material/Chip';

const COLORS: Record<OutboxStatus, 'default' | 'info' | 'success' | 'error' | 'warning'> = {
  queued: 'info',
  sending: 'info',
  sent: 'success',
  failed: 'error',
  skipped: 'warning',
};

export function OutboxStatusChip({ status }: { status: OutboxStatus }) {
  return <Chip size="small" color={COLORS[status]} label={OUTBOX_STATUS_LABELS[status]} />;
}

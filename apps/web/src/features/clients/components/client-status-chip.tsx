import type { ClientStatus } from '@firebreak/shared';
import Chip from '@mui/material/Chip';

const COLOURS: Record<ClientStatus, 'success' | 'default' | 'info'> = {
  Active: 'success',
  Inactive: 'default',
  Prospect: 'info',
};

export function ClientStatusChip({ status }: { status: ClientStatus }) {
  return <Chip size="small" label={status} color={COLOURS[status]} />;
}

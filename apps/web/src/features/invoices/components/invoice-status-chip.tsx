/** An invoice's status as a chip: Overdue red, Paid green, Draft neutral, the rest in between. */
import type { InvoiceStatus } from '@firebreak/shared';
import Chip from '@mui/material/Chip';
import { S } from '../strings';

const COLOURS: Record<InvoiceStatus, 'default' | 'error' | 'success' | 'info' | 'warning'> = {
  DRAFT: 'default',
  ISSUED: 'info',
  PART_PAID: 'warning',
  PAID: 'success',
  OVERDUE: 'error',
  CREDITED: 'default',
};

export function InvoiceStatusChip({ status }: { status: InvoiceStatus }) {
  return (
    <Chip
      size="small"
      label={S.statusLabels[status]}
      color={COLOURS[status]}
      variant={status === 'CREDITED' ? 'outlined' : 'filled'}
    />
  );
}

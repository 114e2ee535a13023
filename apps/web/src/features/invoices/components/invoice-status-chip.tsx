/**
 * An invoice's status as a chip: Overdue red, Paid green, Draft neutral, the rest in between. The
 * shades are darker than the palette's main ones so the small white label keeps 4.5:1 contrast (axe).
 */
import type { InvoiceStatus } from '@firebreak/shared';
import Chip from '@mui/material/Chip';
import { S } from '../strings';

const SHADES: Partial<Record<InvoiceStatus, string>> = {
  ISSUED: '#01579b',
  PART_PAID: '#a84300',
  PAID: '#1b5e20',
  OVERDUE: '#b71c1c',
};

export function InvoiceStatusChip({ status }: { status: InvoiceStatus }) {
  const shade = SHADES[status];
  return (
    <Chip
      size="small"
      label={S.statusLabels[status]}
      variant={status === 'CREDITED' ? 'outlined' : 'filled'}
      sx={shade ? { bgcolor: shade, color: '#fff' } : undefined}
    />
  );
}

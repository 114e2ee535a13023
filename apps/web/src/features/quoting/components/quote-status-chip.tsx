/** A quote's status: 'Won' green, every other status neutral (spec §2). */
import type { QuoteStatus } from '@firebreak/shared';
import Chip from '@mui/material/Chip';

export function QuoteStatusChip({ status }: { status: QuoteStatus }) {
  return <Chip size="small" label={status} color={status === 'Won' ? 'success' : 'default'} />;
}

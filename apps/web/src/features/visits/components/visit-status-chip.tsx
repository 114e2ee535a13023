/** A visit's status as a small chip: the board's rows and the list view share it. */
import { VISIT_STATUS_LABELS, type VisitStatus } from '@firebreak/shared';
import type { ChipProps } from '@mui/material/Chip';
import { ToneChip } from '@/components/project-chips';

const TONES: Record<VisitStatus, Exclude<ChipProps['color'], undefined>> = {
  DUE: 'default',
  SCHEDULED: 'info',
  IN_PROGRESS: 'warning',
  COMPLETED: 'success',
  CANCELLED: 'default',
};

export function VisitStatusChip({ status }: { status: VisitStatus }) {
  return (
    <ToneChip
      tone={TONES[status]}
      variant={status === 'CANCELLED' ? 'outlined' : 'filled'}
      label={VISIT_STATUS_LABELS[status]}
      sx={{ height: 20, fontSize: 12 }}
    />
  );
}

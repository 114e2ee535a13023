import { ToneChip } from '@/components/project-chips';
import { S } from '../strings';

/** A call-out or repair visit: its work is invoiced (docs/decisions/0088). */
export function ChargeableChip() {
  return <ToneChip tone="warning" label={S.chargeable} sx={{ height: 20, fontSize: 12 }} />;
}

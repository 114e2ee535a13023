import { AGREEMENT_STATUS_LABELS, type AgreementStatus } from '@firebreak/shared';
import Chip from '@mui/material/Chip';

const COLOR: Record<AgreementStatus, 'default' | 'info' | 'success' | 'warning'> = {
  DRAFT: 'default',
  SENT: 'info',
  ACTIVE: 'success',
  ENDED: 'default',
  CANCELLED: 'warning',
};

/** An agreement's status; filled chips keep 4.5:1 contrast. */
export function AgreementStatusChip({ status }: { status: AgreementStatus }) {
  return <Chip size="small" color={COLOR[status]} label={AGREEMENT_STATUS_LABELS[status]} />;
}

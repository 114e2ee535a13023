/** A registration's standing as a chip: Current, Expires in N days (within the warning), Expired. */
import { daysBetween, type Registration, todayInSouthAfrica } from '@firebreak/shared';
import Chip from '@mui/material/Chip';
import { S } from '../strings';
import { COLOURS } from './status-chip';

export function standingLabel(registration: Pick<Registration, 'standing' | 'expiresOn'>, today: string) {
  if (registration.standing === 'EXPIRED') return S.expired;
  if (registration.standing === 'CURRENT') return S.current;
  const days = daysBetween(today, registration.expiresOn);
  return days <= 0 ? S.expiresToday : S.expiresIn(days);
}

const TONE = { CURRENT: 'green', EXPIRING: 'amber', EXPIRED: 'red' } as const;

export function RegistrationChip({ registration }: { registration: Registration }) {
  const colour = COLOURS[TONE[registration.standing]];
  return (
    <Chip
      size="small"
      label={standingLabel(registration, todayInSouthAfrica())}
      data-standing={registration.standing}
      sx={{ bgcolor: colour.bg, color: colour.fg, fontWeight: 600 }}
    />
  );
}

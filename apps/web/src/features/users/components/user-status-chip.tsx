/** An account's status as a chip, plus a warning chip while sign-in from some address must wait. */
import { formatDateTime, type ManagedUser, USER_STATUS_LABELS } from '@firebreak/shared';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { S } from '../strings';

const COLORS = { ACTIVE: 'success', INVITED: 'info', PENDING: 'warning', DISABLED: 'default' } as const;

export function UserStatusChips({ user }: { user: ManagedUser }) {
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Chip size="small" color={COLORS[user.status]} label={USER_STATUS_LABELS[user.status]} />
      {user.throttledUntil ? (
        <Tooltip title={S.throttledUntil(formatDateTime(user.throttledUntil))}>
          <Chip size="small" color="warning" label={S.throttled} />
        </Tooltip>
      ) : null}
    </Stack>
  );
}

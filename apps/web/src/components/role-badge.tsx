/** The role badge of spec §2 Shell: label and colour from @firebreak/shared, dark text for contrast. */
import { roleBadge } from '@firebreak/shared';
import Chip from '@mui/material/Chip';

export function RoleBadge({ role }: { role: string | null | undefined }) {
  const badge = roleBadge(role);
  return (
    <Chip
      size="small"
      label={badge.label}
      sx={{ bgcolor: badge.color, color: 'rgba(0, 0, 0, 0.87)', fontWeight: 600 }}
    />
  );
}

/** Spec §3 status colours, with text colours chosen for contrast (WCAG AA) on each background. */
import { resourceStatusColour, type StatusColour } from '@firebreak/shared';
import Chip from '@mui/material/Chip';

export const COLOURS: Record<StatusColour, { bg: string; fg: string }> = {
  green: { bg: '#2e7d32', fg: '#ffffff' },
  amber: { bg: '#ffb300', fg: '#000000' },
  red: { bg: '#c62828', fg: '#ffffff' },
};

export function StatusChip({ status }: { status: string }) {
  const colour = COLOURS[resourceStatusColour(status)];
  return (
    <Chip
      size="small"
      label={status}
      data-colour={resourceStatusColour(status)}
      sx={{ bgcolor: colour.bg, color: colour.fg, fontWeight: 600 }}
    />
  );
}

/**
 * The relevance percent as a chip coloured by the §9 bands (90+ green, 70+ orange, 50+ deep orange,
 * else red), on the AI search rows and in the semantic panel.
 */
import { relevanceBand } from '@firebreak/shared';
import Chip from '@mui/material/Chip';
import { AI_SEARCH_STRINGS as S } from '../ai-search/strings';

// Dark shades so white text passes axe's contrast check.
const BAND_COLOURS = {
  success: '#1b5e20',
  warning: '#8a4b00',
  'deep-orange': '#bf360c',
  error: '#b71c1c',
} as const;

export function RelevanceBadge({ score }: { score: number }) {
  const band = relevanceBand(score);
  return (
    <Chip
      size="small"
      label={S.relevance(score)}
      sx={{ bgcolor: BAND_COLOURS[band], color: '#fff' }}
      data-testid="relevance-badge"
      data-band={band}
    />
  );
}

/** A client's open amounts by the invoices' age (current, 30, 60, 90, 120+ days). */
import { AGEING_BUCKET_LABELS, AGEING_BUCKETS, type AgeingFigures as Figures } from '@firebreak/shared';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { rand } from '../money';

export function AgeingFigures({ ageing, label }: { ageing: Figures; label: string }) {
  return (
    <Box
      component="dl"
      aria-label={label}
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))', gap: 2, m: 0 }}
    >
      {AGEING_BUCKETS.map((bucket) => (
        <Box key={bucket}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {AGEING_BUCKET_LABELS[bucket]}
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {rand(ageing[bucket])}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

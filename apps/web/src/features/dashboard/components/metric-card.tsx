/** One figure of the metrics panel: label, value and an optional note under it. */
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

type MetricCardProps = { label: string; value: ReactNode; note?: ReactNode };

export function MetricCard({ label, value, note }: MetricCardProps) {
  return (
    <Paper variant="outlined" sx={{ p: 2, height: '100%' }}>
      <Typography component="h3" variant="body2" color="text.secondary" gutterBottom>
        {label}
      </Typography>
      {/* Long money figures ('R 26 705 000') stay inside a narrow card. */}
      <Typography
        variant="h5"
        component="p"
        sx={{
          fontWeight: 600,
          overflowWrap: 'anywhere',
          fontSize: { xs: '1.5rem', lg: '1.3rem', xl: '1.5rem' },
        }}
      >
        {value}
      </Typography>
      {note ? (
        <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: 0.5 }}>
          {note}
        </Typography>
      ) : null}
    </Paper>
  );
}

/**
 * One figure of the metrics panel: label, value and an optional note under it; with `to`, the label
 * opens the list the figure is counted from (issue 15); with `onOpen`, the label is a button that
 * opens that list in a dialog.
 */
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

type MetricCardProps = {
  label: string;
  value: ReactNode;
  note?: ReactNode;
  to?: string | undefined;
  onOpen?: (() => void) | undefined;
};

export function MetricCard({ label, value, note, to, onOpen }: MetricCardProps) {
  const long = typeof value === 'string' && value.length > 10;
  return (
    <Paper variant="outlined" sx={{ p: 2, height: '100%' }}>
      <Typography component="h3" variant="body2" color="text.secondary" gutterBottom>
        {to ? (
          <Link component={RouterLink} to={to} color="inherit">
            {label}
          </Link>
        ) : onOpen ? (
          <Link
            component="button"
            type="button"
            onClick={onOpen}
            color="inherit"
            sx={{ font: 'inherit', verticalAlign: 'baseline', textAlign: 'left' }}
          >
            {label}
          </Link>
        ) : (
          label
        )}
      </Typography>
      {/* A long money figure ('R 26 705 000') gets a smaller size where four cards share a row,
          so it stays on one line inside its card. */}
      <Typography
        variant="h5"
        component="p"
        sx={{
          fontWeight: 600,
          whiteSpace: 'nowrap',
          fontSize: long ? { xs: '1.5rem', lg: '1rem', xl: '1.5rem' } : undefined,
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

/**
 * A titled box for one lazily loaded chart, with a skeleton until the charts library arrives; with
 * `to`, the title opens the list the chart is drawn from.
 */
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { type ReactNode, Suspense } from 'react';
import { Link as RouterLink } from 'react-router';

export const CHART_HEIGHT = 220;

type ChartFrameProps = { title: string; summary: string; children: ReactNode; to?: string };

export function ChartFrame({ title, summary, children, to }: ChartFrameProps) {
  return (
    <Paper
      variant="outlined"
      component="figure"
      aria-label={`${title}: ${summary}`}
      sx={{ p: 2, m: 0, height: '100%' }}
    >
      <Typography component="figcaption" variant="subtitle1">
        {to ? (
          <Link component={RouterLink} to={to} color="inherit">
            {title}
          </Link>
        ) : (
          title
        )}
      </Typography>
      <Suspense fallback={<Skeleton variant="rounded" height={CHART_HEIGHT} />}>{children}</Suspense>
    </Paper>
  );
}

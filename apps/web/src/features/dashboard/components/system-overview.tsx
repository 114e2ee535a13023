/**
 * The 'earlier home view' (spec §2 Dashboard): four summary cards and the AI system status panel,
 * with the server's measured figures instead of the spec's fixed samples; 'n/a' where none exists yet.
 */

import type { SystemStatus } from '@firebreak/shared';
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useSystemStatus } from '../api/get-system-status';
import { SYSTEM_STRINGS as S } from '../strings';
import { MetricCard } from './metric-card';

const orNa = (value: number | null, format: (value: number) => string) =>
  value === null || !Number.isFinite(value) ? S.notAvailable : format(value);

/** Cut, not rounded: 99.95% must not read as a perfect 100.0%. */
function formatUptime(percent: number): string {
  return `${(Math.floor(percent * 10) / 10).toFixed(1)}%`;
}

export function formatResponseTime(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)}s`;
}

function figures(status: SystemStatus) {
  const count = (value: number) => value.toLocaleString('en-ZA');
  return {
    summary: [
      { label: S.projects, value: count(status.counts.projects) },
      { label: S.clients, value: count(status.counts.clients) },
      { label: S.staff, value: count(status.counts.staff) },
      { label: S.equipment, value: orNa(status.counts.equipment, count) },
    ],
    health: [
      { label: S.uptime, value: orNa(status.uptimePercent, formatUptime) },
      { label: S.responseTime, value: orNa(status.medianResponseMs, formatResponseTime) },
      { label: S.decisionsPerHour, value: count(status.decisionsPerHour) },
      { label: S.accuracyRate, value: orNa(status.accuracyRate, (v) => `${Math.round(v)}%`) },
    ],
  };
}

function Block({
  id,
  title,
  items,
}: {
  id: string;
  title: string;
  items: { label: string; value: string }[];
}) {
  return (
    <Paper component="section" aria-labelledby={id} sx={{ p: 2, height: '100%' }}>
      <Typography id={id} component="h2" variant="h6" gutterBottom>
        {title}
      </Typography>
      <Grid container spacing={1.5}>
        {items.map((item) => (
          <Grid key={item.label} size={{ xs: 6 }}>
            <MetricCard {...item} />
          </Grid>
        ))}
      </Grid>
    </Paper>
  );
}

export function SystemOverview() {
  const statusQuery = useSystemStatus();
  if (statusQuery.isPending) return <Skeleton variant="rounded" height={180} />;
  if (!statusQuery.data) return <Alert severity="error">{S.failed}</Alert>;
  const { summary, health } = figures(statusQuery.data);
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <Block id="summary-title" title={S.summaryTitle} items={summary} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Block id="system-status-title" title={S.statusTitle} items={health} />
      </Grid>
    </Grid>
  );
}

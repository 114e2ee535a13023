/**
 * The 'earlier home view' (spec §2 Dashboard): four summary cards and the AI system status panel,
 * with the server's measured figures instead of the spec's fixed samples, each with a line saying
 * what it counts; a figure the server cannot measure is not shown (issue 15).
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

/** Cut, not rounded: 99.95% must not read as a perfect 100.0%. */
function formatUptime(percent: number): string {
  return `${(Math.floor(percent * 10) / 10).toFixed(1)}%`;
}

export function formatResponseTime(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)}s`;
}

type Figure = { label: string; value: string; note: string };

/** A figure the server cannot measure yet (null) is left out rather than shown as 'n/a'. */
function figures(status: SystemStatus) {
  const count = (value: number) => value.toLocaleString('en-ZA');
  const figure = (label: string, value: number | null, format: (value: number) => string, note: string) =>
    value === null || !Number.isFinite(value) ? [] : [{ label, value: format(value), note }];
  return {
    summary: [
      ...figure(S.projects, status.counts.projects, count, S.projectsNote),
      ...figure(S.clients, status.counts.clients, count, S.clientsNote),
      ...figure(S.staff, status.counts.staff, count, S.staffNote),
      ...figure(S.equipment, status.counts.equipment, count, S.equipmentNote),
    ] satisfies Figure[],
    health: [
      ...figure(S.uptime, status.uptimePercent, formatUptime, S.uptimeNote),
      ...figure(S.responseTime, status.medianResponseMs, formatResponseTime, S.responseTimeNote),
      ...figure(S.decisionsPerHour, status.decisionsPerHour, count, S.decisionsNote),
      ...figure(S.accuracyRate, status.accuracyRate, (v) => `${Math.round(v)}%`, S.accuracyNote),
    ] satisfies Figure[],
  };
}

function Block({ id, title, items }: { id: string; title: string; items: Figure[] }) {
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

/**
 * The metrics panel (spec §2 Dashboard, §8): four skeleton cards while loading, 'Failed to load
 * metrics' on failure or an empty answer, and a refresh that invalidates every cached query.
 */
import type { DashboardMetrics } from '@firebreak/shared';
import RefreshIcon from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useDebtorsFigures } from '@/entities/invoice/api/get-debtors-figures';
import { useCan } from '@/lib/session/use-can';
import { isEmptyMetrics, useMetrics } from '../api/get-metrics';
import { METRICS_STRINGS as S } from '../strings';
import {
  CashFlowMonthDialog,
  ComplianceSitesDialog,
  OverdueTasksDialog,
  WinRateDialog,
} from './figure-list-dialogs';
import { type FigureList, MetricCards } from './metric-cards';
import { MetricsCharts } from './metrics-charts';
import { WeatherAlerts } from './weather-alerts';

function LoadingCards() {
  return (
    <Grid container spacing={2} aria-busy="true" aria-label={S.loading} role="status">
      {[0, 1, 2, 3].map((index) => (
        <Grid key={index} size={{ xs: 12, sm: 6, lg: 3 }}>
          <Skeleton variant="rounded" height={104} data-testid="metric-skeleton" />
        </Grid>
      ))}
    </Grid>
  );
}

export function MetricsPanel() {
  const queryClient = useQueryClient();
  const metricsQuery = useMetrics();
  const can = useCan();
  // Only roles that read invoices ask: a technician's dashboard carries no money.
  const debtors = useDebtorsFigures(can('invoices.read'));
  const { data } = metricsQuery;
  // The list behind a figure, open in a dialog (the overdue tasks, or one month of cash flow).
  const [list, setList] = useState<FigureList | null>(null);
  const close = () => setList(null);

  let body: ReactNode;
  if (metricsQuery.isPending) body = <LoadingCards />;
  // A failed refresh shows the failure too, as the spec says, rather than figures now out of date.
  else if (metricsQuery.isError || isEmptyMetrics(data)) body = <Alert severity="error">{S.failed}</Alert>;
  else {
    const metrics = data as DashboardMetrics;
    body = (
      <Stack spacing={2}>
        <MetricCards metrics={metrics} debtors={debtors.data} onOpenList={setList} />
        <MetricsCharts metrics={metrics} onOpenMonth={(month) => setList({ kind: 'cash-flow', month })} />
        <WeatherAlerts alerts={metrics.weatherAlerts ?? []} />
      </Stack>
    );
  }

  return (
    <Box component="section" aria-labelledby="metrics-title">
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1.5 }}>
        <Typography id="metrics-title" component="h2" variant="h6">
          {S.title}
        </Typography>
        <Tooltip title={S.refreshHint}>
          <IconButton aria-label={S.refresh} onClick={() => void queryClient.invalidateQueries()}>
            <RefreshIcon />
          </IconButton>
        </Tooltip>
      </Box>
      {body}
      <OverdueTasksDialog open={list?.kind === 'overdue'} onClose={close} />
      <WinRateDialog open={list?.kind === 'win-rate'} onClose={close} />
      <ComplianceSitesDialog open={list?.kind === 'compliance'} onClose={close} />
      <CashFlowMonthDialog month={list?.kind === 'cash-flow' ? list.month : null} onClose={close} />
    </Box>
  );
}

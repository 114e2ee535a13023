/**
 * The Alerts panel (spec §2, §9): header cut to 20 characters, the first 5 alerts (8 on the
 * dashboard) expandable to double with 'Show N More' / 'Show Less', acknowledged ones hidden,
 * and the three states. Shared by the dashboard and the project dashboard.
 */
import { type Alert, truncate } from '@firebreak/shared';
import MuiAlert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useAcknowledgeAlert } from '@/entities/alert/api/acknowledge-alert';
import { useAlerts } from '@/entities/alert/api/get-alerts';
import { useCan } from '@/lib/session/use-can';
import { AlertRow } from './alert-row';
import { ALERTS_LIMITS, ALERTS_STRINGS } from './strings';

type AlertsPanelProps = {
  title: string;
  /** Only this project's alerts; all active alerts when left out. */
  projectId?: string;
  maxItems?: number;
};

export function AlertsPanel({ title, projectId, maxItems = ALERTS_LIMITS.defaultVisible }: AlertsPanelProps) {
  // The panel never shows more than twice maxItems: that one page, and the total for the chip.
  const alertsQuery = useAlerts(projectId, maxItems * 2);
  const acknowledge = useAcknowledgeAlert();
  const can = useCan();
  const [expanded, setExpanded] = useState(false);
  const active = (alertsQuery.data?.items ?? []).filter((alert) => !alert.acknowledged);
  const total = alertsQuery.data?.total ?? 0;
  const limit = expanded ? maxItems * 2 : maxItems;
  const hiddenCount = Math.min(active.length, maxItems * 2) - maxItems;

  function handleAcknowledge(alert: Alert) {
    acknowledge.mutate(alert.id);
  }

  return (
    <Paper component="section" aria-label={title} sx={{ p: 2, height: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1.5 }}>
        <Typography component="h2" variant="h6" title={title} noWrap>
          {truncate(title, ALERTS_LIMITS.headerTitle)}
        </Typography>
        {total ? <Chip size="small" label={ALERTS_STRINGS.activeCount(total)} /> : null}
      </Box>
      {acknowledge.isError ? (
        <MuiAlert severity="error" sx={{ mb: 1 }}>
          {ALERTS_STRINGS.acknowledgeFailed}
        </MuiAlert>
      ) : null}
      {alertsQuery.isPending ? (
        <Typography color="text.secondary" role="status">
          {ALERTS_STRINGS.loading}
        </Typography>
      ) : alertsQuery.isError ? (
        <MuiAlert severity="error">{ALERTS_STRINGS.failed}</MuiAlert>
      ) : active.length === 0 ? (
        <MuiAlert severity="success">{ALERTS_STRINGS.empty}</MuiAlert>
      ) : (
        <>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
            {active.slice(0, limit).map((alert) => (
              <AlertRow
                key={alert.id}
                alert={alert}
                onAcknowledge={can('alerts.acknowledge') ? handleAcknowledge : undefined}
                isBusy={acknowledge.isPending && acknowledge.variables === alert.id}
              />
            ))}
          </Box>
          {hiddenCount > 0 ? (
            <Button size="small" sx={{ mt: 1 }} onClick={() => setExpanded((value) => !value)}>
              {expanded ? ALERTS_STRINGS.showLess : ALERTS_STRINGS.showMore(hiddenCount)}
            </Button>
          ) : null}
        </>
      )}
    </Paper>
  );
}

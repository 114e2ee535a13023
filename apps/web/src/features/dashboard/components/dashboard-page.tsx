/**
 * The Dashboard (spec §2): title and subtitle, metrics panel, critical-alerts column (8 alerts),
 * project board with Create New Project, the earlier home view with real figures, and the floating
 * quick-action menu.
 */
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { AlertsPanel } from '@/components/alerts-panel/alerts-panel';
import { ALERTS_LIMITS } from '@/components/alerts-panel/strings';
import { CreateProjectDialog } from '@/components/create-project-dialog/create-project-dialog';
import { PageHeader } from '@/components/page-header';
import { useCan } from '@/lib/session/use-can';
import { BOTTOM_LEFT, useNotice } from '@/lib/use-notice';
import { usePageTitle } from '@/lib/use-page-title';
import { DASHBOARD_STRINGS as S } from '../strings';
import { ExportReportsDialog } from './export-reports-dialog';
import { MetricsPanel } from './metrics-panel';
import { ProjectBoard } from './project-board';
import { QuickActions } from './quick-actions';
import { SiteVisitDialog } from './site-visit-dialog';
import { SystemOverview } from './system-overview';

type OpenDialog = 'create' | 'site-visit' | 'export' | null;

export default function DashboardPage() {
  usePageTitle('Dashboard');
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const { notify, notice } = useNotice(BOTTOM_LEFT);
  const close = () => setDialog(null);
  const can = useCan();

  return (
    <Box sx={{ pb: { xs: 10, md: 0 }, position: 'relative' }}>
      <PageHeader title={S.title} subtitle={S.subtitle} />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 8 }}>
          <MetricsPanel />
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }}>
          <AlertsPanel title={S.alertsTitle} maxItems={ALERTS_LIMITS.dashboardVisible} />
        </Grid>
      </Grid>
      <Stack spacing={3} sx={{ mt: 3 }}>
        <ProjectBoard onCreate={can('projects.create') ? () => setDialog('create') : undefined} />
        <SystemOverview />
      </Stack>
      <QuickActions
        onNewProject={can('projects.create') ? () => setDialog('create') : undefined}
        onGenerateQuote={can('quotes.create')}
        onScheduleSiteVisit={can('projects.update') ? () => setDialog('site-visit') : undefined}
        onExportReports={can('reports.financial') ? () => setDialog('export') : undefined}
      />
      <CreateProjectDialog open={dialog === 'create'} onClose={close} />
      <SiteVisitDialog open={dialog === 'site-visit'} onClose={close} onScheduled={(text) => notify(text)} />
      <ExportReportsDialog open={dialog === 'export'} onClose={close} onDownloaded={(text) => notify(text)} />
      {notice}
    </Box>
  );
}

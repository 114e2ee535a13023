/**
 * One project's dashboard: an Overview tab (summary, alerts, budget, status editor, milestones and
 * team, edits PATCH it; then the library documents linked to it: decision 0081) and, for roles with 'projects.finance', a Money tab (claims, payments, costs).
 * Other roles get the project without budget and spend (docs/permissions.md): no budget card.
 * The tab lives in the address (?tab=money) so a link can open it.
 */

import type { UpdateProjectInput } from '@firebreak/shared';
import { can, canOnRow, formatShortDate, type Project } from '@firebreak/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { AlertsPanel } from '@/components/alerts-panel/alerts-panel';
import { LinkedDocuments } from '@/components/linked-documents/linked-documents';
import { errorMessage } from '@/lib/api-error';
import { useAuth } from '@/lib/session/use-auth';
import { useProjectRoom } from '@/lib/socket/use-realtime';
import { BOTTOM_LEFT, useNotice } from '@/lib/use-notice';
import { useUpdateProject } from '../api/update-project';
import { DETAILS_STRINGS, MONEY_STRINGS, PROJECT_DASHBOARD_STRINGS as S } from '../strings';
import { BudgetCard } from './budget-card';
import { MilestonesCard } from './milestones-card';
import { MoneyTab } from './money-tab';
import { ProjectDetailsDialog } from './project-details-dialog';
import { ProjectSummary } from './project-summary';
import { StatusEditor } from './status-editor';
import { TeamCard } from './team-card';

export function ProjectView({ project }: { project: Project }) {
  const update = useUpdateProject(project.id);
  const role = useAuth().user?.role;
  const userId = useAuth().user?.id;
  // Engineers change only projects they work on; spend is for 'projects.finance' (docs/permissions.md).
  const isOwn =
    project.createdBy === userId || project.assignedTeam.some((member) => member.userId === userId);
  const readOnly = !canOnRow(role, 'projects.update', isOwn);
  const spendLocked = !can(role, 'projects.finance');
  const { notify, notice } = useNotice(BOTTOM_LEFT, 3000);
  useProjectRoom(project.id);
  const [search, setSearch] = useSearchParams();
  const showsMoney = can(role, 'projects.finance');
  const tab = showsMoney && search.get('tab') === 'money' ? 'money' : 'overview';

  function chooseTab(next: string) {
    setSearch(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === 'money') params.set('tab', 'money');
        else params.delete('tab');
        return params;
      },
      { replace: true },
    );
  }

  const [editing, setEditing] = useState(false);
  const archivable = project.status === 'COMPLETED' || project.status === 'CANCELLED';

  function save(changes: UpdateProjectInput, done?: () => void) {
    update.mutate(changes, {
      onSuccess: () => {
        notify(S.saved);
        done?.();
      },
    });
  }

  const tabs = showsMoney ? (
    <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
      <Tabs value={tab} onChange={(_, next: string) => chooseTab(next)} aria-label={MONEY_STRINGS.tabsLabel}>
        <Tab
          value="overview"
          label={MONEY_STRINGS.tabOverview}
          id="project-tab-overview"
          aria-controls="project-panel"
        />
        <Tab
          value="money"
          label={MONEY_STRINGS.tabMoney}
          id="project-tab-money"
          aria-controls="project-panel"
        />
      </Tabs>
    </Box>
  ) : null;

  if (tab === 'money')
    return (
      <>
        {tabs}
        <Box role="tabpanel" id="project-panel" aria-labelledby="project-tab-money">
          <MoneyTab projectId={project.id} />
        </Box>
      </>
    );

  const overview = (
    <Grid container spacing={3}>
      {project.archivedAt ? (
        <Grid size={12}>
          <Alert severity="info">{DETAILS_STRINGS.archived(formatShortDate(project.archivedAt))}</Alert>
        </Grid>
      ) : null}
      {readOnly ? null : (
        <Grid size={12}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }}>
            <Button variant="outlined" onClick={() => setEditing(true)}>
              {DETAILS_STRINGS.edit}
            </Button>
            {archivable || project.archivedAt ? (
              <Button
                variant="outlined"
                disabled={update.isPending}
                onClick={() =>
                  update.mutate(
                    { archived: !project.archivedAt },
                    {
                      onSuccess: () =>
                        notify(
                          project.archivedAt
                            ? DETAILS_STRINGS.restoredNotice
                            : DETAILS_STRINGS.archivedNotice,
                        ),
                    },
                  )
                }
              >
                {project.archivedAt ? DETAILS_STRINGS.restore : DETAILS_STRINGS.archive}
              </Button>
            ) : null}
          </Stack>
        </Grid>
      )}
      {editing ? (
        <ProjectDetailsDialog
          project={project}
          onClose={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
            notify(DETAILS_STRINGS.saved);
          }}
        />
      ) : null}
      {update.isError ? (
        <Grid size={12}>
          <Alert severity="error" onClose={() => update.reset()}>
            {errorMessage(update.error, S.saveFailed)}
          </Alert>
        </Grid>
      ) : null}
      <Grid size={{ xs: 12, md: 8 }}>
        <ProjectSummary project={project} />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <AlertsPanel title={S.alertsTitle(project.title)} projectId={project.id} />
      </Grid>
      {showsMoney && project.budget !== undefined && project.spent !== undefined ? (
        <Grid size={{ xs: 12, md: 6 }}>
          <BudgetCard budget={project.budget} spent={project.spent} />
        </Grid>
      ) : null}
      <Grid size={{ xs: 12, md: 6 }}>
        {/* Keyed by the version, so the form starts again from what the server saved. */}
        <StatusEditor
          key={`${project.id}-${project.updatedAt}`}
          project={project}
          isSaving={update.isPending}
          onSave={save}
          readOnly={readOnly}
          spendLocked={spendLocked}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 7 }}>
        <MilestonesCard
          milestones={project.milestones}
          isSaving={update.isPending}
          onSave={(milestones, done) => save({ milestones }, done)}
          readOnly={readOnly}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <TeamCard
          team={project.assignedTeam}
          isSaving={update.isPending}
          onSave={(assignedTeam) => save({ assignedTeam })}
          readOnly={readOnly}
        />
      </Grid>
      <Grid size={12}>
        <LinkedDocuments of="project" id={project.id} />
      </Grid>
      {notice}
    </Grid>
  );
  return showsMoney ? (
    <>
      {tabs}
      <Box role="tabpanel" id="project-panel" aria-labelledby="project-tab-overview">
        {overview}
      </Box>
    </>
  ) : (
    overview
  );
}

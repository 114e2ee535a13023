/** One project's dashboard: summary, alerts, budget, status editor, milestones and team; edits PATCH it. */

import type { UpdateProjectInput } from '@firebreak/shared';
import { can, canOnRow, type Project } from '@firebreak/shared';
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import { AlertsPanel } from '@/components/alerts-panel/alerts-panel';
import { errorMessage } from '@/lib/api-error';
import { useAuth } from '@/lib/session/use-auth';
import { useProjectRoom } from '@/lib/socket/use-realtime';
import { BOTTOM_LEFT, useNotice } from '@/lib/use-notice';
import { useUpdateProject } from '../api/update-project';
import { PROJECT_DASHBOARD_STRINGS as S } from '../strings';
import { BudgetCard } from './budget-card';
import { MilestonesCard } from './milestones-card';
import { ProjectSummary } from './project-summary';
import { StatusEditor } from './status-editor';
import { TeamCard } from './team-card';

export function ProjectView({ project }: { project: Project }) {
  const update = useUpdateProject(project.id);
  const role = useAuth().user?.role;
  const userId = useAuth().user?.id;
  // Engineers change only projects they work on; spend is for 'projects.finance' (docs/permissions.md).
  const isOwn = project.createdBy === userId || project.assignedTeam.some((member) => member.id === userId);
  const readOnly = !canOnRow(role, 'projects.update', isOwn);
  const spendLocked = !can(role, 'projects.finance');
  const { notify, notice } = useNotice(BOTTOM_LEFT, 3000);
  useProjectRoom(project.id);

  function save(changes: UpdateProjectInput, done?: () => void) {
    update.mutate(changes, {
      onSuccess: () => {
        notify(S.saved);
        done?.();
      },
    });
  }

  return (
    <Grid container spacing={3}>
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
      <Grid size={{ xs: 12, md: 6 }}>
        <BudgetCard project={project} />
      </Grid>
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
      {notice}
    </Grid>
  );
}

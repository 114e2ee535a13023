/**
 * Below the md breakpoint the projects are a list of cards instead of the table: the title link
 * (which opens the project dashboard) heads each card, with the table's figures labelled beneath.
 */
import { LABELS, type ProjectListItem, projectDashboardPath } from '@firebreak/shared';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { HealthChip, StatusChip } from '@/components/project-chips';
import { PROJECTS_STRINGS as S } from '../strings';
import {
  ProjectAlerts,
  ProjectClientLine,
  ProjectDue,
  ProjectMoney,
  ProjectTitleLink,
  projectTypeLabel,
} from './project-row';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Box component="dd" sx={{ m: 0, minWidth: 0, typography: 'body2' }}>
        {children}
      </Box>
    </>
  );
}

export function ProjectCards({ items, showsMoney }: { items: ProjectListItem[]; showsMoney: boolean }) {
  return (
    <Stack component="ul" aria-label={S.title} spacing={1.5} sx={{ listStyle: 'none', p: 1.5, m: 0 }}>
      {items.map((project) => (
        <Paper component="li" key={project.id} variant="outlined" aria-label={project.title} sx={{ p: 1.5 }}>
          <Typography component="h2" variant="subtitle1">
            <ProjectTitleLink project={project} path={projectDashboardPath(project.id)} />
          </Typography>
          <ProjectClientLine project={project} />
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', my: 1 }}>
            <StatusChip status={project.status} />
            <HealthChip health={project.health} />
          </Stack>
          <Box
            component="dl"
            sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
          >
            <Field label={S.columns.type}>{projectTypeLabel(project)}</Field>
            <Field label={S.columns.urgency}>{LABELS.urgency[project.urgency] ?? project.urgency}</Field>
            <Field label={S.columns.due}>
              <ProjectDue project={project} />
            </Field>
            {showsMoney ? (
              <Field label={S.columns.budget}>
                <ProjectMoney project={project} />
              </Field>
            ) : null}
            <Field label={S.columns.progress}>{project.progress}%</Field>
            <Field label={S.columns.alerts}>
              <ProjectAlerts count={project.openAlerts} />
            </Field>
          </Box>
        </Paper>
      ))}
    </Stack>
  );
}

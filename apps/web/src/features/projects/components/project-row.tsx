/**
 * One row of the list; the whole row (and its title link, for the keyboard) opens the project dashboard.
 * Titles and client lines are clamped (two lines, one line) so a long name does not make a row five
 * lines tall; the full text is their tooltip and stays in the link's accessible name.
 */
import {
  formatShortDate,
  johannesburgDate,
  LABELS,
  type ProjectListItem,
  projectDashboardPath,
} from '@firebreak/shared';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate } from 'react-router';
import { HealthChip, StatusChip, ToneChip } from '@/components/project-chips';
import { PROJECTS_STRINGS as S } from '../strings';
import { BudgetCell } from './budget-cell';

export function isLate(project: ProjectListItem): boolean {
  const open = project.status !== 'COMPLETED' && project.status !== 'CANCELLED';
  return open && Boolean(project.dueDate) && (project.dueDate as string) < johannesburgDate(new Date());
}

export const projectTypeLabel = (project: ProjectListItem) =>
  LABELS.projectType[project.type] ?? project.type;

const clampLines = (lines: number) =>
  ({
    display: '-webkit-box',
    WebkitLineClamp: lines,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
    overflowWrap: 'anywhere',
  }) as const;

export function ProjectTitleLink({ project, path }: { project: ProjectListItem; path: string }) {
  return (
    <Link
      component={RouterLink}
      to={path}
      color="inherit"
      title={project.title}
      onClick={(event) => event.stopPropagation()}
      sx={{ fontWeight: 500, ...clampLines(2) }}
    >
      {project.title}
    </Link>
  );
}

export function ProjectClientLine({ project }: { project: ProjectListItem }) {
  const line = `${project.clientName} · ${LABELS.clientType[project.clientType] ?? project.clientType}`;
  return (
    <Typography variant="body2" color="text.secondary" title={line} sx={clampLines(1)}>
      {line}
    </Typography>
  );
}

/** Budget against spend, when the role may read them (both absent from the answer otherwise). */
export function ProjectMoney({ project }: { project: ProjectListItem }) {
  if (project.budget === undefined || project.spent === undefined) return null;
  return <BudgetCell title={project.title} budget={project.budget} spent={project.spent} />;
}

export function ProjectRow({ project, showsMoney }: { project: ProjectListItem; showsMoney: boolean }) {
  const navigate = useNavigate();
  const path = projectDashboardPath(project.id);
  return (
    <TableRow hover onClick={() => navigate(path)} sx={{ cursor: 'pointer' }}>
      <TableCell sx={{ width: '30%', minWidth: 220 }}>
        <ProjectTitleLink project={project} path={path} />
        <ProjectClientLine project={project} />
      </TableCell>
      <TableCell>{projectTypeLabel(project)}</TableCell>
      <TableCell>
        <StatusChip status={project.status} />
      </TableCell>
      <TableCell>{LABELS.urgency[project.urgency] ?? project.urgency}</TableCell>
      <TableCell>
        <ProjectDue project={project} />
      </TableCell>
      {showsMoney ? (
        <TableCell>
          <ProjectMoney project={project} />
        </TableCell>
      ) : null}
      <TableCell>{project.progress}%</TableCell>
      <TableCell>
        <HealthChip health={project.health} />
      </TableCell>
      <TableCell>
        <ProjectAlerts count={project.openAlerts} />
      </TableCell>
    </TableRow>
  );
}

export function ProjectDue({ project }: { project: ProjectListItem }) {
  return (
    <>
      <Typography variant="body2" color={isLate(project) ? 'error.light' : undefined} noWrap>
        {project.dueDate ? formatShortDate(project.dueDate) : S.noDueDate}
      </Typography>
      {project.overdueMilestones > 0 ? (
        <ToneChip tone="error" label={S.overdue(project.overdueMilestones)} sx={{ mt: 0.5 }} />
      ) : null}
    </>
  );
}

export function ProjectAlerts({ count }: { count: number }) {
  if (count > 0)
    return <Chip size="small" variant="outlined" label={count} aria-label={S.alertsCount(count)} />;
  return (
    <Typography variant="body2" color="text.secondary">
      0
    </Typography>
  );
}

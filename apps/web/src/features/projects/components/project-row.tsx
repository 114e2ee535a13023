/** One row of the list; the whole row (and its title link, for the keyboard) opens the project dashboard. */
import { formatShortDate, johannesburgDate, LABELS, type ProjectListItem } from '@firebreak/shared';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate } from 'react-router';
import { HealthChip, StatusChip, ToneChip } from '@/components/project-chips';
import { PROJECTS_STRINGS as S } from '../strings';
import { BudgetCell } from './budget-cell';

function projectDashboardPath(id: string): string {
  return `/project-dashboard?id=${encodeURIComponent(id)}`;
}

function isLate(project: ProjectListItem): boolean {
  const open = project.status !== 'COMPLETED' && project.status !== 'CANCELLED';
  return open && Boolean(project.dueDate) && (project.dueDate as string) < johannesburgDate(new Date());
}

export function ProjectRow({ project }: { project: ProjectListItem }) {
  const navigate = useNavigate();
  const path = projectDashboardPath(project.id);
  return (
    <TableRow hover onClick={() => navigate(path)} sx={{ cursor: 'pointer' }}>
      <TableCell>
        <Link
          component={RouterLink}
          to={path}
          color="inherit"
          onClick={(event) => event.stopPropagation()}
          sx={{ fontWeight: 500 }}
        >
          {project.title}
        </Link>
        <Typography variant="body2" color="text.secondary">
          {project.clientName} · {LABELS.clientType[project.clientType] ?? project.clientType}
        </Typography>
      </TableCell>
      <TableCell>{LABELS.projectType[project.type] ?? project.type}</TableCell>
      <TableCell>
        <StatusChip status={project.status} />
      </TableCell>
      <TableCell>{LABELS.urgency[project.urgency] ?? project.urgency}</TableCell>
      <TableCell>
        <Typography variant="body2" color={isLate(project) ? 'error.light' : undefined} noWrap>
          {project.dueDate ? formatShortDate(project.dueDate) : S.noDueDate}
        </Typography>
        {project.overdueMilestones > 0 ? (
          <ToneChip tone="error" label={S.overdue(project.overdueMilestones)} sx={{ mt: 0.5 }} />
        ) : null}
      </TableCell>
      <TableCell>
        <BudgetCell title={project.title} budget={project.budget} spent={project.spent} />
      </TableCell>
      <TableCell>{project.progress}%</TableCell>
      <TableCell>
        <HealthChip health={project.health} />
      </TableCell>
      <TableCell>
        {project.openAlerts > 0 ? (
          <Chip
            size="small"
            variant="outlined"
            label={project.openAlerts}
            aria-label={S.alertsCount(project.openAlerts)}
          />
        ) : (
          <Typography variant="body2" color="text.secondary">
            0
          </Typography>
        )}
      </TableCell>
    </TableRow>
  );
}

/**
 * One project on the board: title (opens its project dashboard), client, budget (for a role with
 * 'projects.finance'; the project comes without it otherwise), progress, health.
 */
import { formatZar, type ProjectListItem, projectDashboardPath } from '@firebreak/shared';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { HealthChip } from '@/components/project-chips';
import { BOARD_STRINGS as S } from '../strings';

export function BoardCard({ project }: { project: ProjectListItem }) {
  return (
    <Paper component="li" variant="outlined" sx={{ p: 1.5, minWidth: 0 }}>
      <Link
        component={RouterLink}
        to={projectDashboardPath(project.id)}
        color="inherit"
        sx={{ fontWeight: 500, display: 'block', wordBreak: 'break-word' }}
      >
        {project.title}
      </Link>
      <Typography variant="body2" color="text.secondary" noWrap>
        {project.clientName}
        {project.budget === undefined ? null : ` · ${formatZar(project.budget)}`}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1 }}>
        <LinearProgress
          variant="determinate"
          value={project.progress}
          aria-label={S.progress(project.title)}
          sx={{ flexGrow: 1, height: 6, borderRadius: 3 }}
        />
        <Typography variant="caption">{project.progress}%</Typography>
        <HealthChip health={project.health} />
      </Box>
    </Paper>
  );
}

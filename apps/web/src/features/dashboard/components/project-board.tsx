/**
 * The project board (instead of the spec's 'coming soon' placeholder): the most recently changed
 * projects grouped by status, each opening its project dashboard; keeps 'Create New Project'.
 */
import { LABELS, PROJECT_STATUSES, type ProjectListItem, type ProjectStatus } from '@firebreak/shared';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { StatusChip } from '@/components/project-chips';
import { projectListQueryOptions } from '@/entities/project/api/get-projects';
import { BOARD_STRINGS as S } from '../strings';
import { BoardCard } from './board-card';

const BOARD_PARAMS = { pageSize: 30, sort: 'updatedAt', order: 'desc' } as const;

function groupByStatus(items: ProjectListItem[]) {
  const groups = new Map<ProjectStatus, ProjectListItem[]>();
  for (const item of items) groups.set(item.status, [...(groups.get(item.status) ?? []), item]);
  // Tender to completed always show; cancelled only when there is one.
  return PROJECT_STATUSES.filter((status) => status !== 'CANCELLED' || groups.has(status)).map(
    (status) => [status, groups.get(status) ?? []] as const,
  );
}

/** onCreate is left out for a role that may not create projects: the button is not shown. */
export function ProjectBoard({ onCreate }: { onCreate?: (() => void) | undefined }) {
  const projectsQuery = useQuery(projectListQueryOptions({ ...BOARD_PARAMS }));
  const items = projectsQuery.data?.items ?? [];

  return (
    <Paper component="section" aria-labelledby="board-title" sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <Typography id="board-title" component="h2" variant="h6" sx={{ flexGrow: 1 }}>
          {S.title}
        </Typography>
        <Link component={RouterLink} to="/projects">
          {S.viewAll}
        </Link>
        {onCreate ? (
          <Button variant="contained" startIcon={<AddIcon />} onClick={onCreate}>
            {S.create}
          </Button>
        ) : null}
      </Box>
      {projectsQuery.isPending ? (
        <Skeleton variant="rounded" height={160} />
      ) : projectsQuery.isError && !projectsQuery.data ? (
        <Alert severity="error">{S.failed}</Alert>
      ) : items.length === 0 ? (
        <Typography color="text.secondary">{S.empty}</Typography>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            // minmax(0, …): long titles wrap instead of widening the columns past the page.
            gridTemplateColumns: {
              xs: 'minmax(0, 1fr)',
              sm: 'repeat(2, minmax(0, 1fr))',
              lg: 'repeat(4, minmax(0, 1fr))',
            },
          }}
        >
          {groupByStatus(items).map(([status, projects]) => (
            <Box key={status} component="section" aria-label={S.column(LABELS.status[status])}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
                <StatusChip status={status} />
                <Typography variant="body2" color="text.secondary">
                  {projects.length}
                </Typography>
              </Box>
              <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
                {projects.map((project) => (
                  <BoardCard key={project.id} project={project} />
                ))}
              </Box>
            </Box>
          ))}
        </Box>
      )}
    </Paper>
  );
}

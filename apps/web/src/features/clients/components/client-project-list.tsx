/**
 * The client's projects on its page (they link by id: decision 0062), newest first, archived ones
 * too, each opening its project; more than ten lead to the Projects list filtered to the client.
 */
import { type Client, formatZar, PATHS } from '@firebreak/shared';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { StatusChip } from '@/components/project-chips';
import { SectionSpinner } from '@/components/section-spinner';
import { projectListQueryOptions } from '@/entities/project/api/get-projects';
import { S } from '../strings';

const SHOWN = 10;

export function ClientProjectList({ client }: { client: Client }) {
  const projects = useQuery(
    projectListQueryOptions({
      clientId: client.id,
      archived: 'include',
      sort: 'createdAt',
      order: 'desc',
      pageSize: SHOWN,
    }),
  );
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="client-projects-title"
      sx={{ p: 2, mt: 2 }}
    >
      <Typography id="client-projects-title" variant="h6" component="h2" gutterBottom>
        {S.page.projects}
      </Typography>
      {projects.isPending ? (
        <SectionSpinner label={S.page.projects} />
      ) : projects.isError ? (
        <Typography color="error">{S.page.projectsFailed}</Typography>
      ) : projects.data.items.length === 0 ? (
        <Typography color="text.secondary">{S.page.noProjects}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {projects.data.items.map((project) => (
            <Box
              component="li"
              key={project.id}
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                gap: 1,
                py: 1,
                borderTop: 1,
                borderColor: 'divider',
              }}
            >
              <Link
                component={RouterLink}
                to={`${PATHS.projectDashboard}?id=${encodeURIComponent(project.id)}`}
                sx={{ flex: '1 1 14rem', minWidth: 0, overflowWrap: 'anywhere' }}
              >
                {project.title}
              </Link>
              <StatusChip status={project.status} />
              {/* Absent for a role without 'projects.finance' (docs/permissions.md). */}
              {project.budget === undefined ? null : (
                <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                  {formatZar(project.budget)}
                </Typography>
              )}
            </Box>
          ))}
        </Box>
      )}
      {projects.data && projects.data.total > SHOWN ? (
        <Link
          component={RouterLink}
          to={`${PATHS.projects}?q=${encodeURIComponent(client.name)}&archived=include`}
          sx={{ display: 'inline-block', mt: 1 }}
        >
          {S.page.moreProjects(projects.data.total)}
        </Link>
      ) : null}
    </Paper>
  );
}

/** /project-dashboard: choose a project (its id lives in ?id=) and see and edit its state. */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { type ProjectOption, ProjectPicker } from '@/components/project-picker/project-picker';
import { httpStatus } from '@/lib/api-error';
import { usePageTitle } from '@/lib/use-page-title';
import { useProject } from '../api/get-project';
import { PROJECT_DASHBOARD_STRINGS as S } from '../strings';
import { ProjectView } from './project-view';

export default function ProjectDashboardPage() {
  usePageTitle('Project Dashboard');
  const [search, setSearch] = useSearchParams();
  const id = search.get('id') || null;
  const projectQuery = useProject(id);
  const project = projectQuery.data;
  const chosen: ProjectOption | null = project
    ? { id: project.id, title: project.title, clientName: project.clientName }
    : null;

  function choose(option: ProjectOption | null) {
    setSearch(option ? { id: option.id } : {});
  }

  let body = <Alert severity="info">{S.choosePrompt}</Alert>;
  if (id && projectQuery.isPending)
    body = (
      <Box role="status" aria-label={S.loading}>
        <Skeleton variant="rounded" height={240} />
      </Box>
    );
  else if (id && projectQuery.isError && !project)
    body = <Alert severity="error">{httpStatus(projectQuery.error) === 404 ? S.notFound : S.failed}</Alert>;
  else if (project) body = <ProjectView key={project.id} project={project} />;

  return (
    <>
      <PageHeader title={S.title} subtitle={S.subtitle} />
      <Box sx={{ maxWidth: 480, mb: 3 }}>
        <ProjectPicker label={S.chooseProject} value={chosen} onChange={choose} />
      </Box>
      {body}
    </>
  );
}

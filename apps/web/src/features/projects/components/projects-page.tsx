/** /projects (spec §2, heading 'Projects Management'): search, filter, sort and page the projects. */
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CreateProjectDialog } from '@/components/create-project-dialog/create-project-dialog';
import { PageHeader } from '@/components/page-header';
import { projectListQueryOptions } from '@/entities/project/api/get-projects';
import { useCan } from '@/lib/session/use-can';
import { BOTTOM_LEFT, useNotice } from '@/lib/use-notice';
import { usePageTitle } from '@/lib/use-page-title';
import { useListParams } from '../hooks/use-list-params';
import { PROJECTS_STRINGS as S } from '../strings';
import { ProjectFilters } from './project-filters';
import { ProjectsTable } from './projects-table';

export default function ProjectsPage() {
  usePageTitle('Projects');
  const can = useCan();
  // Budget and spend are for 'projects.finance' (docs/permissions.md): the server leaves them out
  // for other roles and refuses to order by budget for them, so the screen offers neither.
  const showsMoney = can('projects.finance');
  const { params: asked, update, clear } = useListParams();
  const params = showsMoney || asked.sort !== 'budget' ? asked : { ...asked, sort: 'createdAt' as const };
  const query = useQuery(projectListQueryOptions({ ...params, q: params.q || undefined }));
  const [creating, setCreating] = useState(false);
  const { notify, notice } = useNotice(BOTTOM_LEFT);

  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, flexWrap: 'wrap' }}>
        <Box sx={{ flexGrow: 1 }}>
          <PageHeader title={S.title} subtitle={S.subtitle} />
        </Box>
        {can('projects.create') ? (
          // When the button wraps under the heading on a phone, its margin keeps it off the search label.
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setCreating(true)}
            sx={{ mb: 3, whiteSpace: 'nowrap' }}
          >
            {S.newProject}
          </Button>
        ) : null}
      </Box>
      <ProjectFilters params={params} onChange={update} onClear={clear} showsMoney={showsMoney} />
      <ProjectsTable
        query={query}
        showsMoney={showsMoney}
        page={params.page}
        pageSize={params.pageSize}
        onPage={(page) => update({ page })}
        onPageSize={(pageSize) => update({ pageSize })}
      />
      <CreateProjectDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(project) => notify(S.created(project.title))}
      />
      {notice}
    </>
  );
}

/** The chosen project at a glance: title, client (a link to its page), chips, due date, progress. */
import {
  boqQuotePath,
  clientPath,
  formatShortDate,
  LABELS,
  type Project,
  quoteHistoryPath,
  sitePath,
  visitPath,
} from '@firebreak/shared';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { ComplianceChip, HealthChip, StatusChip, ToneChip } from '@/components/project-chips';
import { useCan } from '@/lib/session/use-can';
import { useProjectOrigin } from '../api/get-project-origin';
import { PROJECT_DASHBOARD_STRINGS as S } from '../strings';

export function ProjectSummary({ project }: { project: Project }) {
  return (
    <Paper component="section" aria-labelledby="project-title" sx={{ p: 2, height: '100%' }}>
      <Typography id="project-title" component="h2" variant="h5" sx={{ wordBreak: 'break-word' }}>
        {project.title}
      </Typography>
      <Typography color="text.secondary" gutterBottom>
        {project.clientId ? (
          <Link component={RouterLink} to={clientPath(project.clientId)}>
            {project.clientName}
          </Link>
        ) : (
          project.clientName
        )}{' '}
        · {LABELS.clientType[project.clientType]} · {LABELS.projectType[project.type]} ·{' '}
        {project.location || S.noLocation}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', my: 1.5 }}>
        <StatusChip status={project.status} />
        <HealthChip health={project.health} />
        <ComplianceChip status={project.complianceStatus} />
        <ToneChip tone="default" label={S.urgency(LABELS.urgency[project.urgency])} />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {project.dueDate ? S.due(formatShortDate(project.dueDate)) : S.noDueDate}
      </Typography>
      <Box sx={{ mt: 2 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
          <Typography variant="body2">{S.progress}</Typography>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {project.progress}%
          </Typography>
        </Box>
        <LinearProgress
          variant="determinate"
          value={project.progress}
          aria-label={S.progressLabel(project.title)}
          sx={{ height: 10, borderRadius: 5, mt: 0.5 }}
        />
      </Box>
      <ProjectOrigin projectId={project.id} />
      {project.description ? (
        <Typography variant="body2" sx={{ mt: 2, whiteSpace: 'pre-wrap' }}>
          {project.description}
        </Typography>
      ) : null}
    </Paper>
  );
}

/** 'From quote Q-2026-0012 · Site … · Visit due …' for a project an approved quote became. */
function ProjectOrigin({ projectId }: { projectId: string }) {
  const can = useCan();
  const origin = useProjectOrigin(projectId, can('quotes.read'));
  const quote = origin.data?.quote;
  if (!quote) return null;
  const { site, visit } = origin.data ?? {};
  return (
    <Typography variant="body2" sx={{ mt: 2, overflowWrap: 'anywhere' }}>
      {S.fromQuote}{' '}
      <Link
        component={RouterLink}
        to={quote.kind === 'BOQ' ? boqQuotePath(quote.id) : quoteHistoryPath(quote.quoteNumber)}
      >
        {quote.quoteNumber}
      </Link>
      {site ? (
        <>
          {' · '}
          {S.originSite}{' '}
          <Link component={RouterLink} to={sitePath(site.id)}>
            {site.name}
          </Link>
        </>
      ) : null}
      {visit ? (
        <>
          {' · '}
          <Link component={RouterLink} to={visitPath(visit.id)}>
            {S.originVisit(formatShortDate(visit.dueDate))}
          </Link>
        </>
      ) : null}
    </Typography>
  );
}

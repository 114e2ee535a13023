/**
 * /portal/requests[?site=] (issue 31): 'Report a fault' and the requests reported, with their status
 * as the client sees it and the day booked.
 */
import { formatDateTime, type PortalRequest, type RequestStatus } from '@firebreak/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { SectionSpinner } from '@/components/section-spinner';
import { errorMessage } from '@/lib/api-error';
import { useNotice } from '@/lib/use-notice';
import { usePageTitle } from '@/lib/use-page-title';
import { usePortalRequests } from '../api/get-portal-requests';
import { usePortalSites } from '../api/get-portal-sites';
import { showDate } from '../display';
import { P } from '../strings';
import { FaultForm } from './fault-form';

const R = P.requests;

const STATUS_TONES: Record<RequestStatus, Exclude<ChipProps['color'], undefined>> = {
  RECEIVED: 'info',
  SCHEDULED: 'primary',
  ON_SITE: 'warning',
  DONE: 'success',
  CANCELLED: 'default',
};

function RequestItem({ request }: { request: PortalRequest }) {
  const tone = STATUS_TONES[request.status];
  return (
    <Paper component="li" variant="outlined" sx={{ p: 1.5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography fontWeight={600}>{request.reference}</Typography>
        <Typography sx={{ flex: '1 1 auto' }}>{request.siteName}</Typography>
        <Chip
          size="small"
          color={tone}
          label={P.requestStatusLabels[request.status]}
          sx={tone === 'default' ? undefined : { color: 'rgba(0, 0, 0, 0.87)', fontWeight: 500 }}
        />
      </Box>
      <Typography sx={{ mt: 0.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {request.description}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {[
          P.urgencyLabels[request.urgency],
          request.scheduledFor ? R.scheduled(showDate(request.scheduledFor)) : R.notScheduled,
        ].join(' · ')}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {R.reported(request.reportedBy, formatDateTime(request.createdAt))}
      </Typography>
    </Paper>
  );
}

export default function PortalRequestsPage() {
  usePageTitle(R.title);
  const [params] = useSearchParams();
  const sites = usePortalSites();
  const requests = usePortalRequests();
  const { notify, notice } = useNotice();
  return (
    <>
      <PageHeader title={R.title} subtitle={R.subtitle} />
      {sites.isPending ? (
        <SectionSpinner label={P.loading} />
      ) : sites.isError ? (
        <Alert severity="error">{errorMessage(sites.error, P.failed)}</Alert>
      ) : (
        <FaultForm
          sites={sites.data.sites}
          initialSiteId={params.get('site') ?? ''}
          onSent={(request) => notify(R.sent(request.reference), 'success')}
        />
      )}
      <Box component="section" aria-labelledby="portal-requests-list">
        <Typography variant="h6" component="h2" id="portal-requests-list" sx={{ mb: 1 }}>
          {R.list}
        </Typography>
        {requests.isPending ? (
          <SectionSpinner label={P.loading} />
        ) : requests.isError ? (
          <Alert severity="error">{errorMessage(requests.error, P.failed)}</Alert>
        ) : requests.data.length === 0 ? (
          <Typography color="text.secondary">{R.none}</Typography>
        ) : (
          <Box
            component="ul"
            aria-label={R.list}
            sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}
          >
            {requests.data.map((request) => (
              <RequestItem key={request.id} request={request} />
            ))}
          </Box>
        )}
      </Box>
      {notice}
    </>
  );
}

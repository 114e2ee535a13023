/**
 * /portal/sites/:siteId (issue 31): one site as its owner sees it. Standing and why, the equipment by
 * system, the visits with their service reports and certificates, the open defects with photos and the
 * quote pricing each, and the log book's recent entries with its QR code.
 */
import { PATHS, portalLogbookPath } from '@firebreak/shared';
import ArrowBack from '@mui/icons-material/ArrowBack';
import EditNote from '@mui/icons-material/EditNote';
import QrCode2 from '@mui/icons-material/QrCode2';
import ReportProblem from '@mui/icons-material/ReportProblem';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { ComplianceChip } from '@/components/project-chips';
import { SectionSpinner } from '@/components/section-spinner';
import { errorMessage, httpStatus } from '@/lib/api-error';
import { usePageTitle } from '@/lib/use-page-title';
import { useLogbook } from '../api/get-logbook';
import { usePortalSite } from '../api/get-portal-site';
import { P } from '../strings';
import { LogbookList } from './logbook-list';
import { QrCodeDialog } from './qr-code-dialog';
import { SiteAssets } from './site-assets';
import { SiteDefects } from './site-defects';
import { SiteVisits } from './site-visits';

/** How many of the log book's entries the site page shows; the Log book page has the rest. */
const RECENT_ENTRIES = 5;

function Section({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 3 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography variant="h6" component="h2" id={id} sx={{ flex: '1 1 auto' }}>
          {title}
        </Typography>
        {actions}
      </Box>
      {children}
    </Box>
  );
}

const big = { minHeight: 48 };

export default function PortalSitePage() {
  const siteId = useParams().siteId ?? '';
  const query = usePortalSite(siteId);
  const logbook = useLogbook(siteId);
  const [qrOpen, setQrOpen] = useState(false);
  usePageTitle(query.data?.site.name ?? P.sites.title);

  const back = (
    <Link
      component={RouterLink}
      to={PATHS.portal}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 1 }}
    >
      <ArrowBack fontSize="small" />
      {P.site.back}
    </Link>
  );
  if (query.isPending) return <SectionSpinner label={P.loading} />;
  if (query.isError)
    return (
      <>
        {back}
        <Alert severity="error">
          {httpStatus(query.error) === 404 ? P.site.notFound : errorMessage(query.error, P.failed)}
        </Alert>
      </>
    );
  const { site, assets, visits, defects } = query.data;

  return (
    <>
      {back}
      <PageHeader title={site.name} subtitle={site.address} />
      <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <ComplianceChip status={site.standing} />
          <Typography variant="body2" color="text.secondary">
            {site.clientName}
          </Typography>
        </Box>
        {site.reasons.length > 0 ? (
          <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }}>
            {site.reasons.map((reason) => (
              <li key={reason}>
                <Typography variant="body2">{reason}</Typography>
              </li>
            ))}
          </Box>
        ) : null}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
          <Button
            variant="contained"
            startIcon={<EditNote />}
            component={RouterLink}
            to={portalLogbookPath(site.id)}
            sx={big}
          >
            {P.site.recordLogbook}
          </Button>
          <Button
            variant="outlined"
            startIcon={<ReportProblem />}
            component={RouterLink}
            to={`${PATHS.portalRequests}?site=${encodeURIComponent(site.id)}`}
            sx={big}
          >
            {P.site.reportFault}
          </Button>
          <Button variant="outlined" startIcon={<QrCode2 />} onClick={() => setQrOpen(true)} sx={big}>
            {P.site.qrButton}
          </Button>
        </Box>
      </Paper>
      <Section title={P.site.defects}>
        <SiteDefects defects={defects} />
      </Section>
      <Section title={P.site.visits}>
        <SiteVisits visits={visits} />
      </Section>
      <Section title={P.site.systems}>
        <SiteAssets assets={assets} />
      </Section>
      <Section title={P.site.logbook}>
        {logbook.isPending ? (
          <SectionSpinner label={P.loading} />
        ) : logbook.isError ? (
          <Alert severity="error">{errorMessage(logbook.error, P.failed)}</Alert>
        ) : (
          <LogbookList
            entries={logbook.data.slice(0, RECENT_ENTRIES)}
            label={P.logbook.recent}
            showSite={false}
          />
        )}
      </Section>
      {qrOpen ? (
        <QrCodeDialog siteId={site.id} siteName={site.name} onClose={() => setQrOpen(false)} />
      ) : null}
    </>
  );
}

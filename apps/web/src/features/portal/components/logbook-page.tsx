/**
 * /portal/logbook[?site=] (issue 31): the site's log book (SANS 10139). The QR code at a site opens it
 * with the site chosen; the recent entries below follow the chosen site.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { SectionSpinner } from '@/components/section-spinner';
import { errorMessage } from '@/lib/api-error';
import { useNotice } from '@/lib/use-notice';
import { usePageTitle } from '@/lib/use-page-title';
import { useLogbook } from '../api/get-logbook';
import { usePortalSites } from '../api/get-portal-sites';
import { P } from '../strings';
import { LogbookForm } from './logbook-form';
import { LogbookList } from './logbook-list';

const L = P.logbook;

export default function PortalLogbookPage() {
  usePageTitle(L.title);
  const [params, setParams] = useSearchParams();
  const siteId = params.get('site') ?? '';
  const sites = usePortalSites();
  const entries = useLogbook(siteId || undefined);
  const { notify, notice } = useNotice();
  return (
    <>
      <PageHeader title={L.title} subtitle={L.subtitle} />
      {sites.isPending ? (
        <SectionSpinner label={P.loading} />
      ) : sites.isError ? (
        <Alert severity="error">{errorMessage(sites.error, P.failed)}</Alert>
      ) : (
        <LogbookForm
          sites={sites.data.sites}
          siteId={siteId}
          onSiteChange={(next) => setParams(next ? { site: next } : {}, { replace: true })}
          onSaved={() => notify(L.saved, 'success')}
        />
      )}
      <Box component="section" aria-labelledby="portal-logbook-recent">
        <Typography variant="h6" component="h2" id="portal-logbook-recent" sx={{ mb: 1 }}>
          {L.recent}
        </Typography>
        {entries.isPending ? (
          <SectionSpinner label={P.loading} />
        ) : entries.isError ? (
          <Alert severity="error">{errorMessage(entries.error, P.failed)}</Alert>
        ) : (
          <LogbookList entries={entries.data} label={L.recent} showSite={!siteId} />
        )}
      </Box>
      {notice}
    </>
  );
}

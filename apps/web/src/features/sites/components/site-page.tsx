/**
 * /sites/:siteId (issue 16): one client site — its address, contact and access notes, then tabs:
 * Assets (the register), Schedule (the visits due, then the maintenance tasks of the types present)
 * History (its open defects, then the visits done or cancelled in the last year), Log book (what the
 * building's people recorded in the client portal, SANS 10139) and Documents (the
 * library documents linked to it, its visits' reports: decision 0081, and the paperwork read into its
 * register for the office: issue 32). The tab lives in the
 * address (?tab=schedule) so a link can open it.
 */
import { clientPath, mapsLink, visitPath } from '@firebreak/shared';
import AddAlertIcon from '@mui/icons-material/AddAlert';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditIcon from '@mui/icons-material/Edit';
import PlagiarismIcon from '@mui/icons-material/Plagiarism';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import { CALL_OUT_STRINGS, CallOutDialog } from '@/components/call-out-dialog/call-out-dialog';
import { LinkedDocuments } from '@/components/linked-documents/linked-documents';
import { PageHeader } from '@/components/page-header';
import { SectionSpinner } from '@/components/section-spinner';
import { useCan } from '@/lib/session/use-can';
import { useNotice } from '@/lib/use-notice';
import { usePageTitle } from '@/lib/use-page-title';
import { useAssetTypes } from '../api/get-asset-types';
import { useSite } from '../api/get-site';
import { useSiteAssets } from '../api/get-site-assets';
import { ReadPaperworkDialog } from '../intake/components/read-paperwork-dialog';
import { SitePaperwork } from '../intake/components/site-paperwork';
import { I } from '../intake/strings';
import { S } from '../strings';
import { AssetsTab } from './assets-tab';
import { ScheduleTab } from './schedule-tab';
import { SiteDefects } from './site-defects';
import { SiteFormDialog } from './site-form-dialog';
import { SiteLogbook } from './site-logbook';
import { SiteVisits } from './site-visits';

const TABS = ['assets', 'schedule', 'history', 'logbook', 'documents'] as const;
type SiteTab = (typeof TABS)[number];
const TAB_LABELS: Record<SiteTab, string> = {
  assets: S.tabAssets,
  schedule: S.tabSchedule,
  history: S.tabHistory,
  logbook: S.tabLogbook,
  documents: S.tabDocuments,
};

export default function SitePage() {
  const siteId = useParams().siteId ?? '';
  const site = useSite(siteId);
  const types = useAssetTypes();
  const assets = useSiteAssets(siteId);
  const [search, setSearch] = useSearchParams();
  const requested = search.get('tab');
  const tab: SiteTab = TABS.includes(requested as SiteTab) ? (requested as SiteTab) : 'assets';
  const [editing, setEditing] = useState(false);
  const { notify, notice } = useNotice();
  const can = useCan();
  const manages = can('sites.manage');
  const readsPaperwork = can('intake.review');
  const schedules = can('visits.schedule');
  const [callingOut, setCallingOut] = useState(false);
  const [reading, setReading] = useState(false);
  const navigate = useNavigate();
  usePageTitle(site.data ? site.data.name : 'Site');

  if (site.isPending || types.isPending) return <SectionSpinner label={S.siteLoading} />;
  if (site.isError || types.isError) return <Alert severity="error">{S.siteFailed}</Alert>;
  const data = site.data;

  const chooseTab = (next: SiteTab) =>
    setSearch(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === 'assets') params.delete('tab');
        else params.set('tab', next);
        return params;
      },
      { replace: true },
    );

  const detail = (label: string, value: string) =>
    value ? (
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        <Box component="span" sx={{ color: 'text.secondary' }}>
          {label}:
        </Box>{' '}
        {value}
      </Typography>
    ) : null;

  return (
    <Box>
      <Link
        component={RouterLink}
        to={clientPath(data.clientId, 'sites')}
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 1 }}
      >
        <ArrowBackIcon fontSize="small" />
        {S.backToClient(data.clientName)}
      </Link>
      <PageHeader title={data.name} subtitle={data.clientName} />
      <Paper variant="outlined" sx={{ p: 2, mb: 3, display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Box sx={{ flex: '1 1 260px', minWidth: 0 }}>
          {detail(S.siteFields.address, data.address)}
          {detail(S.contact, [data.contactName, data.contactPhone].filter(Boolean).join(' · '))}
          {detail(S.access, data.accessNotes)}
          {detail(S.siteFields.area, data.area)}
          {detail(
            S.accessHours,
            data.accessFrom && data.accessTo ? `${data.accessFrom}–${data.accessTo}` : '',
          )}
          {data.latitude !== null && data.longitude !== null ? (
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              <Box component="span" sx={{ color: 'text.secondary' }}>
                {S.place}:
              </Box>{' '}
              {data.latitude}, {data.longitude}{' '}
              <Link href={mapsLink(data.latitude, data.longitude)} target="_blank" rel="noopener noreferrer">
                {S.openInMaps}
              </Link>
            </Typography>
          ) : null}
        </Box>
        {manages || schedules ? (
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
            {manages ? (
              <Button variant="outlined" startIcon={<EditIcon />} onClick={() => setEditing(true)}>
                {S.editSite}
              </Button>
            ) : null}
            {readsPaperwork ? (
              <Button variant="outlined" startIcon={<PlagiarismIcon />} onClick={() => setReading(true)}>
                {I.open}
              </Button>
            ) : null}
            {schedules ? (
              <Button variant="outlined" startIcon={<AddAlertIcon />} onClick={() => setCallingOut(true)}>
                {CALL_OUT_STRINGS.open}
              </Button>
            ) : null}
          </Box>
        ) : null}
        {reading ? <ReadPaperworkDialog siteId={data.id} onClose={() => setReading(false)} /> : null}
        {callingOut ? (
          <CallOutDialog
            siteId={data.id}
            siteName={data.name}
            onClose={() => setCallingOut(false)}
            onCreated={(visit) => navigate(visitPath(visit.id))}
          />
        ) : null}
      </Paper>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs
          value={tab}
          onChange={(_, next: SiteTab) => chooseTab(next)}
          aria-label={S.tabsLabel}
          variant="scrollable"
          allowScrollButtonsMobile
        >
          {TABS.map((value) => (
            <Tab
              key={value}
              value={value}
              label={TAB_LABELS[value]}
              id={`site-tab-${value}`}
              aria-controls="site-panel"
            />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id="site-panel" aria-labelledby={`site-tab-${tab}`}>
        {tab === 'assets' ? <AssetsTab siteId={data.id} types={types.data} /> : null}
        {tab === 'schedule' ? (
          <>
            <SiteVisits siteId={data.id} span="upcoming" />
            {assets.data ? (
              <ScheduleTab assets={assets.data} types={types.data} />
            ) : (
              <SectionSpinner label={S.assetsLoading} />
            )}
          </>
        ) : null}
        {tab === 'history' ? (
          <>
            <SiteDefects siteId={data.id} assets={assets.data ?? []} />
            <SiteVisits siteId={data.id} span="history" />
          </>
        ) : null}
        {tab === 'logbook' ? <SiteLogbook siteId={data.id} /> : null}
        {tab === 'documents' ? (
          <>
            {readsPaperwork ? <SitePaperwork siteId={data.id} /> : null}
            <LinkedDocuments of="site" id={data.id} />
          </>
        ) : null}
      </Box>
      {editing ? (
        <SiteFormDialog
          clientId={data.clientId}
          site={data}
          onClose={() => setEditing(false)}
          onSaved={(text) => {
            setEditing(false);
            notify(text);
          }}
        />
      ) : null}
      {notice}
    </Box>
  );
}

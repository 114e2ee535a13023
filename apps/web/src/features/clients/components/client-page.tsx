/**
 * /clients/:clientId: one client with an Overview tab (its details, Edit for the office, its projects,
 * the library documents linked to it: decision 0081) and a Sites
 * tab. The Sites tab belongs to the sites feature, so the app passes it in (app/routes.tsx) and this
 * feature imports no other. The tab lives in the address (?tab=sites) so a link can open it.
 */
import { PATHS } from '@firebreak/shared';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditIcon from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { LinkedDocuments } from '@/components/linked-documents/linked-documents';
import { PageHeader } from '@/components/page-header';
import { SectionSpinner } from '@/components/section-spinner';
import { useCan } from '@/lib/session/use-can';
import { useNotice } from '@/lib/use-notice';
import { usePageTitle } from '@/lib/use-page-title';
import { useClient } from '../api/get-client';
import { S } from '../strings';
import { ClientBillingSection } from './client-billing-section';
import { ClientContactsSection } from './client-contacts-section';
import { ClientDetailsList } from './client-details-list';
import { ClientFormDialog } from './client-form-dialog';
import { ClientProjectList } from './client-project-list';
import { ClientStatusChip } from './client-status-chip';

export default function ClientPage({ sitesTab }: { sitesTab: (clientId: string) => ReactNode }) {
  const clientId = useParams().clientId ?? '';
  const query = useClient(clientId);
  const [search, setSearch] = useSearchParams();
  const tab = search.get('tab') === 'sites' ? 'sites' : 'overview';
  const [editing, setEditing] = useState(false);
  const { notify, notice } = useNotice();
  const can = useCan();
  usePageTitle(query.data ? query.data.name : 'Client');

  if (query.isPending) return <SectionSpinner label={S.page.loading} />;
  if (query.isError) return <Alert severity="error">{S.page.failed}</Alert>;
  const client = query.data;

  const chooseTab = (next: string) =>
    setSearch(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === 'sites') params.set('tab', 'sites');
        else params.delete('tab');
        return params;
      },
      { replace: true },
    );

  return (
    <Box>
      <Link
        component={RouterLink}
        to={PATHS.clients}
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 1 }}
      >
        <ArrowBackIcon fontSize="small" />
        {S.page.back}
      </Link>
      <PageHeader title={client.name} subtitle={[client.contact, client.phone].filter(Boolean).join(' · ')} />
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs value={tab} onChange={(_, next: string) => chooseTab(next)} aria-label={S.page.tabsLabel}>
          <Tab
            value="overview"
            label={S.page.tabOverview}
            id="client-tab-overview"
            aria-controls="client-panel"
          />
          <Tab value="sites" label={S.page.tabSites} id="client-tab-sites" aria-controls="client-panel" />
        </Tabs>
      </Box>
      <Box role="tabpanel" id="client-panel" aria-labelledby={`client-tab-${tab}`}>
        {tab === 'sites' ? (
          sitesTab(client.id)
        ) : (
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Stack direction="row" useFlexGap sx={{ alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 2 }}>
              <Typography variant="h6" component="h2" sx={{ flex: '1 1 auto' }}>
                {S.page.details}
              </Typography>
              <ClientStatusChip status={client.status} />
              {can('clients.update') ? (
                <Button variant="outlined" startIcon={<EditIcon />} onClick={() => setEditing(true)}>
                  {S.edit}
                </Button>
              ) : null}
            </Stack>
            <ClientDetailsList client={client} />
          </Paper>
        )}
        {tab === 'overview' ? <ClientBillingSection clientId={client.id} onSaved={notify} /> : null}
        {tab === 'overview' ? <ClientContactsSection clientId={client.id} onSaved={notify} /> : null}
        {tab === 'overview' ? <ClientProjectList client={client} /> : null}
        {tab === 'overview' ? <LinkedDocuments of="client" id={client.id} spaced /> : null}
      </Box>
      {editing ? (
        <ClientFormDialog
          client={client}
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

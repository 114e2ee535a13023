/**
 * The client page's Sites tab (issue 16): the client's sites, Add site, and Edit / Delete for roles
 * with 'sites.manage'. The app passes it to the clients feature's client page (app/routes.tsx).
 */
import type { Site } from '@firebreak/shared';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
import { SectionSpinner } from '@/components/section-spinner';
import { errorMessage } from '@/lib/api-error';
import { useCan } from '@/lib/session/use-can';
import { useNotice } from '@/lib/use-notice';
import { useDeleteSite } from '../api/delete-site';
import { useClientSites } from '../api/get-client-sites';
import { S } from '../strings';
import { SiteFormDialog } from './site-form-dialog';
import { SiteCards, SitesTable } from './site-list';

type Open = { kind: 'none' } | { kind: 'form'; site: Site | null } | { kind: 'delete'; site: Site };

export default function ClientSitesTab({ clientId }: { clientId: string }) {
  const query = useClientSites(clientId);
  const [open, setOpen] = useState<Open>({ kind: 'none' });
  const close = () => setOpen({ kind: 'none' });
  const { notify, notice } = useNotice();
  const remove = useDeleteSite();
  const can = useCan();
  const manages = can('sites.manage');
  const isPhone = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  const List = isPhone ? SiteCards : SitesTable;

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          {S.sitesTitle}
        </Typography>
        {manages ? (
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setOpen({ kind: 'form', site: null })}
          >
            {S.addSite}
          </Button>
        ) : null}
      </Box>
      {query.isPending ? <SectionSpinner label={S.sitesLoading} /> : null}
      {query.isError ? <Alert severity="error">{S.sitesFailed}</Alert> : null}
      {query.data?.length === 0 ? <Typography>{S.noSites}</Typography> : null}
      {query.data && query.data.length > 0 ? (
        <List
          sites={query.data}
          onEdit={manages ? (site) => setOpen({ kind: 'form', site }) : undefined}
          onDelete={
            manages
              ? (site) => {
                  remove.reset();
                  setOpen({ kind: 'delete', site });
                }
              : undefined
          }
        />
      ) : null}
      {open.kind === 'form' ? (
        <SiteFormDialog
          clientId={clientId}
          site={open.site}
          onClose={close}
          onSaved={(text) => {
            close();
            notify(text);
          }}
        />
      ) : null}
      {open.kind === 'delete' ? (
        <ConfirmDialog
          title={S.deleteSiteTitle}
          text={S.confirmDeleteSite(open.site.name, open.site.assetCount)}
          error={remove.isError ? errorMessage(remove.error, 'Could not delete the site') : null}
          pending={remove.isPending}
          onClose={close}
          onConfirm={() =>
            remove.mutate(open.site.id, {
              onSuccess: () => {
                close();
                notify(S.siteDeleted(open.site.name));
              },
            })
          }
        />
      ) : null}
      {notice}
    </Box>
  );
}

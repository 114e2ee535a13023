/** /clients (spec §2 Client Management) on real data: cards, search, type filter, table and dialogs. */
import { CLIENT_KINDS, type Client, type ClientKind } from '@firebreak/shared';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useDeferredValue, useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { SectionSpinner } from '@/components/section-spinner';
import { useCan } from '@/lib/session/use-can';
import { useNotice } from '@/lib/use-notice';
import { usePageTitle } from '@/lib/use-page-title';
import { useClients } from '../api/get-clients';
import { S } from '../strings';
import { ClientCards } from './client-cards';
import { ClientDetailsDialog } from './client-details-dialog';
import { ClientFormDialog } from './client-form-dialog';
import { ClientSummaryCards } from './client-summary-cards';
import { ClientsTable } from './clients-table';
import { DeleteClientDialog } from './delete-client-dialog';
import { MeetingDialog } from './meeting-dialog';

type Open =
  | { kind: 'none' }
  | { kind: 'view' | 'delete' | 'meeting'; client: Client }
  | { kind: 'form'; client: Client | null };

export default function ClientsPage() {
  usePageTitle('Clients');
  const [search, setSearch] = useState('');
  const [type, setType] = useState<'' | ClientKind>('');
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(25);
  const [open, setOpen] = useState<Open>({ kind: 'none' });
  const deferredSearch = useDeferredValue(search.trim());
  const query = useClients({
    ...(deferredSearch ? { search: deferredSearch } : {}),
    ...(type ? { type } : {}),
    page: page + 1,
    pageSize,
  });
  const close = () => setOpen({ kind: 'none' });
  const { notify, notice } = useNotice();
  // Each add, edit and delete is confirmed by a notice (issue 15).
  const done = (text: string) => {
    close();
    notify(text);
  };
  const can = useCan();
  const isPhone = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  const List = isPhone ? ClientCards : ClientsTable;

  return (
    <Box>
      <PageHeader title={S.title} subtitle={S.subtitle} />
      <ClientSummaryCards summary={query.data?.summary} />
      <Paper sx={{ p: 2 }}>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2, alignItems: 'center' }}>
          <TextField
            label={S.search}
            value={search}
            size="small"
            onChange={(e) => {
              setSearch(e.target.value);
              setPage(0);
            }}
            sx={{ flex: '1 1 240px' }}
          />
          <TextField
            select
            label={S.typeFilter}
            size="small"
            value={type}
            onChange={(e) => {
              setType(e.target.value as '' | ClientKind);
              setPage(0);
            }}
            sx={{ minWidth: 180 }}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">{S.allTypes}</MenuItem>
            {CLIENT_KINDS.map((kind) => (
              <MenuItem key={kind} value={kind}>
                {kind}
              </MenuItem>
            ))}
          </TextField>
          {can('clients.create') ? (
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => setOpen({ kind: 'form', client: null })}
            >
              {S.addNewClient}
            </Button>
          ) : null}
        </Box>
        {query.isPending ? <SectionSpinner label={S.loading} /> : null}
        {query.isError ? <Alert severity="error">{S.failed}</Alert> : null}
        {query.data ? (
          <>
            <List
              clients={query.data.items}
              onView={(client) => setOpen({ kind: 'view', client })}
              onEdit={can('clients.update') ? (client) => setOpen({ kind: 'form', client }) : undefined}
              onDelete={can('clients.delete') ? (client) => setOpen({ kind: 'delete', client }) : undefined}
            />
            <TablePagination
              component="div"
              count={query.data.total}
              page={page}
              rowsPerPage={pageSize}
              rowsPerPageOptions={[10, 25, 50, 100]}
              onPageChange={(_e, next) => setPage(next)}
              onRowsPerPageChange={(e) => {
                setPageSize(Number(e.target.value));
                setPage(0);
              }}
            />
          </>
        ) : null}
      </Paper>
      {open.kind === 'view' ? (
        <ClientDetailsDialog
          client={open.client}
          onClose={close}
          onSchedule={
            can('clients.meetings') ? () => setOpen({ kind: 'meeting', client: open.client }) : undefined
          }
        />
      ) : null}
      {open.kind === 'form' ? <ClientFormDialog client={open.client} onClose={close} onSaved={done} /> : null}
      {open.kind === 'delete' ? (
        <DeleteClientDialog client={open.client} onClose={close} onDeleted={done} />
      ) : null}
      {notice}
      {open.kind === 'meeting' ? <MeetingDialog client={open.client} onClose={close} /> : null}
    </Box>
  );
}

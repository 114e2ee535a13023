/**
 * /invoices: the money register (issue 29). Status tabs, a kind filter and a search over the list;
 * 'Outstanding' and 'Overdue' above it are the sums of the list's own balances, so they always agree
 * with the rows below. A table from md up, cards on a phone.
 */
import {
  INVOICE_KINDS,
  INVOICE_STATUSES,
  type InvoiceKind,
  type InvoiceStatus,
  PATHS,
} from '@firebreak/shared';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { SectionSpinner } from '@/components/section-spinner';
import { useInvoices } from '@/entities/invoice/api/get-invoices';
import { useCan } from '@/lib/session/use-can';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useNotice } from '@/lib/use-notice';
import { usePageTitle } from '@/lib/use-page-title';
import { rand } from '../money';
import { S } from '../strings';
import { BILLING_STRINGS, BillingRunDialog } from './billing-run-dialog';
import { InvoiceCards, InvoiceTable } from './invoice-list';
import { ReminderScheduleDialog } from './reminder-schedule-dialog';

const L = S.list;
const PAGE_SIZE = 50;

function Figure({ label, cents, tone }: { label: string; cents: number; tone?: 'error' }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, flex: '1 1 160px' }} data-testid={`figure-${label}`}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h6" component="p" color={tone === 'error' && cents > 0 ? 'error' : undefined}>
        {rand(cents)}
      </Typography>
    </Paper>
  );
}

export default function InvoicesPage() {
  usePageTitle(L.title);
  const can = useCan();
  const isPhone = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  const [status, setStatus] = useState<InvoiceStatus | 'ALL'>('ALL');
  const [kind, setKind] = useState<InvoiceKind | 'ALL'>('ALL');
  const [search, setSearch] = useState('');
  const [settings, setSettings] = useState(false);
  const { notify, notice } = useNotice();
  const [offset, setOffset] = useState(0);
  const [billing, setBilling] = useState(false);
  const q = useDebouncedValue(search.trim());
  const query = useInvoices({
    ...(status === 'ALL' ? {} : { status }),
    ...(kind === 'ALL' ? {} : { kind }),
    ...(q ? { q } : {}),
    limit: PAGE_SIZE,
    offset,
  });
  const items = query.data?.items ?? [];
  const total = query.data?.total ?? 0;
  // Every matching invoice's figures from the server, not only this page's: on All they are the
  // debtors' ageing total and overdue (the dashboard's Debtors and Overdue).
  const outstanding = query.data?.outstandingCents ?? 0;
  const overdue = query.data?.overdueCents ?? 0;

  const choose = (apply: () => void) => {
    apply();
    setOffset(0);
  };

  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <Box sx={{ flex: '1 1 240px' }}>
          <PageHeader title={L.title} subtitle={L.subtitle} />
        </Box>
        <Button component={RouterLink} to={PATHS.debtors} variant="outlined">
          {L.debtors}
        </Button>
        {can('invoices.manage') ? (
          <>
            <Button variant="outlined" onClick={() => setBilling(true)}>
              {BILLING_STRINGS.action}
            </Button>
            <Button variant="outlined" onClick={() => setSettings(true)}>
              {S.reminders.action}
            </Button>
            <Button component={RouterLink} to={PATHS.accountingExport} variant="outlined">
              {L.accountingExport}
            </Button>
          </>
        ) : null}
        {can('invoices.manage') ? (
          <Button component={RouterLink} to={PATHS.invoiceNew} variant="contained" startIcon={<AddIcon />}>
            {L.newInvoice}
          </Button>
        ) : null}
      </Box>
      <Stack direction="row" useFlexGap sx={{ gap: 2, flexWrap: 'wrap', mb: 1 }}>
        <Figure label={L.outstanding} cents={outstanding} />
        <Figure label={L.overdue} cents={overdue} tone="error" />
      </Stack>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs
          value={status}
          onChange={(_, next: InvoiceStatus | 'ALL') => choose(() => setStatus(next))}
          aria-label={L.statusTabs}
          variant="scrollable"
          allowScrollButtonsMobile
        >
          <Tab value="ALL" label={L.all} />
          {INVOICE_STATUSES.map((value) => (
            <Tab key={value} value={value} label={S.statusLabels[value]} />
          ))}
        </Tabs>
      </Box>
      <Stack direction="row" useFlexGap sx={{ gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <TextField
          label={L.search}
          type="search"
          size="small"
          value={search}
          onChange={(event) => choose(() => setSearch(event.target.value))}
          sx={{ flex: '1 1 220px' }}
        />
        <TextField
          select
          label={L.kind}
          size="small"
          value={kind}
          onChange={(event) => choose(() => setKind(event.target.value as InvoiceKind | 'ALL'))}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="ALL">{L.allKinds}</MenuItem>
          {INVOICE_KINDS.map((value) => (
            <MenuItem key={value} value={value}>
              {S.kindLabels[value]}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {billing ? <BillingRunDialog onClose={() => setBilling(false)} /> : null}
      {query.isPending ? <SectionSpinner label={L.loading} /> : null}
      {query.isError ? <Alert severity="error">{L.failed}</Alert> : null}
      {query.data && items.length === 0 ? <Typography>{L.empty}</Typography> : null}
      {items.length > 0 ? isPhone ? <InvoiceCards items={items} /> : <InvoiceTable items={items} /> : null}
      {total > PAGE_SIZE ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 2, justifyContent: 'flex-end' }}>
          <Typography variant="body2">
            {L.pageOf(offset + 1, Math.min(offset + PAGE_SIZE, total), total)}
          </Typography>
          <Button disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - PAGE_SIZE))}>
            {L.previous}
          </Button>
          <Button disabled={offset + PAGE_SIZE >= total} onClick={() => setOffset(offset + PAGE_SIZE)}>
            {L.next}
          </Button>
        </Box>
      ) : null}
      {settings ? (
        <ReminderScheduleDialog
          notify={notify}
          onClose={() => setSettings(false)}
          onSaved={() => {
            setSettings(false);
            notify(S.reminders.saved);
          }}
        />
      ) : null}
      {notice}
    </Box>
  );
}

/**
 * /invoices/export (issue 29 §5): the bookkeeper's file. A format (Sage or Xero) and a period give a
 * ZIP of the period's invoices, credit notes and payments (GET /api/exports/accounting); below, the
 * previous exports (GET /api/exports), each marked with the documents that changed since it was made.
 * For ADMIN and PROJECT_MANAGER (invoices.manage). A table from md up, cards on a phone.
 */
import {
  ACCOUNTING_EXPORT_FORMAT_LABELS,
  ACCOUNTING_EXPORT_FORMATS,
  type AccountingExport,
  type AccountingExportFormat,
  accountingExportQuerySchema,
  addDays,
  formatShortDate,
  PATHS,
  todayInSouthAfrica,
} from '@firebreak/shared';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Link as RouterLink } from 'react-router';
import { AdminCards } from '@/components/admin-list/admin-cards';
import { useZodForm } from '@/components/form/use-zod-form';
import { PageHeader } from '@/components/page-header';
import { SectionSpinner } from '@/components/section-spinner';
import { errorMessage } from '@/lib/api-error';
import { useNotice } from '@/lib/use-notice';
import { usePageTitle } from '@/lib/use-page-title';
import { useDownloadAccountingExport } from '../api/download-accounting-export';
import { useAccountingExports } from '../api/get-accounting-exports';
import { S } from '../strings';

/** Last calendar month, the company's days: what a bookkeeper usually asks for. */
function lastMonth() {
  const firstOfThis = `${todayInSouthAfrica().slice(0, 7)}-01`;
  const to = addDays(firstOfThis, -1);
  return { from: `${to.slice(0, 7)}-01`, to };
}

const day = (date: string) => formatShortDate(`${date}T12:00:00Z`);

function Changes({ item }: { item: AccountingExport }) {
  if (item.changes.length === 0) return <Typography variant="body2">{S.unchanged}</Typography>;
  return (
    <Box>
      <Chip size="small" color="warning" label={S.changed(item.changes.length)} sx={{ mb: 0.5 }} />
      <Typography variant="body2" color="text.secondary">
        {item.changes.map((change) => change.label).join(', ')}
      </Typography>
    </Box>
  );
}

export default function AccountingExportPage() {
  usePageTitle(S.title);
  const isPhone = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  const form = useZodForm(accountingExportQuerySchema, () => ({
    format: 'sage' as AccountingExportFormat,
    ...lastMonth(),
  }));
  const download = useDownloadAccountingExport();
  const exports = useAccountingExports();
  const { notify, notice } = useNotice();
  const items = exports.data?.items ?? [];

  const submit = form.handleSubmit((query) =>
    download.mutate(query, { onSuccess: (name) => notify(S.downloaded(name)) }),
  );

  return (
    <Box>
      <Link
        component={RouterLink}
        to={PATHS.invoices}
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 1 }}
      >
        <ArrowBackIcon fontSize="small" />
        {S.back}
      </Link>
      <PageHeader title={S.title} subtitle={S.subtitle} />
      <Paper variant="outlined" sx={{ p: 2, mb: 3 }} component="form" onSubmit={submit} noValidate>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
          <TextField select label={S.format} size="small" sx={{ minWidth: 240 }} {...form.field('format')}>
            {ACCOUNTING_EXPORT_FORMATS.map((format) => (
              <MenuItem key={format} value={format}>
                {ACCOUNTING_EXPORT_FORMAT_LABELS[format]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={S.from}
            type="date"
            size="small"
            slotProps={{ inputLabel: { shrink: true } }}
            {...form.field('from')}
          />
          <TextField
            label={S.to}
            type="date"
            size="small"
            slotProps={{ inputLabel: { shrink: true } }}
            {...form.field('to')}
          />
          <Button
            type="submit"
            variant="contained"
            startIcon={<DownloadIcon />}
            disabled={download.isPending}
          >
            {download.isPending ? S.downloading : S.download}
          </Button>
        </Stack>
        {download.isError ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorMessage(download.error, S.failed)}
          </Alert>
        ) : null}
      </Paper>

      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        {S.previous}
      </Typography>
      {exports.isPending ? <SectionSpinner label={S.loading} /> : null}
      {exports.isError ? <Alert severity="error">{errorMessage(exports.error, S.listFailed)}</Alert> : null}
      {exports.data && items.length === 0 ? <Typography>{S.empty}</Typography> : null}
      {items.length > 0 && isPhone ? (
        <AdminCards
          label={S.previous}
          items={items}
          cardLabel={(item) =>
            `${ACCOUNTING_EXPORT_FORMAT_LABELS[item.format]} ${S.period(item.from, item.to)}`
          }
          renderCard={(item) => (
            <Stack spacing={0.5}>
              <Typography sx={{ fontWeight: 500 }}>{ACCOUNTING_EXPORT_FORMAT_LABELS[item.format]}</Typography>
              <Typography variant="body2">{S.period(day(item.from), day(item.to))}</Typography>
              <Typography variant="body2" color="text.secondary">
                {`${day(item.createdAt.slice(0, 10))} · ${S.by(item.createdBy?.name ?? null)} · ${S.documents(item.documentCount)}`}
              </Typography>
              <Changes item={item} />
            </Stack>
          )}
        />
      ) : null}
      {items.length > 0 && !isPhone ? (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label={S.previous}>
            <TableHead>
              <TableRow>
                {S.columns.map((column) => (
                  <TableCell key={column}>{column}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((item) => (
                <TableRow key={item.id}>
                  <TableCell>{day(item.createdAt.slice(0, 10))}</TableCell>
                  <TableCell>{ACCOUNTING_EXPORT_FORMAT_LABELS[item.format]}</TableCell>
                  <TableCell>{S.period(day(item.from), day(item.to))}</TableCell>
                  <TableCell>{S.documents(item.documentCount)}</TableCell>
                  <TableCell>{S.by(item.createdBy?.name ?? null)}</TableCell>
                  <TableCell>
                    <Changes item={item} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      ) : null}
      {notice}
    </Box>
  );
}

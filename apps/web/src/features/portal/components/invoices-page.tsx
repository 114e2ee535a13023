/**
 * /portal/invoices (issue 31): per client account, what is owed and what of it is overdue (in red), the
 * statement as a PDF, and the invoices and credit notes with their status, due date, outstanding and PDF.
 */
import { INVOICE_KIND_LABELS, INVOICE_STATUS_LABELS, type PortalInvoices } from '@firebreak/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { PageHeader } from '@/components/page-header';
import { SectionSpinner } from '@/components/section-spinner';
import { errorMessage } from '@/lib/api-error';
import { usePageTitle } from '@/lib/use-page-title';
import { usePortalInvoices } from '../api/get-portal-invoices';
import { money, pdfName, showDate } from '../display';
import { P } from '../strings';
import { FileButton } from './file-button';

const I = P.invoices;
type Account = PortalInvoices['accounts'][number];
type Invoice = Account['invoices'][number];

/** Overdue red, Paid green, the rest neutral; dark text on the filled shades for contrast. */
function StatusChip({ invoice }: { invoice: Invoice }) {
  const tone =
    invoice.overdue || invoice.status === 'OVERDUE'
      ? 'error'
      : invoice.status === 'PAID'
        ? 'success'
        : 'default';
  return (
    <Chip
      size="small"
      color={tone}
      label={
        invoice.overdue && invoice.status !== 'OVERDUE' ? I.overdue : INVOICE_STATUS_LABELS[invoice.status]
      }
      sx={tone === 'default' ? undefined : { color: 'rgba(0, 0, 0, 0.87)', fontWeight: 500 }}
    />
  );
}

function Figure({ label, value, alarm }: { label: string; value: string; alarm?: boolean }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography
        variant="h6"
        component="div"
        sx={alarm ? { color: 'error.main', fontWeight: 700 } : undefined}
      >
        {value}
      </Typography>
    </Box>
  );
}

function InvoiceRow({ invoice }: { invoice: Invoice }) {
  const [, issuedLabel, dueLabel, totalLabel, outstandingLabel] = I.columns;
  const name = `${INVOICE_KIND_LABELS[invoice.kind]} ${invoice.number}`;
  return (
    <Paper component="li" variant="outlined" sx={{ p: 1.5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography fontWeight={600} sx={{ flex: '1 1 auto' }}>
          {name}
        </Typography>
        <StatusChip invoice={invoice} />
        <FileButton
          url={invoice.pdfUrl}
          fileName={pdfName(invoice.number)}
          label={I.pdf}
          accessibleName={I.pdfOf(name)}
          variant="text"
        />
      </Box>
      <Box
        component="dl"
        sx={{
          m: 0,
          mt: 1,
          display: 'grid',
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))' },
          gap: 1,
          '& dd': { m: 0 },
        }}
      >
        {[
          [issuedLabel, showDate(invoice.issuedOn)],
          [dueLabel, showDate(invoice.dueOn)],
          [totalLabel, money(invoice.total)],
          [outstandingLabel, money(invoice.outstanding)],
        ].map(([label, value]) => (
          <Box key={label}>
            <Typography component="dt" variant="caption" color="text.secondary">
              {label}
            </Typography>
            <Typography
              component="dd"
              variant="body2"
              sx={
                label === outstandingLabel && invoice.overdue
                  ? { color: 'error.main', fontWeight: 600 }
                  : undefined
              }
            >
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}

function AccountSection({ account }: { account: Account }) {
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ mb: 4 }}>
      <Typography variant="h6" component="h2" id={titleId} sx={{ mb: 1 }}>
        {account.clientName}
      </Typography>
      <Paper
        variant="outlined"
        sx={{ p: 2, mb: 1.5, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 3 }}
      >
        <Figure label={I.owed} value={money(account.owed)} />
        <Figure label={I.overdue} value={money(account.overdue)} alarm={account.overdue > 0} />
        <Box sx={{ ml: { sm: 'auto' } }}>
          <FileButton
            url={account.statementUrl}
            fileName={pdfName(`statement-${account.clientName}`)}
            label={I.statement}
            accessibleName={I.statementOf(account.clientName)}
          />
        </Box>
      </Paper>
      {account.invoices.length === 0 ? (
        <Typography color="text.secondary">{I.noInvoices}</Typography>
      ) : (
        <Box
          component="ul"
          aria-label={I.listOf(account.clientName)}
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}
        >
          {account.invoices.map((invoice) => (
            <InvoiceRow key={invoice.id} invoice={invoice} />
          ))}
        </Box>
      )}
    </Box>
  );
}

export default function PortalInvoicesPage() {
  usePageTitle(I.title);
  const query = usePortalInvoices();
  if (query.isPending) return <SectionSpinner label={P.loading} />;
  if (query.isError) return <Alert severity="error">{errorMessage(query.error, P.failed)}</Alert>;
  return (
    <>
      <PageHeader title={I.title} subtitle={I.subtitle} />
      {query.data.accounts.length === 0 ? <Typography>{I.none}</Typography> : null}
      {query.data.accounts.map((account) => (
        <AccountSection key={account.clientId} account={account} />
      ))}
    </>
  );
}

/**
 * /invoices/:id: one invoice or credit note: its header, lines and totals, credit notes and payments,
 * and what the office may do with it: a draft is edited, deleted or issued; an issued invoice gets a
 * credit note or a payment; any issued one has its PDF, is e-mailed to the client with it (when the
 * server has an SMTP server) and lists its e-mail from the outbox, an invoice its overdue reminders too.
 */
import { type Invoice, invoicePath, PATHS } from '@firebreak/shared';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
import { SectionSpinner } from '@/components/section-spinner';
import { useDeleteInvoice } from '@/entities/invoice/api/delete-invoice';
import { downloadInvoicePdf } from '@/entities/invoice/api/download-invoice-pdf';
import { useInvoice } from '@/entities/invoice/api/get-invoice';
import { useRelatedMessages } from '@/entities/invoice/api/get-invoice-messages';
import { useIssueInvoice } from '@/entities/invoice/api/issue-invoice';
import { errorMessage } from '@/lib/api-error';
import { useCan } from '@/lib/session/use-can';
import { useNotice } from '@/lib/use-notice';
import { usePageTitle } from '@/lib/use-page-title';
import { rand, showDate } from '../money';
import { S } from '../strings';
import { CreditNoteDialog } from './credit-note-dialog';
import { EmailDialog } from './email-dialog';
import { InvoiceLinesTable } from './invoice-lines-table';
import { invoiceName } from './invoice-list';
import { InvoiceStatusChip } from './invoice-status-chip';
import { MessagesSection } from './messages-section';
import { PaymentDialog } from './payment-dialog';

const I = S.invoice;

type Open = 'delete' | 'issue' | 'credit' | 'payment' | 'email' | null;

function Detail({ label, value }: { label: string; value: string }) {
  if (!value) return null;
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
        {value}
      </Typography>
    </Box>
  );
}

function Header({ invoice }: { invoice: Invoice }) {
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))', gap: 2, m: 0 }}
    >
      <Detail label={I.client} value={invoice.clientName} />
      <Detail label={I.site} value={invoice.siteName ?? ''} />
      <Detail label={I.project} value={invoice.projectTitle ?? ''} />
      <Detail label={I.date} value={showDate(invoice.issueDate)} />
      {invoice.kind === 'INVOICE' ? <Detail label={I.due} value={showDate(invoice.dueDate)} /> : null}
      <Detail label={I.reference} value={invoice.reference} />
      <Detail label={I.vatNumber} value={invoice.clientVatNumber ?? ''} />
      <Detail label={I.credits} value={invoice.creditsInvoiceNumber ?? ''} />
      <Detail label={I.reason} value={invoice.reason} />
      <Detail label={I.notes} value={invoice.notes} />
    </Box>
  );
}

function Related({ invoice }: { invoice: Invoice }) {
  if (invoice.kind !== 'INVOICE' || invoice.status === 'DRAFT') return null;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2, mt: 2 }}>
      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="credit-notes-heading">
        <Typography id="credit-notes-heading" variant="h6" component="h2" gutterBottom>
          {I.creditNotes}
        </Typography>
        {invoice.creditNotes.length === 0 ? (
          <Typography color="text.secondary">{I.noCreditNotes}</Typography>
        ) : null}
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {invoice.creditNotes.map((note) => (
            <Box component="li" key={note.id} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <Link component={RouterLink} to={invoicePath(note.id)} sx={{ flex: 1 }}>
                {note.number ?? I.draftTitle}
              </Link>
              <span>{showDate(note.issueDate)}</span>
              <span>{rand(note.totalCents)}</span>
            </Box>
          ))}
        </Stack>
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="payments-heading">
        <Typography id="payments-heading" variant="h6" component="h2" gutterBottom>
          {I.payments}
        </Typography>
        {invoice.allocations.length === 0 ? (
          <Typography color="text.secondary">{I.noPayments}</Typography>
        ) : null}
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {invoice.allocations.map((allocation) => (
            <Box component="li" key={allocation.id} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <span>{showDate(allocation.date)}</span>
              <Box component="span" sx={{ flex: 1 }}>
                {[S.methodLabels[allocation.method], allocation.reference].filter(Boolean).join(' · ')}
              </Box>
              <span>{rand(allocation.amountCents)}</span>
            </Box>
          ))}
        </Stack>
      </Paper>
    </Box>
  );
}

export default function InvoicePage() {
  const id = useParams().id ?? '';
  const query = useInvoice(id);
  const can = useCan();
  const navigate = useNavigate();
  const [open, setOpen] = useState<Open>(null);
  const { notify, notice } = useNotice();
  const remove = useDeleteInvoice();
  const issue = useIssueInvoice();
  const messages = useRelatedMessages('invoice', query.data && query.data.status !== 'DRAFT' ? id : '');
  usePageTitle(query.data ? invoiceName(query.data) : I.draftTitle);

  if (query.isPending) return <SectionSpinner label={I.loading} />;
  if (query.isError) return <Alert severity="error">{errorMessage(query.error, I.failed)}</Alert>;
  const invoice = query.data;
  const manage = can('invoices.manage');
  const isDraft = invoice.status === 'DRAFT';
  const isOpenInvoice = invoice.kind === 'INVOICE' && !isDraft;
  const close = () => {
    setOpen(null);
    remove.reset();
    issue.reset();
  };

  const download = () =>
    downloadInvoicePdf(invoice).catch((error: unknown) => notify(errorMessage(error, I.pdfFailed), 'error'));

  return (
    <Box>
      <Link
        component={RouterLink}
        to={PATHS.invoices}
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 1 }}
      >
        <ArrowBackIcon fontSize="small" />
        {I.back}
      </Link>
      <Stack direction="row" useFlexGap sx={{ alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {invoice.number ?? I.draftTitle}
        </Typography>
        <Typography color="text.secondary">{S.kindLabels[invoice.kind]}</Typography>
        <InvoiceStatusChip status={invoice.status} />
      </Stack>
      <Stack
        direction="row"
        useFlexGap
        role="group"
        aria-label={I.actions}
        sx={{ gap: 1, flexWrap: 'wrap', mb: 2 }}
      >
        {manage && isDraft ? (
          <>
            <Button variant="contained" onClick={() => setOpen('issue')}>
              {I.issue}
            </Button>
            <Button variant="outlined" component={RouterLink} to={invoicePath(invoice.id, 'edit')}>
              {I.edit}
            </Button>
            <Button color="error" onClick={() => setOpen('delete')}>
              {I.deleteDraft}
            </Button>
          </>
        ) : null}
        {manage && isOpenInvoice && invoice.balanceCents > 0 ? (
          <Button variant="contained" onClick={() => setOpen('payment')}>
            {I.recordPayment}
          </Button>
        ) : null}
        {manage && isOpenInvoice && invoice.creditedCents < invoice.totalCents ? (
          <Button variant="outlined" onClick={() => setOpen('credit')}>
            {I.creditNote}
          </Button>
        ) : null}
        {manage && !isDraft && messages.data?.smtpConfigured ? (
          <Button variant="outlined" onClick={() => setOpen('email')}>
            {S.email.action}
          </Button>
        ) : null}
        <Button variant="outlined" onClick={download}>
          {I.pdf}
        </Button>
      </Stack>
      {manage && !isDraft && messages.data && !messages.data.smtpConfigured ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {S.email.noSmtp}
        </Alert>
      ) : null}
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Header invoice={invoice} />
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="lines-heading">
        <Typography id="lines-heading" variant="h6" component="h2" gutterBottom>
          {I.linesHeading}
        </Typography>
        <InvoiceLinesTable invoice={invoice} />
      </Paper>
      <Related invoice={invoice} />
      {isDraft ? null : (
        <MessagesSection relatedType="invoice" relatedId={invoice.id} reminders={isOpenInvoice} />
      )}
      {open === 'delete' ? (
        <ConfirmDialog
          title={I.deleteTitle}
          text={I.deleteText}
          confirmLabel={I.deleteDraft}
          cancelFocused
          pending={remove.isPending}
          error={remove.isError ? errorMessage(remove.error, I.deleteFailed) : null}
          onClose={close}
          onConfirm={() =>
            remove.mutate(invoice.id, {
              onSuccess: () => navigate(PATHS.invoices, { replace: true }),
            })
          }
        />
      ) : null}
      {open === 'issue' ? (
        <ConfirmDialog
          title={I.issueTitle}
          text={I.issueText}
          confirmLabel={I.issueConfirm}
          pendingLabel={I.issuing}
          tone="primary"
          pending={issue.isPending}
          lockWhilePending
          error={issue.isError ? errorMessage(issue.error, I.issueFailed) : null}
          onClose={close}
          onConfirm={() =>
            issue.mutate(
              { id: invoice.id, input: { date: null } },
              {
                onSuccess: (issued) => {
                  close();
                  notify(I.issued(issued.number));
                },
              },
            )
          }
        />
      ) : null}
      {open === 'credit' ? (
        <CreditNoteDialog
          invoice={invoice}
          onClose={close}
          onSaved={(creditNote) => {
            close();
            notify(S.creditNote.saved(creditNote.number));
          }}
        />
      ) : null}
      {open === 'payment' ? (
        <PaymentDialog
          invoice={invoice}
          onClose={close}
          onSaved={() => {
            close();
            notify(S.payment.saved);
          }}
        />
      ) : null}
      {open === 'email' ? (
        <EmailDialog
          target={{ kind: 'invoice', id: invoice.id, name: invoiceName(invoice), clientId: invoice.clientId }}
          onClose={close}
          onSent={(text, severity) => {
            close();
            notify(text, severity);
          }}
        />
      ) : null}
      {notice}
    </Box>
  );
}

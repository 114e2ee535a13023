/**
 * A saved quote's approval, project and revisions, opened from its Quote History row: the client
 * approval links (open until it expires, revocable, the decision with name, time, IP and total; why a
 * link closed), making a new link and copying it while the quote may be sent, turning an approved (Won)
 * quote into a project, revising and duplicating. A quote the client answered is final: it says so and
 * points to Revise (docs/decisions/0073).
 */
import {
  boqQuotePath,
  formatDateTime,
  formatShortDate,
  formatZar,
  projectDashboardPath,
  QUOTE_STATUS_MESSAGES,
  type QuoteApprovalLink,
  type QuoteWorkflow,
  type SavedQuote,
  visitPath,
} from '@firebreak/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useId, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
import { CreateInvoiceButton } from '@/components/create-invoice-button/create-invoice-button';
import { FormDialog } from '@/components/form-dialog/form-dialog';
import {
  REPAIR_VISIT_STRINGS,
  RepairVisitDialog,
} from '@/components/repair-visit-dialog/repair-visit-dialog';
import { errorMessage } from '@/lib/api-error';
import { useCan } from '@/lib/session/use-can';
import { useQuote } from '../api/get-quote';
import {
  useConvertQuote,
  useCreateApprovalLink,
  useDuplicateQuote,
  useQuoteWorkflow,
  useReviseQuote,
  useRevokeApprovalLink,
} from '../api/quote-workflow';
import { EmailLinkForm } from './email-link-form';
import { QuoteFigures } from './quote-figures';
import { WORKFLOW_STRINGS as S } from './workflow-strings';

type Notify = (message: string, severity: 'success' | 'error') => void;

/** Why the quote cannot be sent for approval now, or null when it can (the server says the same). */
function notSendable(workflow: QuoteWorkflow): string | null {
  if (workflow.clientDecision) return QUOTE_STATUS_MESSAGES.decidedByClient(workflow.clientDecision);
  if (workflow.supersededBy) return QUOTE_STATUS_MESSAGES.superseded(workflow.supersededBy.quoteNumber);
  if (workflow.project) return QUOTE_STATUS_MESSAGES.isProject(workflow.project.title);
  if (workflow.status === 'Won' || workflow.status === 'Lost')
    return QUOTE_STATUS_MESSAGES.notSendable(workflow.status);
  return null;
}

export function QuoteWorkflowDialog({
  quoteId,
  quoteNumber,
  onClose,
  notify,
}: {
  quoteId: string;
  quoteNumber: string;
  onClose: () => void;
  notify: Notify;
}) {
  const titleId = useId();
  const workflow = useQuoteWorkflow(quoteId);
  const quote = useQuote(quoteId);
  const can = useCan();
  const sends = can('quotes.send');
  const createLink = useCreateApprovalLink();
  const convert = useConvertQuote();
  const duplicate = useDuplicateQuote();
  const [fresh, setFresh] = useState<{ url: string; token: string; linkId: string } | null>(null);
  const [revoking, setRevoking] = useState<QuoteApprovalLink | null>(null);
  const [revising, setRevising] = useState(false);
  const [booking, setBooking] = useState(false);
  const navigate = useNavigate();
  const data = workflow.data;

  async function makeLink() {
    try {
      const made = await createLink.mutateAsync(quoteId);
      setFresh({ url: made.url, token: made.token, linkId: made.link.id });
    } catch {
      notify(S.linkFailed, 'error');
    }
  }

  async function copy() {
    if (!fresh) return;
    try {
      await navigator.clipboard.writeText(fresh.url);
      notify(S.copied, 'success');
    } catch {
      notify(S.copyFailed, 'error');
    }
  }

  async function makeProject() {
    try {
      const result = await convert.mutateAsync(quoteId);
      notify(S.projectCreated(result.project.title), 'success');
    } catch (error) {
      notify(errorMessage(error, S.projectFailed), 'error');
    }
  }

  async function copyQuote() {
    try {
      const copied = await duplicate.mutateAsync(quoteId);
      notify(S.duplicated(copied.quoteNumber), 'success');
    } catch (error) {
      notify(errorMessage(error, S.duplicateFailed), 'error');
    }
  }

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {S.title(data?.quoteNumber ?? quoteNumber)}
      </DialogTitle>
      <DialogContent dividers>
        {workflow.isPending ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
            <CircularProgress aria-label={S.loading} />
          </Box>
        ) : null}
        {workflow.isError ? <Alert severity="error">{S.failed}</Alert> : null}
        {data ? (
          <Stack spacing={2.5}>
            <Typography>{S.status(data.status)}</Typography>
            {data.clientDecision ? <Alert severity="info">{S.final(data.clientDecision)}</Alert> : null}
            {data.supersededBy ? (
              <Alert severity="warning">{S.supersededBy(data.supersededBy.quoteNumber)}</Alert>
            ) : null}
            {sends ? null : <Alert severity="info">{S.manageOnly}</Alert>}
            {quote.data ? (
              <QuoteFigures internalLabel={S.internalHeading} exactInternal quote={quote.data} />
            ) : null}

            <Box component="section" aria-labelledby={`${titleId}-approval`}>
              <Typography id={`${titleId}-approval`} variant="subtitle1" component="h3" fontWeight={600}>
                {S.approvalHeading}
              </Typography>
              {data.links.length === 0 ? (
                <Typography color="text.secondary">{S.noLinks}</Typography>
              ) : (
                <Stack
                  component="ul"
                  aria-label={S.linksLabel}
                  spacing={1}
                  sx={{ listStyle: 'none', p: 0, my: 1 }}
                >
                  {data.links.map((link) => (
                    <LinkRow
                      key={link.id}
                      link={link}
                      canRevoke={sends && link.state === 'OPEN'}
                      onRevoke={() => setRevoking(link)}
                    />
                  ))}
                </Stack>
              )}
              {fresh ? (
                <Stack spacing={1} sx={{ my: 1 }}>
                  <Alert severity="success">{S.linkReady}</Alert>
                  <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                    <TextField
                      label={S.linkField}
                      value={fresh.url}
                      size="small"
                      fullWidth
                      slotProps={{ htmlInput: { readOnly: true } }}
                      onFocus={(event) => event.target.select()}
                    />
                    <Button variant="outlined" onClick={copy} sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
                      {S.copyLink}
                    </Button>
                  </Stack>
                  {sends ? (
                    <EmailLinkForm
                      quoteId={quoteId}
                      linkId={fresh.linkId}
                      token={fresh.token}
                      notify={notify}
                    />
                  ) : null}
                </Stack>
              ) : null}
              {sends && !notSendable(data) ? (
                <Button variant="contained" onClick={makeLink} disabled={createLink.isPending} sx={{ mt: 1 }}>
                  {S.createLink}
                </Button>
              ) : null}
              {sends && notSendable(data) && !data.clientDecision && !data.supersededBy ? (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                  {notSendable(data)}
                </Typography>
              ) : null}
            </Box>

            <Box component="section" aria-labelledby={`${titleId}-project`}>
              <Typography id={`${titleId}-project`} variant="subtitle1" component="h3" fontWeight={600}>
                {S.projectHeading}
              </Typography>
              {data.project ? (
                <Typography>
                  {S.projectLabel}{' '}
                  <Link component={RouterLink} to={projectDashboardPath(data.project.id)}>
                    {data.project.title}
                  </Link>
                </Typography>
              ) : (
                <>
                  <Typography color="text.secondary">{S.noProject}</Typography>
                  {sends && data.status === 'Won' ? (
                    <Button
                      variant="contained"
                      onClick={makeProject}
                      disabled={convert.isPending}
                      sx={{ mt: 1 }}
                    >
                      {S.createProject}
                    </Button>
                  ) : null}
                </>
              )}
            </Box>

            {data.status === 'Won' && !data.supersededBy && quote.data?.siteId && can('invoices.manage') ? (
              <Box component="section" aria-labelledby={`${titleId}-invoice`}>
                <Typography id={`${titleId}-invoice`} variant="subtitle1" component="h3" fontWeight={600}>
                  {S.invoiceHeading}
                </Typography>
                <Typography color="text.secondary" variant="body2" sx={{ mb: 1 }}>
                  {S.invoiceHint}
                </Typography>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                  {can('visits.schedule') ? (
                    <Button variant="outlined" onClick={() => setBooking(true)}>
                      {REPAIR_VISIT_STRINGS.open}
                    </Button>
                  ) : null}
                  <CreateInvoiceButton source={{ kind: 'quote', id: quote.data.id }} />
                </Box>
              </Box>
            ) : null}

            <Box component="section" aria-labelledby={`${titleId}-revisions`}>
              <Typography id={`${titleId}-revisions`} variant="subtitle1" component="h3" fontWeight={600}>
                {S.revisionsHeading}
              </Typography>
              <Box component="ul" aria-label={S.revisionsLabel} sx={{ pl: 3, my: 1 }}>
                {data.revisions.map((revision) => (
                  <li key={revision.id}>
                    <Typography variant="body2">
                      {[
                        revision.quoteNumber,
                        formatShortDate(revision.createdAt),
                        formatZar(revision.total),
                        revision.status,
                      ].join(' · ')}
                    </Typography>
                  </li>
                ))}
              </Box>
              {sends ? (
                <Stack direction="row" spacing={1}>
                  <Button variant="outlined" onClick={() => setRevising(true)} disabled={!quote.data}>
                    {S.revise}
                  </Button>
                  <Button variant="outlined" onClick={copyQuote} disabled={duplicate.isPending}>
                    {S.duplicate}
                  </Button>
                </Stack>
              ) : null}
            </Box>
          </Stack>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{S.close}</Button>
      </DialogActions>
      {revoking ? <RevokeDialog link={revoking} onClose={() => setRevoking(null)} notify={notify} /> : null}
      {revising && quote.data ? (
        <ReviseDialog quote={quote.data} onClose={() => setRevising(false)} notify={notify} />
      ) : null}
      {booking ? (
        <RepairVisitDialog
          quoteId={quoteId}
          quoteNumber={data?.quoteNumber ?? quoteNumber}
          onClose={() => setBooking(false)}
          onCreated={(visit) => navigate(visitPath(visit.id))}
        />
      ) : null}
    </Dialog>
  );
}

function LinkRow({
  link,
  canRevoke,
  onRevoke,
}: {
  link: QuoteApprovalLink;
  canRevoke: boolean;
  onRevoke: () => void;
}) {
  const sent = formatDateTime(link.createdAt);
  return (
    <Box component="li" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Chip size="small" label={link.closedReason ? S.closed[link.closedReason] : S.states[link.state]} />
        <Typography variant="body2">{S.sent(sent)}</Typography>
        {link.issuedTotal !== null ? (
          <Typography variant="body2">{S.issuedTotal(formatZar(link.issuedTotal))}</Typography>
        ) : null}
        <Typography variant="body2" color="text.secondary">
          {S.expires(formatDateTime(link.expiresAt))}
        </Typography>
        {canRevoke ? (
          <Button size="small" color="error" onClick={onRevoke} aria-label={S.revokeOf(sent)}>
            {S.revoke}
          </Button>
        ) : null}
      </Stack>
      {link.decision && link.decidedName && link.decidedAt ? (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {S.decided(link.decision, link.decidedName, formatDateTime(link.decidedAt), link.decidedIp)}
        </Typography>
      ) : null}
      {link.decidedTotal !== null ? (
        <Typography variant="body2" color="text.secondary">
          {S.decidedTotal(formatZar(link.decidedTotal))}
        </Typography>
      ) : null}
      {link.decidedNote ? (
        <Typography variant="body2" color="text.secondary">
          {S.note(link.decidedNote)}
        </Typography>
      ) : null}
    </Box>
  );
}

function RevokeDialog({
  link,
  onClose,
  notify,
}: {
  link: QuoteApprovalLink;
  onClose: () => void;
  notify: Notify;
}) {
  const revoke = useRevokeApprovalLink();
  const [error, setError] = useState<string | null>(null);
  async function confirm() {
    try {
      await revoke.mutateAsync(link.id);
      notify(S.revoked, 'success');
      onClose();
    } catch (failure) {
      setError(errorMessage(failure, S.linkFailed));
    }
  }
  return (
    <ConfirmDialog
      title={S.revokeTitle}
      text={S.revokeText}
      error={error}
      pending={revoke.isPending}
      confirmLabel={S.revoke}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}

function ReviseDialog({
  quote,
  onClose,
  notify,
}: {
  quote: SavedQuote;
  onClose: () => void;
  notify: Notify;
}) {
  const titleId = useId();
  const revise = useReviseQuote();
  const navigate = useNavigate();
  const boq = quote.kind === 'BOQ';
  const [area, setArea] = useState(String(quote.area));
  const [error, setError] = useState<string | null>(null);
  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      const saved = await revise.mutateAsync({ quote, area: Number(area) });
      notify(S.revised(saved.quoteNumber), 'success');
      onClose();
      // A BOQ revision is changed line by line in Detailed BOQ.
      if (boq) navigate(boqQuotePath(saved.id));
    } catch (failure) {
      setError(errorMessage(failure, S.reviseFailed));
    }
  }
  return (
    <FormDialog
      title={S.reviseTitle(quote.quoteNumber)}
      titleId={titleId}
      onClose={onClose}
      onSubmit={submit}
      busy={revise.isPending}
      error={error}
      saveLabel={S.saveRevision}
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {boq ? S.reviseBoqIntro : S.reviseIntro}
      </Typography>
      {boq ? null : (
        <TextField
          label={S.area}
          value={area}
          onChange={(event) => setArea(event.target.value)}
          type="number"
          fullWidth
          required
        />
      )}
    </FormDialog>
  );
}

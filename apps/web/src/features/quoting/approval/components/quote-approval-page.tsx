/**
 * /q/:token, outside the signed-in shell: the client sees the saved quote (its lines and total as the
 * PDF prints them, and the PDF itself), and approves or declines it with their name and an optional
 * note; its total comes first. A link the client answered shows, read-only, what was decided, by
 * whom and when, with the PDF. A link that is expired, revoked, answered through another link,
 * replaced by a revision, no longer matching the quote or not valid says so plainly, with no quote
 * shown; so does one that stops answering while the page is open (docs/decisions/0073).
 */
import {
  formatDateTime,
  formatLongDate,
  formatQuantity,
  formatZarExact,
  type PublicQuote,
  QUOTE_APPROVAL_LIMITS,
  QUOTE_APPROVAL_MESSAGES,
  type QuoteDecision,
} from '@firebreak/shared';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
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
import { type FormEvent, useState } from 'react';
import { useParams } from 'react-router';
import { errorMessage, httpStatus } from '@/lib/api-error';
import { usePageTitle } from '@/lib/use-page-title';
import { publicQuotePdfUrl, useDecideQuote, usePublicQuote } from '../api/public-quote';
import { APPROVAL_STRINGS as S } from '../strings';

export default function QuoteApprovalPage() {
  usePageTitle(S.pageTitle);
  const { token = '' } = useParams();
  const quote = usePublicQuote(token);
  // Set when the answer is refused because the link no longer answers: the quote is then not shown.
  const [closed, setClosed] = useState<string | null>(null);
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', bgcolor: 'background.default', py: { xs: 2, sm: 4 }, px: 2 }}
    >
      <Paper sx={{ maxWidth: 720, mx: 'auto', p: { xs: 2, sm: 3 } }}>
        {quote.isPending ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress aria-label={S.loading} />
          </Box>
        ) : null}
        {(closed ?? quote.isError) ? (
          <>
            <Typography variant="h5" component="h1" gutterBottom>
              {S.unusable}
            </Typography>
            <Alert severity="error">{closed ?? errorMessage(quote.error, S.failed)}</Alert>
          </>
        ) : null}
        {quote.data && !closed ? <QuoteView token={token} quote={quote.data} onClosed={setClosed} /> : null}
      </Paper>
    </Box>
  );
}

function QuoteView({
  token,
  quote,
  onClosed,
}: {
  token: string;
  quote: PublicQuote;
  onClosed: (message: string) => void;
}) {
  return (
    <Stack spacing={2}>
      <Box>
        <Typography variant="h5" component="h1">
          {S.heading(quote.quoteNumber)}
        </Typography>
        <Typography color="text.secondary">{S.from(quote.companyName)}</Typography>
        {/* What it comes to, first: on a phone the breakdown is a screen or two further down. */}
        <Typography variant="h6" component="p" sx={{ mt: 1 }} data-testid="approval-total">
          {S.totalUpFront(formatZarExact(quote.total))}
        </Typography>
      </Box>
      {quote.decision ? <DecidedRecord decision={quote.decision} /> : null}
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
      >
        <Typography component="dt" fontWeight={600}>
          {S.project}
        </Typography>
        <Typography component="dd" sx={{ m: 0 }}>
          {quote.projectTitle}
        </Typography>
        <Typography component="dt" fontWeight={600}>
          {S.client}
        </Typography>
        <Typography component="dd" sx={{ m: 0 }}>
          {quote.clientName || '—'}
        </Typography>
        <Typography component="dt" fontWeight={600}>
          {S.date}
        </Typography>
        <Typography component="dd" sx={{ m: 0 }}>
          {formatLongDate(quote.generatedAt)}
        </Typography>
        <Typography component="dt" fontWeight={600}>
          {S.validity}
        </Typography>
        <Typography component="dd" sx={{ m: 0 }}>
          {quote.validity}
        </Typography>
        <Typography component="dt" fontWeight={600}>
          {S.paymentTerms}
        </Typography>
        <Typography component="dd" sx={{ m: 0 }}>
          {quote.paymentTerms}
        </Typography>
      </Box>
      {quote.boqLines?.length ? <BillOfQuantities lines={quote.boqLines} /> : null}
      <Table size="small" aria-label={S.breakdownLabel}>
        <TableHead>
          <TableRow>
            <TableCell>{S.item}</TableCell>
            <TableCell align="right">{S.amount}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {quote.lines.map((line) => (
            <TableRow key={line.key}>
              <TableCell sx={line.key === 'total' ? { fontWeight: 700 } : undefined}>{line.label}</TableCell>
              <TableCell
                align="right"
                sx={{ whiteSpace: 'nowrap', ...(line.key === 'total' ? { fontWeight: 700 } : {}) }}
              >
                {formatZarExact(line.amount)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {quote.includes.length ? <ListBlock title={S.includes} items={quote.includes} /> : null}
      {quote.exclusions.length ? <ListBlock title={S.exclusions} items={quote.exclusions} /> : null}
      <Box>
        <Button
          variant="outlined"
          startIcon={<PictureAsPdf />}
          href={publicQuotePdfUrl(token)}
          target="_blank"
          rel="noopener"
        >
          {S.openPdf}
        </Button>
      </Box>
      <Typography variant="body2" color="text.secondary">
        {quote.decision ? S.decidedUntil(quote.expiresAt) : S.linkExpires(quote.expiresAt)}
      </Typography>
      {quote.decision ? null : (
        <DecisionForm token={token} quoteNumber={quote.quoteNumber} onClosed={onClosed} />
      )}
    </Stack>
  );
}

/** A link the client has answered: what was decided, by whom and when, read-only (issue 27 item 6). */
function DecidedRecord({ decision }: { decision: NonNullable<PublicQuote['decision']> }) {
  const at = formatDateTime(decision.decidedAt);
  return (
    <Alert
      severity={decision.decision === 'APPROVED' ? 'success' : 'info'}
      aria-labelledby="approval-decided-heading"
    >
      <Typography id="approval-decided-heading" component="h2" fontWeight={600}>
        {S.decidedHeading}
      </Typography>
      <Typography>
        {decision.decision === 'APPROVED'
          ? S.decidedApproved(decision.name, at)
          : S.decidedDeclined(decision.name, at)}
      </Typography>
      {decision.note ? (
        <Typography sx={{ overflowWrap: 'anywhere' }}>{S.decidedNote(decision.note)}</Typography>
      ) : null}
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        {S.decidedRecord}
      </Typography>
    </Alert>
  );
}

type BoqLine = NonNullable<PublicQuote['boqLines']>[number];

/**
 * A BOQ quote's lines at the client's prices, as the PDF lists them: a table on a desk, one stacked
 * card per line on a phone. They add up to the breakdown's first line below.
 */
function BillOfQuantities({ lines }: { lines: BoqLine[] }) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const quantity = (line: BoqLine) => `${formatQuantity(line.quantity)} ${line.unit}`;
  return (
    <Box>
      <Typography id="approval-boq-heading" variant="subtitle1" component="h2" fontWeight={600}>
        {S.boqHeading}
      </Typography>
      {phone ? (
        <Stack
          component="ol"
          aria-label={S.boqLabel}
          spacing={1}
          sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}
        >
          {lines.map((line, index) => (
            <Paper
              component="li"
              // biome-ignore lint/suspicious/noArrayIndexKey: the lines have no id here; their order is fixed
              key={index}
              variant="outlined"
              sx={{ p: 1.5 }}
            >
              <Typography sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
                {`${index + 1}. ${line.description}`}
              </Typography>
              <Box
                component="dl"
                sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, m: 0 }}
              >
                {(
                  [
                    [S.code, line.code || '—'],
                    [S.quantity, quantity(line)],
                    [S.rate, formatZarExact(line.unitPrice)],
                    [S.amount, formatZarExact(line.amount)],
                  ] as const
                ).map(([label, value]) => (
                  <Box key={label} sx={{ display: 'contents' }}>
                    <Typography component="dt" variant="body2" color="text.secondary">
                      {label}
                    </Typography>
                    <Typography
                      component="dd"
                      variant="body2"
                      sx={{ m: 0, textAlign: 'right', wordBreak: 'break-word' }}
                    >
                      {value}
                    </Typography>
                  </Box>
                ))}
              </Box>
            </Paper>
          ))}
        </Stack>
      ) : (
        // Focusable, so a keyboard can scroll it when a narrow window makes it scroll.
        <TableContainer tabIndex={0} role="region" aria-labelledby="approval-boq-heading">
          <Table size="small" aria-label={S.boqLabel}>
            <TableHead>
              <TableRow>
                <TableCell>{S.number}</TableCell>
                <TableCell>{S.code}</TableCell>
                <TableCell>{S.description}</TableCell>
                <TableCell align="right">{S.quantity}</TableCell>
                <TableCell align="right">{S.rate}</TableCell>
                <TableCell align="right">{S.amount}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {lines.map((line, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the lines have no id here; their order is fixed
                <TableRow key={index}>
                  <TableCell>{index + 1}</TableCell>
                  <TableCell sx={{ wordBreak: 'break-word' }}>{line.code || '—'}</TableCell>
                  <TableCell>{line.description}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {quantity(line)}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {formatZarExact(line.unitPrice)}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {formatZarExact(line.amount)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}

function ListBlock({ title, items }: { title: string; items: string[] }) {
  return (
    <Box>
      <Typography variant="subtitle1" component="h2" fontWeight={600}>
        {title}
      </Typography>
      <Box component="ul" sx={{ my: 0.5, pl: 3 }}>
        {items.map((item) => (
          <li key={item}>
            <Typography variant="body2">{item}</Typography>
          </li>
        ))}
      </Box>
    </Box>
  );
}

/** 409 (answered, here or through another link; changed) and 410 (withdrawn, replaced, expired): the link is done. */
const LINK_CLOSED = new Set([409, 410]);

function DecisionForm({
  token,
  quoteNumber,
  onClosed,
}: {
  token: string;
  quoteNumber: string;
  onClosed: (message: string) => void;
}) {
  const decide = useDecideQuote(token);
  const [name, setName] = useState('');
  const [note, setNote] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [choice, setChoice] = useState<QuoteDecision>('APPROVED');

  function send(decision: QuoteDecision) {
    setChoice(decision);
    if (!name.trim()) return setNameError(QUOTE_APPROVAL_MESSAGES.nameRequired);
    setNameError(null);
    decide.mutate(
      { decision, name: name.trim(), note: note.trim() },
      {
        onError: (error) => {
          if (LINK_CLOSED.has(httpStatus(error) ?? 0)) onClosed(errorMessage(error, S.decideFailed));
        },
      },
    );
  }

  // Enter in a field answers nothing: the client picks Approve or Decline themselves.
  const hold = (event: FormEvent<HTMLFormElement>) => event.preventDefault();

  if (decide.data) {
    const { decision, name: who } = decide.data;
    return (
      <Alert severity={decision === 'APPROVED' ? 'success' : 'info'} role="status">
        {decision === 'APPROVED' ? S.approved(who, quoteNumber) : S.declined(who, quoteNumber)}
      </Alert>
    );
  }

  const busy = decide.isPending;
  return (
    <Box component="form" noValidate onSubmit={hold} aria-labelledby="approval-answer-heading">
      <Typography
        id="approval-answer-heading"
        variant="subtitle1"
        component="h2"
        fontWeight={600}
        gutterBottom
      >
        {S.answerHeading}
      </Typography>
      <Stack spacing={2}>
        {decide.isError ? <Alert severity="error">{errorMessage(decide.error, S.decideFailed)}</Alert> : null}
        <TextField
          label={S.name}
          value={name}
          required
          onChange={(event) => setName(event.target.value)}
          error={Boolean(nameError)}
          helperText={nameError ?? ' '}
          autoComplete="name"
          slotProps={{ htmlInput: { maxLength: QUOTE_APPROVAL_LIMITS.nameMax } }}
        />
        <TextField
          label={S.note}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: QUOTE_APPROVAL_LIMITS.noteMax } }}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Button onClick={() => send('APPROVED')} variant="contained" color="success" disabled={busy}>
            {busy && choice === 'APPROVED' ? S.sending : S.approve}
          </Button>
          <Button onClick={() => send('DECLINED')} variant="outlined" color="error" disabled={busy}>
            {busy && choice === 'DECLINED' ? S.sending : S.decline}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}

/**
 * /clients/:clientId/statement: a client's statement of account between two company dates (by
 * default the first day of the month three months ago to today): the opening balance, each entry
 * with the running balance, the closing balance, the ageing of what is open, and its PDF, which the
 * office e-mails to the client (when the server has an SMTP server); the statements e-mailed are listed.
 */
import { clientPath, type Statement, statementQuerySchema, todayInSouthAfrica } from '@firebreak/shared';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
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
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { SectionSpinner } from '@/components/section-spinner';
import { useRelatedMessages } from '@/entities/invoice/api/get-invoice-messages';
import { downloadStatementPdf, useStatement } from '@/entities/invoice/api/get-statement';
import { errorMessage } from '@/lib/api-error';
import { useCan } from '@/lib/session/use-can';
import { useNotice } from '@/lib/use-notice';
import { usePageTitle } from '@/lib/use-page-title';
import { rand, showDate, statementStart } from '../money';
import { S } from '../strings';
import { AgeingFigures } from './ageing-figures';
import { EmailDialog } from './email-dialog';
import { MessagesSection } from './messages-section';

const T = S.statement;

function Entries({ statement }: { statement: Statement }) {
  const amount = (cents: number) => (cents === 0 ? '' : rand(cents));
  const isPhone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  if (isPhone)
    return (
      <Box component="ul" aria-label={T.entriesLabel} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        <Box component="li" sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
          <Typography variant="body2" color="text.secondary">
            {showDate(statement.from)}
          </Typography>
          <Typography>
            {T.opening}: {rand(statement.openingCents)}
          </Typography>
        </Box>
        {statement.entries.map((entry) => (
          <Box
            component="li"
            key={`${entry.kind}-${entry.id}`}
            sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}
          >
            <Typography variant="body2" color="text.secondary">
              {showDate(entry.date)} · {entry.reference}
            </Typography>
            <Typography sx={{ overflowWrap: 'anywhere' }}>{entry.description}</Typography>
            <Typography variant="body2">
              {entry.debitCents !== 0 ? `${T.columns[3]} ${amount(entry.debitCents)}` : ''}
              {entry.creditCents !== 0 ? `${T.columns[4]} ${amount(entry.creditCents)}` : ''} · {T.columns[5]}{' '}
              {rand(entry.balanceCents)}
            </Typography>
          </Box>
        ))}
        {statement.entries.length === 0 ? (
          <Box component="li" sx={{ py: 1 }}>
            {T.noEntries}
          </Box>
        ) : null}
        <Box component="li" sx={{ py: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {showDate(statement.to)}
          </Typography>
          <Typography sx={{ fontWeight: 600 }} data-testid="statement-closing">
            {T.closing}: {rand(statement.closingCents)}
          </Typography>
        </Box>
      </Box>
    );
  return (
    <TableContainer>
      <Table size="small" aria-label={T.entriesLabel} sx={{ minWidth: 600 }}>
        <TableHead>
          <TableRow>
            {T.columns.map((column, index) => (
              <TableCell key={column} align={index >= 3 ? 'right' : 'left'}>
                {column}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          <TableRow>
            <TableCell>{showDate(statement.from)}</TableCell>
            <TableCell colSpan={4}>{T.opening}</TableCell>
            <TableCell align="right">{rand(statement.openingCents)}</TableCell>
          </TableRow>
          {statement.entries.map((entry) => (
            <TableRow key={`${entry.kind}-${entry.id}`}>
              <TableCell>{showDate(entry.date)}</TableCell>
              <TableCell>{entry.reference}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{entry.description}</TableCell>
              <TableCell align="right">{amount(entry.debitCents)}</TableCell>
              <TableCell align="right">{amount(entry.creditCents)}</TableCell>
              <TableCell align="right">{rand(entry.balanceCents)}</TableCell>
            </TableRow>
          ))}
          {statement.entries.length === 0 ? (
            <TableRow>
              <TableCell colSpan={6}>{T.noEntries}</TableCell>
            </TableRow>
          ) : null}
          <TableRow>
            <TableCell>{showDate(statement.to)}</TableCell>
            <TableCell colSpan={4} sx={{ fontWeight: 600 }}>
              {T.closing}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 600 }} data-testid="statement-closing">
              {rand(statement.closingCents)}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </TableContainer>
  );
}

export default function StatementPage() {
  const clientId = useParams().clientId ?? '';
  const [today] = useState(todayInSouthAfrica);
  const [from, setFrom] = useState(() => statementStart(today));
  const [to, setTo] = useState(today);
  const range = statementQuerySchema.safeParse({ from, to });
  const query = useStatement({ clientId, from, to });
  const { notify, notice } = useNotice();
  const can = useCan();
  const [emailing, setEmailing] = useState(false);
  const messages = useRelatedMessages('statement', clientId);
  const name = query.data?.clientName;
  usePageTitle(name ? T.title(name) : T.titleLoading);

  const download = () =>
    downloadStatementPdf({ clientId, from, to }).catch((error: unknown) =>
      notify(errorMessage(error, T.pdfFailed), 'error'),
    );

  return (
    <Box>
      <Link
        component={RouterLink}
        to={clientPath(clientId)}
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 1 }}
      >
        <ArrowBackIcon fontSize="small" />
        {name ?? T.back}
      </Link>
      <PageHeader title={name ? T.title(name) : T.titleLoading} />
      <Stack direction="row" useFlexGap sx={{ gap: 2, flexWrap: 'wrap', mb: 2, alignItems: 'flex-start' }}>
        <TextField
          label={T.from}
          type="date"
          size="small"
          value={from}
          onChange={(event) => setFrom(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          label={T.to}
          type="date"
          size="small"
          value={to}
          onChange={(event) => setTo(event.target.value)}
          error={!range.success}
          helperText={range.success ? undefined : range.error.issues[0]?.message}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Button variant="outlined" onClick={download} disabled={!range.success}>
          {T.pdf}
        </Button>
        {can('invoices.manage') && messages.data?.smtpConfigured ? (
          <Button variant="outlined" onClick={() => setEmailing(true)} disabled={!range.success}>
            {S.email.action}
          </Button>
        ) : null}
      </Stack>
      {range.success && query.isPending ? <SectionSpinner label={T.loading} /> : null}
      {query.isError ? <Alert severity="error">{errorMessage(query.error, T.failed)}</Alert> : null}
      {query.data && range.success ? (
        <>
          <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
            <Entries statement={query.data} />
            {query.data.unallocatedCents > 0 ? (
              <Typography sx={{ mt: 1 }}>
                {T.unallocated}: {rand(query.data.unallocatedCents)}
              </Typography>
            ) : null}
          </Paper>
          <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="statement-ageing">
            <Typography id="statement-ageing" variant="h6" component="h2" gutterBottom>
              {T.ageing}
            </Typography>
            <AgeingFigures ageing={query.data.ageing} label={T.ageing} />
          </Paper>
          <MessagesSection relatedType="statement" relatedId={clientId} />
        </>
      ) : null}
      {emailing ? (
        <EmailDialog
          target={{ kind: 'statement', clientId, from, to }}
          onClose={() => setEmailing(false)}
          onSent={(text, severity) => {
            setEmailing(false);
            notify(text, severity);
          }}
        />
      ) : null}
      {notice}
    </Box>
  );
}

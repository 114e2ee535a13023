/**
 * One quote on the portal: its lines and total as the PDF prints them, the PDF, and for an open quote
 * Approve or Decline with an optional note, asked once more before it is sent (a decision is final).
 */
import {
  formatDateTime,
  type PortalQuote,
  type PortalQuoteDecisionInput,
  portalQuoteDecisionInputSchema,
} from '@firebreak/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
import { useZodForm } from '@/components/form/use-zod-form';
import { errorMessage } from '@/lib/api-error';
import { useDecideQuote } from '../api/decide-quote';
import { money, pdfName, showDate } from '../display';
import { P } from '../strings';
import { FileButton } from './file-button';

type Decision = PortalQuoteDecisionInput['decision'];
const Q = P.quotes;

function QuoteLines({ quote }: { quote: PortalQuote }) {
  return (
    <Table size="small" aria-label={Q.lines(quote.number)} sx={{ my: 1 }}>
      <TableBody>
        {quote.lines.map((line, i) => (
          // Labels may repeat on a quote; the position keeps each row apart.
          // biome-ignore lint/suspicious/noArrayIndexKey: the lines are fixed for a sent quote
          <TableRow key={i}>
            <TableCell sx={{ pl: 0, overflowWrap: 'anywhere' }}>{line.label}</TableCell>
            <TableCell align="right" sx={{ pr: 0, whiteSpace: 'nowrap' }}>
              {money(line.amount)}
            </TableCell>
          </TableRow>
        ))}
        <TableRow>
          <TableCell component="th" scope="row" sx={{ pl: 0, fontWeight: 700, borderBottom: 0 }}>
            {Q.total}
          </TableCell>
          <TableCell align="right" sx={{ pr: 0, fontWeight: 700, whiteSpace: 'nowrap', borderBottom: 0 }}>
            {money(quote.total)}
          </TableCell>
        </TableRow>
      </TableBody>
    </Table>
  );
}

function DecisionForm({ quote, onDecided }: { quote: PortalQuote; onDecided: (decision: Decision) => void }) {
  const form = useZodForm(portalQuoteDecisionInputSchema, { decision: 'APPROVED' as Decision, note: '' });
  const [asking, setAsking] = useState<Decision | null>(null);
  const decide = useDecideQuote();
  const ask = (decision: Decision) => {
    form.setValue('decision', decision);
    form.handleSubmit(() => {
      decide.reset();
      setAsking(decision);
    })();
  };
  return (
    <Box component="form" noValidate onSubmit={(event) => event.preventDefault()}>
      <TextField
        label={Q.note}
        multiline
        minRows={2}
        fullWidth
        {...form.field('note')}
        helperText={form.errors.note ?? Q.noteHelp}
        sx={{ mt: 1 }}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
        <Button
          variant="contained"
          color="success"
          sx={{ minHeight: 48, color: 'rgba(0, 0, 0, 0.87)' }}
          onClick={() => ask('APPROVED')}
        >
          {Q.approve}
        </Button>
        <Button variant="outlined" color="error" sx={{ minHeight: 48 }} onClick={() => ask('DECLINED')}>
          {Q.decline}
        </Button>
      </Box>
      {asking ? (
        <ConfirmDialog
          title={Q.confirmTitle(asking, quote.number)}
          text={Q.confirmText(asking, money(quote.total))}
          confirmLabel={asking === 'APPROVED' ? Q.approve : Q.decline}
          pendingLabel={Q.sending}
          pending={decide.isPending}
          lockWhilePending
          cancelFocused
          tone={asking === 'APPROVED' ? 'primary' : 'error'}
          error={decide.isError ? errorMessage(decide.error, P.failed) : null}
          onClose={() => setAsking(null)}
          onConfirm={() =>
            decide.mutate(
              { quoteId: quote.id, input: { decision: asking, note: form.values.note } },
              {
                onSuccess: () => {
                  setAsking(null);
                  onDecided(asking);
                },
              },
            )
          }
        />
      ) : null}
    </Box>
  );
}

function DecisionSummary({ quote }: { quote: PortalQuote }) {
  const { decision } = quote;
  if (!decision) return <Chip size="small" label={Q.closed} />;
  return (
    <Box sx={{ mt: 1 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Chip
          size="small"
          color={decision.decision === 'APPROVED' ? 'success' : 'error'}
          label={Q.decisionLabels[decision.decision]}
          sx={{ color: 'rgba(0, 0, 0, 0.87)', fontWeight: 500 }}
        />
        <Typography variant="body2">{Q.decidedBy(decision.name, formatDateTime(decision.at))}</Typography>
      </Box>
      {decision.note ? (
        <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {Q.noteSaid(decision.note)}
        </Typography>
      ) : null}
    </Box>
  );
}

export function QuoteCard({
  quote,
  onDecided,
}: {
  quote: PortalQuote;
  onDecided: (decision: Decision) => void;
}) {
  const titleId = useId();
  return (
    <Paper component="article" aria-labelledby={titleId} variant="outlined" sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: 1 }}>
        <Typography variant="h6" component="h3" id={titleId} sx={{ flex: '1 1 auto', fontSize: '1.1rem' }}>
          {`${quote.number}: ${quote.title}`}
        </Typography>
        <FileButton
          url={quote.pdfUrl}
          fileName={pdfName(quote.number)}
          label={Q.pdf}
          accessibleName={Q.pdfOf(quote.number)}
          variant="text"
        />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {[
          quote.siteName ?? quote.clientName,
          quote.sentAt ? Q.sent(showDate(quote.sentAt)) : null,
          quote.validUntil ? Q.validUntil(showDate(quote.validUntil)) : null,
        ]
          .filter(Boolean)
          .join(' · ')}
      </Typography>
      <QuoteLines quote={quote} />
      {quote.state === 'OPEN' ? (
        <DecisionForm quote={quote} onDecided={onDecided} />
      ) : (
        <DecisionSummary quote={quote} />
      )}
    </Paper>
  );
}

/**
 * Below the md breakpoint saved quotes are cards instead of the table, so nothing scrolls sideways on
 * a phone: number, date and total on top, project and client beneath, and the row's controls.
 */
import { formatShortDate, formatZar, type QuoteSummary } from '@firebreak/shared';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { HISTORY_STRINGS as S } from './history-strings';
import {
  BoqChip,
  ClientDecision,
  CompareCheckbox,
  EditBoqButton,
  LinkedProject,
  PdfButton,
  QuoteNumberButton,
  type QuoteRowHandlers,
  QuoteStatusSelect,
  WorkflowButton,
} from './quote-row-controls';

export function QuoteHistoryCards({
  items,
  handlers,
}: {
  items: QuoteSummary[];
  handlers: QuoteRowHandlers;
}) {
  return (
    <Stack component="ul" aria-label={S.tableLabel} spacing={1.5} sx={{ listStyle: 'none', p: 1.5, m: 0 }}>
      {items.map((quote) => (
        <Paper
          component="li"
          key={quote.id}
          variant="outlined"
          aria-label={quote.quoteNumber}
          sx={{ p: 1.5, ...(handlers.selected.includes(quote.id) ? { borderColor: 'primary.main' } : {}) }}
        >
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
            <CompareCheckbox quote={quote} handlers={handlers} />
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="subtitle2" component="h2" noWrap>
                <QuoteNumberButton quote={quote} handlers={handlers} />
              </Typography>
              <BoqChip quote={quote} />
              <Typography variant="caption" color="text.secondary">
                {formatShortDate(quote.createdAt)}
              </Typography>
            </Box>
            <Typography variant="subtitle2" component="p" sx={{ whiteSpace: 'nowrap' }}>
              {formatZar(quote.total)}
            </Typography>
          </Stack>
          <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
            {quote.projectTitle}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {[quote.clientName || '—', quote.projectTypeName].join(' · ')}
          </Typography>
          <LinkedProject quote={quote} />
          <ClientDecision quote={quote} />
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mt: 1 }}>
            <QuoteStatusSelect quote={quote} handlers={handlers} />
            <Box>
              <EditBoqButton quote={quote} />
              <PdfButton quote={quote} handlers={handlers} />
              <WorkflowButton quote={quote} handlers={handlers} />
            </Box>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

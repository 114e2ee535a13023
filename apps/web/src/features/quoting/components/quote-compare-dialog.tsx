/**
 * Two or three saved quotes side by side: their details and every line of their estimates. A Detailed
 * BOQ quote has no area or rate per m²: it shows '—' there and its number of lines instead.
 */
import {
  clientTypeLabel,
  formatArea,
  formatShortDate,
  formatZar,
  locationLabel,
  quoteBreakdown,
  type SavedQuote,
  urgencyLabel,
} from '@firebreak/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useQueries } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { visuallyHidden } from '@/lib/visually-hidden';
import { quoteQueryOptions } from '../api/get-quote';
import { COMPARE_STRINGS as S } from './history-strings';
import { QuoteStatusChip } from './quote-status-chip';

const DETAILS: [string, (quote: SavedQuote) => ReactNode][] = [
  [S.rows.project, (quote) => quote.projectTitle],
  [S.rows.client, (quote) => quote.clientName || '—'],
  [S.rows.clientType, (quote) => clientTypeLabel(quote.clientType)],
  [S.rows.projectType, (quote) => quote.projectTypeName],
  [S.rows.area, (quote) => (quote.kind === 'BOQ' ? '—' : `${formatArea(quote.area)} m²`)],
  [S.rows.lines, (quote) => (quote.kind === 'BOQ' ? String(quote.lines.length) : '—')],
  [S.rows.urgency, (quote) => urgencyLabel(quote.urgency)],
  [S.rows.location, (quote) => locationLabel(quote.location)],
  [S.rows.baseRate, (quote) => (quote.kind === 'BOQ' ? '—' : formatZar(quote.baseRate))],
  [S.rows.typicalDuration, (quote) => quote.typicalDuration],
  [S.rows.date, (quote) => formatShortDate(quote.createdAt)],
  [S.rows.status, (quote) => <QuoteStatusChip status={quote.status} />],
];

export function QuoteCompareDialog({ ids, onClose }: { ids: string[]; onClose: () => void }) {
  const results = useQueries({ queries: ids.map((id) => quoteQueryOptions(id)) });
  const quotes = results.map((result) => result.data).filter((quote): quote is SavedQuote => Boolean(quote));
  const loading = results.some((result) => result.isPending);
  const failed = results.some((result) => result.isError);

  return (
    <Dialog open onClose={onClose} maxWidth="lg" fullWidth aria-labelledby="compare-quotes-title">
      <DialogTitle id="compare-quotes-title">{S.title}</DialogTitle>
      {/* The table may be wider than a phone: the scrolling content is a tab stop so keys can scroll it. */}
      <DialogContent tabIndex={0} role="region" aria-labelledby="compare-quotes-title">
        {failed ? <Alert severity="error">{S.failed}</Alert> : null}
        {loading ? <CircularProgress aria-label={S.loading} /> : null}
        {!loading && !failed ? (
          <Table size="small" aria-label={S.tableLabel}>
            <TableHead>
              <TableRow>
                <TableCell>
                  <Box component="span" sx={visuallyHidden}>
                    {S.detail}
                  </Box>
                </TableCell>
                {quotes.map((quote) => (
                  <TableCell key={quote.id} component="th" scope="col" sx={{ fontWeight: 700 }}>
                    {quote.quoteNumber}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {DETAILS.map(([label, value]) => (
                <TableRow key={label}>
                  <TableCell component="th" scope="row">
                    {label}
                  </TableCell>
                  {quotes.map((quote) => (
                    <TableCell key={quote.id}>{value(quote)}</TableCell>
                  ))}
                </TableRow>
              ))}
              {quotes[0]
                ? quoteBreakdown(quotes[0]).map((row, index) => (
                    <TableRow key={row.key}>
                      <TableCell
                        component="th"
                        scope="row"
                        sx={{ fontWeight: row.key === 'total' ? 700 : undefined }}
                      >
                        {rowLabel(
                          row.key,
                          row.label,
                          quotes.some((quote) => quote.kind === 'BOQ'),
                        )}
                      </TableCell>
                      {quotes.map((quote) => {
                        const line = quoteBreakdown(quote)[index];
                        return (
                          <TableCell
                            key={quote.id}
                            sx={{ fontWeight: row.key === 'total' ? 700 : undefined }}
                          >
                            {line ? formatZar(line.amount) : ''}
                            {line && (line.key === 'urgency' || line.key === 'travel')
                              ? ` (${percent(quote, line.key)})`
                              : ''}
                          </TableCell>
                        );
                      })}
                    </TableRow>
                  ))
                : null}
            </TableBody>
          </Table>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{S.close}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** The first three lines name their own figures; in a comparison each row needs a neutral name. */
function rowLabel(key: string, label: string, hasBoq: boolean): string {
  if (key === 'base' && hasBoq) return S.lines.baseAny;
  if (key === 'base' || key === 'urgency' || key === 'travel') return S.lines[key];
  return label;
}

function percent(quote: SavedQuote, key: 'urgency' | 'travel'): string {
  const value = key === 'urgency' ? quote.urgencyPercent : quote.travelPercent;
  return value > 0 ? `+${value}%` : value < 0 ? `−${Math.abs(value)}%` : '0%';
}

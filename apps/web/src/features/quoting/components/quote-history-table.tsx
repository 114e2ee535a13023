/**
 * One page of saved quotes: pick for comparing, change status, download the PDF; with paging. A table
 * from the md breakpoint up, cards below it.
 */
import {
  formatShortDate,
  formatZar,
  QUOTE_LIMITS,
  type QuoteListResponse,
  type QuoteStatus,
  type QuoteSummary,
} from '@firebreak/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { UseQueryResult } from '@tanstack/react-query';
import { HISTORY_STRINGS as S } from './history-strings';
import { QuoteHistoryCards } from './quote-history-cards';
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

const PAGE_SIZES = [10, 25, 50];
/**
 * A name wraps between its words and breaks inside one only when the word alone is wider than its
 * column (a long number in a project title); the minimum width keeps ordinary words whole.
 */
const WRAP = { overflowWrap: 'anywhere', minWidth: 112 } as const;

type Props = {
  query: UseQueryResult<QuoteListResponse>;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
  selected: string[];
  onToggle: (id: string) => void;
  onStatus: (quote: QuoteSummary, status: QuoteStatus) => void;
  onPdf: (quote: QuoteSummary) => void;
  onWorkflow: (quote: QuoteSummary) => void;
};

export function QuoteHistoryTable({
  query,
  page,
  pageSize,
  onPage,
  onPageSize,
  selected,
  onToggle,
  onStatus,
  onPdf,
  onWorkflow,
}: Props) {
  const isPhone = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  if (query.isError && !query.data) return <Alert severity="error">{S.failed}</Alert>;
  const items = query.data?.items ?? [];
  const handlers: QuoteRowHandlers = {
    selected,
    full: selected.length >= QUOTE_LIMITS.compareMax,
    onToggle,
    onStatus,
    onPdf,
    onWorkflow,
  };
  const isEmpty = query.isSuccess && items.length === 0;
  const empty = <Typography color="text.secondary">{S.empty}</Typography>;
  return (
    <Paper>
      <Box sx={{ height: 4 }}>{query.isFetching ? <LinearProgress aria-label={S.loading} /> : null}</Box>
      {isPhone ? (
        isEmpty ? (
          <Box sx={{ py: 4, textAlign: 'center' }}>{empty}</Box>
        ) : (
          <QuoteHistoryCards items={items} handlers={handlers} />
        )
      ) : (
        <TableContainer>
          {/* Nine columns at 1280 px beside the menu: cells padded 8 px a side, not 16, to fit. */}
          <Table
            size="small"
            aria-label={S.tableLabel}
            sx={{ '& .MuiTableCell-root:not(.MuiTableCell-paddingCheckbox)': { px: 1 } }}
          >
            <TableHead>
              <TableRow>
                {Object.entries(S.columns).map(([key, column]) => (
                  <TableCell key={key} align={key === 'total' ? 'right' : undefined}>
                    {column}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((quote) => (
                <TableRow key={quote.id} hover selected={selected.includes(quote.id)}>
                  <TableCell padding="checkbox">
                    <CompareCheckbox quote={quote} handlers={handlers} />
                  </TableCell>
                  <TableCell>
                    <QuoteNumberButton quote={quote} handlers={handlers} />
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatShortDate(quote.createdAt)}</TableCell>
                  {/* A long word or number in a name must not widen the table past the screen. */}
                  <TableCell sx={WRAP}>{quote.projectTitle}</TableCell>
                  <TableCell sx={WRAP}>{quote.clientName || '—'}</TableCell>
                  <TableCell sx={WRAP}>
                    <BoqChip quote={quote} />
                    {quote.projectTypeName}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {formatZar(quote.total)}
                  </TableCell>
                  <TableCell>
                    <QuoteStatusSelect quote={quote} handlers={handlers} />
                    <LinkedProject quote={quote} />
                    <ClientDecision quote={quote} />
                  </TableCell>
                  <TableCell>
                    {/* Wraps rather than widens the table: a Draft BOQ quote has a third action. */}
                    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, maxWidth: 112 }}>
                      <EditBoqButton quote={quote} />
                      <PdfButton quote={quote} handlers={handlers} />
                      <WorkflowButton quote={quote} handlers={handlers} />
                    </Box>
                  </TableCell>
                </TableRow>
              ))}
              {isEmpty ? (
                <TableRow>
                  <TableCell colSpan={Object.keys(S.columns).length} sx={{ py: 4, textAlign: 'center' }}>
                    {empty}
                  </TableCell>
                </TableRow>
              ) : null}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <TablePagination
        component="div"
        count={query.data?.total ?? 0}
        page={query.data ? Math.max(0, page - 1) : 0}
        rowsPerPage={pageSize}
        rowsPerPageOptions={PAGE_SIZES}
        onPageChange={(_event, next) => onPage(next + 1)}
        onRowsPerPageChange={(event) => onPageSize(Number(event.target.value))}
      />
    </Paper>
  );
}

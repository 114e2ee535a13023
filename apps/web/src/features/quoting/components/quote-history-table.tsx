/** One page of saved quotes: pick for comparing, change status, download the PDF; with paging. */
import {
  formatShortDate,
  formatZar,
  QUOTE_LIMITS,
  QUOTE_STATUSES,
  type QuoteListResponse,
  type QuoteStatus,
  type QuoteSummary,
} from '@firebreak/shared';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { HISTORY_STRINGS as S } from '../strings';
import { QuoteStatusChip } from './quote-status-chip';

const PAGE_SIZES = [10, 25, 50];

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
}: Props) {
  if (query.isError && !query.data) return <Alert severity="error">{S.failed}</Alert>;
  const items = query.data?.items ?? [];
  const full = selected.length >= QUOTE_LIMITS.compareMax;
  return (
    <Paper>
      <Box sx={{ height: 4 }}>{query.isFetching ? <LinearProgress aria-label={S.loading} /> : null}</Box>
      <TableContainer>
        <Table size="small" aria-label={S.tableLabel}>
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
            {items.map((quote) => {
              const isSelected = selected.includes(quote.id);
              return (
                <TableRow key={quote.id} hover selected={isSelected}>
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={isSelected}
                      disabled={!isSelected && full}
                      onChange={() => onToggle(quote.id)}
                      slotProps={{ input: { 'aria-label': S.selectToCompare(quote.quoteNumber) } }}
                    />
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{quote.quoteNumber}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatShortDate(quote.createdAt)}</TableCell>
                  <TableCell>{quote.projectTitle}</TableCell>
                  <TableCell>{quote.clientName || '—'}</TableCell>
                  <TableCell>{quote.projectTypeName}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {formatZar(quote.total)}
                  </TableCell>
                  <TableCell>
                    <TextField
                      select
                      size="small"
                      variant="standard"
                      value={quote.status}
                      onChange={(event) => onStatus(quote, event.target.value as QuoteStatus)}
                      slotProps={{
                        select: {
                          renderValue: (value) => <QuoteStatusChip status={value as QuoteStatus} />,
                          disableUnderline: true,
                          inputProps: { 'aria-label': S.statusOf(quote.quoteNumber) },
                        },
                      }}
                    >
                      {QUOTE_STATUSES.map((status) => (
                        <MenuItem key={status} value={status}>
                          {status}
                        </MenuItem>
                      ))}
                    </TextField>
                  </TableCell>
                  <TableCell>
                    <IconButton
                      aria-label={S.downloadPdf(quote.quoteNumber)}
                      onClick={() => onPdf(quote)}
                      size="small"
                    >
                      <PictureAsPdf fontSize="small" />
                    </IconButton>
                  </TableCell>
                </TableRow>
              );
            })}
            {query.isSuccess && items.length === 0 ? (
              <TableRow>
                <TableCell colSpan={Object.keys(S.columns).length} sx={{ py: 4, textAlign: 'center' }}>
                  <Typography color="text.secondary">{S.empty}</Typography>
                </TableCell>
              </TableRow>
            ) : null}
          </TableBody>
        </Table>
      </TableContainer>
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

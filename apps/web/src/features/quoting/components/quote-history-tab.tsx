/**
 * Quote History: search, filter (status, project type, client type, date range, total range), page,
 * change a quote's status, download its PDF, and compare two or three quotes side by side.
 */
import { QUOTE_LIMITS, type QuoteListQuery, type QuoteStatus } from '@firebreak/shared';
import CompareArrows from '@mui/icons-material/CompareArrows';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage, httpStatus } from '@/lib/api-error';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useNotice } from '@/lib/use-notice';
import { useDownloadQuotePdf } from '../api/download-quote-pdf';
import { useQuotes } from '../api/get-quotes';
import { useUpdateQuoteStatus } from '../api/update-quote-status';
import { HISTORY_STRINGS as S } from './history-strings';
import { QuoteCompareDialog } from './quote-compare-dialog';
import {
  EMPTY_FILTERS,
  type HistoryFilters,
  QuoteHistoryFilters,
  toListQuery,
} from './quote-history-filters';
import { QuoteHistoryTable } from './quote-history-table';
import { QuoteWorkflowDialog } from './quote-workflow-dialog';

export function QuoteHistoryTab() {
  // ?q= opens the history searching for one quote (a project's 'From quote' link).
  const [search] = useSearchParams();
  const [filters, setFilters] = useState<HistoryFilters>(() => ({
    ...EMPTY_FILTERS,
    search: search.get('q')?.slice(0, QUOTE_LIMITS.searchMax) ?? '',
  }));
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const [selected, setSelected] = useState<string[]>([]);
  const [comparing, setComparing] = useState(false);
  const [managing, setManaging] = useState<{ id: string; quoteNumber: string } | null>(null);
  const { notify, notice } = useNotice();
  const debounced = useDebouncedValue(filters);
  const query: QuoteListQuery = { ...toListQuery(debounced), page, pageSize };
  const quotes = useQuotes(query);
  const updateStatus = useUpdateQuoteStatus();
  const pdf = useDownloadQuotePdf();

  const changeFilters = (patch: Partial<HistoryFilters>) => {
    setFilters((current) => ({ ...current, ...patch }));
    setPage(1);
  };

  const toggle = (id: string) =>
    setSelected((current) =>
      current.includes(id)
        ? current.filter((item) => item !== id)
        : current.length < QUOTE_LIMITS.compareMax
          ? [...current, id]
          : current,
    );

  async function changeStatus(quote: { id: string; quoteNumber: string }, status: QuoteStatus) {
    try {
      await updateStatus.mutateAsync({ id: quote.id, status });
      notify(S.statusChanged(quote.quoteNumber, status), 'success');
    } catch (error) {
      // A refusal (a final status, a role's limit) says why; anything else asks to try again.
      const status = httpStatus(error);
      notify(status && status < 500 ? errorMessage(error, S.statusFailed) : S.statusFailed, 'error');
    }
  }

  async function downloadPdf(quote: { id: string; quoteNumber: string }) {
    try {
      await pdf.mutateAsync(quote);
    } catch {
      notify(S.pdfFailed, 'error');
    }
  }

  const canCompare = selected.length >= QUOTE_LIMITS.compareMin && selected.length <= QUOTE_LIMITS.compareMax;

  return (
    <Stack spacing={2}>
      <QuoteHistoryFilters
        values={filters}
        onChange={changeFilters}
        onClear={() => {
          setFilters(EMPTY_FILTERS);
          setPage(1);
        }}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }}>
        <Button
          variant="contained"
          startIcon={<CompareArrows />}
          disabled={!canCompare}
          onClick={() => setComparing(true)}
        >
          {S.compare(selected.length)}
        </Button>
        <Typography variant="body2" color="text.secondary">
          {S.compareHint}
        </Typography>
      </Stack>
      <QuoteHistoryTable
        query={quotes}
        page={page}
        pageSize={pageSize}
        onPage={setPage}
        onPageSize={(size) => {
          setPageSize(size);
          setPage(1);
        }}
        selected={selected}
        onToggle={toggle}
        onStatus={changeStatus}
        onPdf={downloadPdf}
        onWorkflow={(quote) => setManaging({ id: quote.id, quoteNumber: quote.quoteNumber })}
      />
      {comparing ? <QuoteCompareDialog ids={selected} onClose={() => setComparing(false)} /> : null}
      {managing ? (
        <QuoteWorkflowDialog
          quoteId={managing.id}
          quoteNumber={managing.quoteNumber}
          onClose={() => setManaging(null)}
          notify={notify}
        />
      ) : null}
      {notice}
    </Stack>
  );
}

/** /outbox (administrators): every e-mail with its state, newest first; failed ones can be retried. */
import {
  OUTBOX_STATUS_LABELS,
  OUTBOX_STATUSES,
  type OutboxMessage,
  type OutboxStatus,
} from '@firebreak/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { SectionSpinner } from '@/components/section-spinner';
import { errorMessage } from '@/lib/api-error';
import { usePageTitle } from '@/lib/use-page-title';
import { useOutbox } from '../api/get-outbox';
import { useRetryMessage } from '../api/retry-message';
import { OUTBOX_STRINGS as S } from '../strings';
import { OutboxList } from './outbox-list';

type Feedback = { severity: 'success' | 'error'; text: string } | null;

export default function OutboxPage() {
  usePageTitle('Outbox');
  const [status, setStatus] = useState<OutboxStatus | ''>('');
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(25);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const query = useOutbox({ ...(status ? { status } : {}), page: page + 1, pageSize });
  const retry = useRetryMessage();

  const onRetry = (message: OutboxMessage) => {
    setFeedback(null);
    retry.mutate(message.id, {
      onSuccess: () => setFeedback({ severity: 'success', text: S.retried }),
      onError: (error) => setFeedback({ severity: 'error', text: errorMessage(error, S.retryFailed) }),
    });
  };

  return (
    <Box>
      <PageHeader title={S.title} subtitle={S.subtitle} />
      {query.data && !query.data.smtpConfigured ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {S.noSmtp}
        </Alert>
      ) : null}
      <Box aria-live="polite">
        {feedback ? (
          <Alert severity={feedback.severity} sx={{ mb: 2 }} onClose={() => setFeedback(null)}>
            {feedback.text}
          </Alert>
        ) : null}
      </Box>
      <Paper sx={{ p: 2, minWidth: 0 }}>
        <TextField
          select
          size="small"
          label={S.status}
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as OutboxStatus | '');
            setPage(0);
          }}
          sx={{ mb: 2, minWidth: 200 }}
        >
          <MenuItem value="">{S.allStatuses}</MenuItem>
          {OUTBOX_STATUSES.map((value) => (
            <MenuItem key={value} value={value}>
              {OUTBOX_STATUS_LABELS[value]}
            </MenuItem>
          ))}
        </TextField>
        {query.isPending ? <SectionSpinner label={S.loading} /> : null}
        {query.isError ? <Alert severity="error">{S.failed}</Alert> : null}
        {query.data ? (
          <>
            <OutboxList
              messages={query.data.items}
              onRetry={onRetry}
              retrying={retry.isPending ? (retry.variables ?? null) : null}
            />
            <TablePagination
              component="div"
              count={query.data.total}
              page={page}
              rowsPerPage={pageSize}
              rowsPerPageOptions={[25, 50, 100]}
              onPageChange={(_e, next) => setPage(next)}
              onRowsPerPageChange={(e) => {
                setPageSize(Number(e.target.value));
                setPage(0);
              }}
            />
          </>
        ) : null}
      </Paper>
    </Box>
  );
}

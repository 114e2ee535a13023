/**
 * The messages: a table from md up; below it (a phone at 390 px) one card per message, so nothing
 * needs sideways scrolling. A failed or not-sent message offers Retry.
 */
import { formatDateTime, type OutboxMessage } from '@firebreak/shared';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { OUTBOX_STRINGS as S } from '../strings';
import { OutboxStatusChip } from './outbox-status-chip';

type Props = {
  messages: OutboxMessage[];
  onRetry: (message: OutboxMessage) => void;
  retrying: string | null;
};

const recipients = (message: OutboxMessage) => [...message.to, ...message.cc].join(', ');
const about = (message: OutboxMessage) =>
  message.relatedType ? `${message.relatedType} ${message.relatedId ?? ''}`.trim() : S.none;
const canRetry = (message: OutboxMessage) => message.status === 'failed' || message.status === 'skipped';

function RetryButton({ message, onRetry, retrying }: { message: OutboxMessage } & Omit<Props, 'messages'>) {
  if (!canRetry(message)) return null;
  return (
    <Button
      size="small"
      variant="outlined"
      aria-label={S.retryOf(message.subject)}
      disabled={retrying === message.id}
      onClick={() => onRetry(message)}
    >
      {S.retry}
    </Button>
  );
}

export function OutboxList({ messages, onRetry, retrying }: Props) {
  const theme = useTheme();
  const isWide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  if (messages.length === 0) return <Typography color="text.secondary">{S.empty}</Typography>;

  if (!isWide) {
    return (
      <Stack spacing={1.5} component="ol" aria-label={S.tableLabel} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {messages.map((message) => (
          <Card component="li" key={message.id} variant="outlined">
            <CardContent>
              <Stack
                direction="row"
                spacing={1}
                sx={{ alignItems: 'center', justifyContent: 'space-between' }}
              >
                <OutboxStatusChip status={message.status} />
                <Typography variant="caption" color="text.secondary">
                  {formatDateTime(message.createdAt)}
                </Typography>
              </Stack>
              <Typography variant="subtitle2" component="p" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
                {message.subject}
              </Typography>
              <Typography variant="body2" component="p" sx={{ overflowWrap: 'anywhere' }}>
                {recipients(message)}
              </Typography>
              <Typography variant="caption" color="text.secondary" component="p">
                {`${about(message)} · ${S.attempts(message.attempts)}`}
              </Typography>
              {message.lastError ? (
                <Typography variant="body2" color="error" component="p" sx={{ overflowWrap: 'anywhere' }}>
                  {message.lastError}
                </Typography>
              ) : null}
              <Stack direction="row" sx={{ mt: 1, justifyContent: 'flex-end' }}>
                <RetryButton message={message} onRetry={onRetry} retrying={retrying} />
              </Stack>
            </CardContent>
          </Card>
        ))}
      </Stack>
    );
  }

  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={S.tableLabel}>
        <TableHead>
          <TableRow>
            {S.columns.map((column, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the last column has no title
              <TableCell key={index}>{column}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {messages.map((message) => (
            <TableRow key={message.id} sx={{ verticalAlign: 'top' }}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(message.createdAt)}</TableCell>
              <TableCell sx={{ maxWidth: 220, overflowWrap: 'anywhere' }}>{recipients(message)}</TableCell>
              <TableCell sx={{ maxWidth: 260 }}>
                {message.subject}
                {message.attachments.length > 0 ? (
                  <Typography variant="caption" color="text.secondary" component="div">
                    {S.attachments(message.attachments.length)}
                  </Typography>
                ) : null}
              </TableCell>
              <TableCell>{about(message)}</TableCell>
              <TableCell>
                <OutboxStatusChip status={message.status} />
              </TableCell>
              <TableCell>{message.attempts}</TableCell>
              <TableCell sx={{ maxWidth: 280, overflowWrap: 'anywhere' }}>
                {message.lastError ?? S.none}
              </TableCell>
              <TableCell>
                <RetryButton message={message} onRetry={onRetry} retrying={retrying} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/**
 * An invoice's or a client's statements' e-mail, from the outbox: each message's state (queued, sent,
 * failed with the server's reason, not sent and why), recipients and subject; for an invoice, also the
 * overdue reminders taken for it, queued or skipped and why.
 */
import {
  formatDateTime,
  type InvoiceReminder,
  OUTBOX_STATUS_LABELS,
  type OutboxMessage,
  type OutboxStatus,
  reminderOffsetLabel,
} from '@firebreak/shared';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useInvoiceReminders, useRelatedMessages } from '@/entities/invoice/api/get-invoice-messages';
import { errorMessage } from '@/lib/api-error';
import { showDate } from '../money';
import { S } from '../strings';

const M = S.messages;

const COLORS: Record<OutboxStatus, 'default' | 'info' | 'success' | 'error' | 'warning'> = {
  queued: 'info',
  sending: 'info',
  sent: 'success',
  failed: 'error',
  skipped: 'warning',
};

function MessageItem({ message }: { message: OutboxMessage }) {
  return (
    <Box component="li" sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }} data-testid="outbox-item">
      <Stack direction="row" useFlexGap sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Chip size="small" color={COLORS[message.status]} label={OUTBOX_STATUS_LABELS[message.status]} />
        <Typography sx={{ flex: '1 1 200px', overflowWrap: 'anywhere' }}>{message.subject}</Typography>
        <Typography variant="body2" color="text.secondary">
          {formatDateTime(message.sentAt ?? message.createdAt)}
        </Typography>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {M.to([...message.to, ...message.cc])}
      </Typography>
      {message.lastError && message.status !== 'sent' ? (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {M.reason(message.lastError)}
        </Typography>
      ) : null}
    </Box>
  );
}

function ReminderItem({ reminder }: { reminder: InvoiceReminder }) {
  return (
    <Box component="li" sx={{ py: 0.5, display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
      <Chip
        size="small"
        color={reminder.status === 'queued' ? 'info' : 'warning'}
        label={reminder.status === 'queued' ? M.reminderQueued : M.reminderSkipped}
      />
      <Typography sx={{ flex: '1 1 200px' }}>
        {reminderOffsetLabel(reminder.offsetDays)} ({showDate(reminder.dueOn)})
      </Typography>
      {reminder.reason ? (
        <Typography variant="body2" color="text.secondary">
          {reminder.reason}
        </Typography>
      ) : null}
    </Box>
  );
}

export function MessagesSection({
  relatedType,
  relatedId,
  reminders = false,
}: {
  relatedType: 'invoice' | 'statement';
  relatedId: string;
  /** An open invoice's overdue reminders too. */
  reminders?: boolean;
}) {
  const messages = useRelatedMessages(relatedType, relatedId);
  const taken = useInvoiceReminders(relatedId, reminders);
  return (
    <Paper variant="outlined" sx={{ p: 2, mt: 2 }} component="section" aria-labelledby="messages-heading">
      <Typography id="messages-heading" variant="h6" component="h2" gutterBottom>
        {M.heading}
      </Typography>
      {messages.isPending ? <Typography color="text.secondary">{M.loading}</Typography> : null}
      {messages.isError ? (
        <Typography color="error">{errorMessage(messages.error, M.failed)}</Typography>
      ) : null}
      {messages.data && messages.data.items.length === 0 ? (
        <Typography color="text.secondary">{M.none}</Typography>
      ) : null}
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={M.heading}>
        {(messages.data?.items ?? []).map((message) => (
          <MessageItem key={message.id} message={message} />
        ))}
      </Box>
      {reminders ? (
        <>
          <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
            {M.reminders}
          </Typography>
          {taken.data && taken.data.items.length === 0 ? (
            <Typography color="text.secondary">{M.noReminders}</Typography>
          ) : null}
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={M.reminders}>
            {(taken.data?.items ?? []).map((reminder) => (
              <ReminderItem key={reminder.id} reminder={reminder} />
            ))}
          </Box>
        </>
      ) : null}
    </Paper>
  );
}

/** Labels of the Outbox screen, in one place so tests and the screen agree. */
export const OUTBOX_STRINGS = {
  title: 'Outbox',
  subtitle: 'Every e-mail the app sent or tried to send, newest first.',
  noSmtp:
    'No SMTP server is configured (SMTP_URL), so e-mail is recorded here but not sent. Share links and PDFs by hand until it is set.',
  status: 'Status',
  allStatuses: 'All statuses',
  loading: 'Loading the outbox...',
  failed: 'Failed to load the outbox',
  empty: 'No e-mail matches this filter',
  columns: ['Created', 'To', 'Subject', 'About', 'Status', 'Attempts', 'Last error', ''],
  tableLabel: 'Outbox',
  retry: 'Retry',
  retryOf: (subject: string) => `Retry "${subject}"`,
  retried: 'Queued again',
  retryFailed: 'Could not queue the message again',
  attempts: (n: number) => (n === 1 ? '1 attempt' : `${n} attempts`),
  none: '—',
  attachments: (n: number) => (n === 1 ? '1 attachment' : `${n} attachments`),
} as const;

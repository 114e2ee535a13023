/** Under a freshly made approval link: send it (and the quote's PDF) to the client by e-mail. */
import { OUTBOX_NO_SMTP } from '@firebreak/shared';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { errorMessage } from '@/lib/api-error';
import { useEmailApprovalLink } from '../api/email-approval-link';
import { WORKFLOW_STRINGS as S } from './workflow-strings';

type Notify = (text: string, severity: 'success' | 'error') => void;

export function EmailLinkForm({
  quoteId,
  linkId,
  token,
  notify,
}: {
  quoteId: string;
  linkId: string;
  token: string;
  notify: Notify;
}) {
  const [to, setTo] = useState('');
  const send = useEmailApprovalLink();
  const submit = () =>
    send.mutate(
      { quoteId, linkId, input: { to, token } },
      {
        onSuccess: (message) => {
          if (message.status === 'skipped' || message.lastError === OUTBOX_NO_SMTP)
            notify(S.emailNotSent, 'error');
          else notify(S.emailQueued(message.to.join(', ')), 'success');
        },
        onError: (error) => notify(errorMessage(error, S.emailFailed), 'error'),
      },
    );
  return (
    <Stack
      component="form"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <TextField
        label={S.emailTo}
        type="text"
        size="small"
        fullWidth
        value={to}
        onChange={(event) => setTo(event.target.value)}
        placeholder="client@example.co.za"
      />
      <Button
        type="submit"
        variant="outlined"
        disabled={send.isPending || to.trim() === ''}
        sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
      >
        {S.emailLink}
      </Button>
    </Stack>
  );
}

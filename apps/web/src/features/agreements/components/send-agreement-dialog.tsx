/** 'Send for acceptance': makes the private link (shown once, to copy) and, given addresses, e-mails it. */
import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { FormDialog } from '@/components/form-dialog/form-dialog';
import { errorMessage } from '@/lib/api-error';
import { useSendAgreement } from '../api/send-agreement';
import { S } from '../strings';

export function SendAgreementDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const send = useSendAgreement();
  const [to, setTo] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const addresses = to
      .split(',')
      .map((a) => a.trim())
      .filter(Boolean);
    send.mutate({ id, to: addresses });
  };
  return (
    <FormDialog
      title={S.send.title}
      titleId="send-agreement-title"
      onClose={onClose}
      onSubmit={submit}
      busy={send.isPending}
      error={send.isError ? errorMessage(send.error, S.detail.failed) : null}
      saveLabel={S.send.save}
      saveHidden={send.isSuccess}
      cancelLabel={send.isSuccess ? S.send.done : 'Cancel'}
      intro={S.send.intro}
    >
      {send.data ? (
        <>
          <TextField
            label={S.send.link}
            value={send.data.url}
            slotProps={{ input: { readOnly: true } }}
            onFocus={(event) => event.target.select()}
            fullWidth
          />
          {send.data.emailed ? <Alert severity="success">{S.send.emailed}</Alert> : null}
        </>
      ) : (
        <TextField label={S.send.to} value={to} onChange={(event) => setTo(event.target.value)} fullWidth />
      )}
    </FormDialog>
  );
}

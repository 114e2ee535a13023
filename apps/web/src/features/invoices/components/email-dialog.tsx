/**
 * E-mail an issued invoice or credit note, or a statement, to the client with its PDF: To (blank is the
 * client's billing e-mail), Cc, and a message of the office's own. The server queues it in the outbox;
 * without an SMTP server it is recorded as not sent and the PDF stays to download.
 */
import {
  invoiceEmailInputSchema,
  OUTBOX_NO_SMTP,
  type OutboxMessage,
  type StatementEmailInput,
} from '@firebreak/shared';
import TextField from '@mui/material/TextField';
import type { z } from 'zod';
import { useZodForm } from '@/components/form/use-zod-form';
import { FormDialog } from '@/components/form-dialog/form-dialog';
import { useClientBilling } from '@/entities/client/api/get-client-billing';
import { useEmailInvoice, useEmailStatement } from '@/entities/invoice/api/email-invoice';
import { errorMessage } from '@/lib/api-error';
import { S } from '../strings';

const E = S.email;

type Form = { to: string; cc: string; message: string };

export type EmailTarget =
  | { kind: 'invoice'; id: string; name: string; clientId: string }
  | { kind: 'statement'; clientId: string; from: string; to: string };

export function EmailDialog({
  target,
  onClose,
  onSent,
}: {
  target: EmailTarget;
  onClose: () => void;
  /** With the message queued (or recorded as not sent). */
  onSent: (text: string, severity: 'success' | 'error') => void;
}) {
  const billing = useClientBilling(target.clientId);
  const form = useZodForm<Form, z.output<typeof invoiceEmailInputSchema>>(invoiceEmailInputSchema, {
    to: '',
    cc: '',
    message: '',
  });
  const invoice = useEmailInvoice();
  const statement = useEmailStatement();
  const send = target.kind === 'invoice' ? invoice : statement;
  const done = (message: OutboxMessage) => {
    if (message.status === 'skipped' || message.lastError === OUTBOX_NO_SMTP) onSent(E.notSent, 'error');
    else onSent(E.queued(message.to), 'success');
  };
  const submit = form.handleSubmit((input) => {
    const body = { to: input.to ?? [], cc: input.cc ?? [], message: input.message };
    if (target.kind === 'invoice') invoice.mutate({ id: target.id, input: body }, { onSuccess: done });
    else {
      const { to: recipients, ...rest } = body;
      const payload: StatementEmailInput = { from: target.from, to: target.to, recipients, ...rest };
      statement.mutate({ clientId: target.clientId, input: payload }, { onSuccess: done });
    }
  });

  return (
    <FormDialog
      title={target.kind === 'invoice' ? E.invoiceTitle(target.name) : E.statementTitle}
      titleId="email-document-title"
      onClose={onClose}
      onSubmit={submit}
      busy={send.isPending}
      saveLabel={E.send}
      error={send.isError ? errorMessage(send.error, E.failed) : null}
    >
      <TextField
        label={E.to}
        type="text"
        {...form.field('to')}
        helperText={form.errors.to ?? E.toHelp(billing.data?.billingEmail ?? null)}
        placeholder={billing.data?.billingEmail ?? 'accounts@client.co.za'}
        fullWidth
        autoFocus
      />
      <TextField label={E.cc} type="text" {...form.field('cc')} fullWidth />
      <TextField
        label={E.message}
        {...form.field('message')}
        helperText={form.errors.message ?? E.messageHelp}
        multiline
        minRows={3}
        fullWidth
      />
    </FormDialog>
  );
}

/**
 * 'Billing run' on /invoices: the month chosen, one draft invoice per active maintenance agreement
 * due in it; the answer says how many were made and how many already existed (running it twice
 * makes nothing new). The drafts it made can then be issued together, each numbered in turn.
 */
import { billingRunInputSchema, todayInSouthAfrica } from '@firebreak/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useZodForm } from '@/components/form/use-zod-form';
import { FormDialog } from '@/components/form-dialog/form-dialog';
import { useIssueInvoices } from '@/entities/invoice/api/issue-invoice';
import { useRunBilling } from '@/entities/invoice/api/run-billing';
import { errorMessage } from '@/lib/api-error';

export const BILLING_STRINGS = {
  action: 'Billing run',
  title: 'Billing run',
  intro:
    'One draft invoice per active maintenance agreement due in the month; running it again for the same month makes nothing new.',
  month: 'Month',
  run: 'Run billing',
  done: 'Done',
  failed: 'The billing run failed.',
  result: (created: number, existing: number) =>
    `${created} draft invoice${created === 1 ? '' : 's'} created, ${existing} already existed.`,
  issue: (n: number) => `Issue ${n === 1 ? 'this draft' : `these ${n} drafts`}`,
  issued: (n: number) => `${n} invoice${n === 1 ? '' : 's'} issued, each with its number.`,
  notIssued: (n: number) => `${n} could not be issued and stay drafts:`,
} as const;

export function BillingRunDialog({ onClose }: { onClose: () => void }) {
  const run = useRunBilling();
  const issue = useIssueInvoices();
  const drafts = run.data?.invoiceIds ?? [];
  const form = useZodForm(billingRunInputSchema, { period: todayInSouthAfrica().slice(0, 7) });
  const submit = form.handleSubmit((data) => {
    // A new run's answer replaces the last one's, and what was issued from it.
    issue.reset();
    run.mutate(data.period);
  });
  return (
    <FormDialog
      title={BILLING_STRINGS.title}
      titleId="billing-run-title"
      onClose={onClose}
      onSubmit={submit}
      busy={run.isPending}
      error={run.isError ? errorMessage(run.error, BILLING_STRINGS.failed) : null}
      saveLabel={BILLING_STRINGS.run}
      cancelLabel={run.isSuccess ? BILLING_STRINGS.done : 'Cancel'}
      intro={BILLING_STRINGS.intro}
    >
      <TextField
        type="month"
        label={BILLING_STRINGS.month}
        {...form.field('period')}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      {run.data ? (
        <Stack spacing={1} role="status">
          <Alert severity="success">{BILLING_STRINGS.result(run.data.created, run.data.existing)}</Alert>
          {drafts.length > 0 && !issue.data ? (
            <Button
              variant="outlined"
              onClick={() => issue.mutate(drafts)}
              disabled={issue.isPending}
              sx={{ alignSelf: 'flex-start' }}
            >
              {BILLING_STRINGS.issue(drafts.length)}
            </Button>
          ) : null}
          {issue.data && issue.data.issued > 0 ? (
            <Alert severity="success">{BILLING_STRINGS.issued(issue.data.issued)}</Alert>
          ) : null}
          {issue.data && issue.data.failed.length > 0 ? (
            <Alert severity="error">
              {BILLING_STRINGS.notIssued(issue.data.failed.length)}{' '}
              {issue.data.failed.map((failure) => failure.message).join('; ')}
            </Alert>
          ) : null}
        </Stack>
      ) : null}
    </FormDialog>
  );
}

/**
 * A project's money (issue 15): the summary (contract value, claimed, received, outstanding,
 * retention, costs and budget burn, margin), then claims and invoices, payments received and costs,
 * each with its form and delete. Every figure is the server's, from the same rows the dashboard's
 * cash flow reads (docs/metrics.md).
 */
import {
  CLAIM_KIND_LABELS,
  CLAIM_STATUS_LABELS,
  type Claim,
  type ClaimStatus,
  COST_CATEGORY_LABELS,
  type Cost,
  formatShortDate,
  formatZar,
  formatZarExact,
  invoicePath,
  type MoneySummary,
  type Payment,
} from '@firebreak/shared';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
import { ToneChip } from '@/components/project-chips';
import { errorMessage } from '@/lib/api-error';
import { useNotice } from '@/lib/use-notice';
import { type MoneyEntry, useDeleteMoneyEntry } from '../api/delete-money-entry';
import { useProjectMoney } from '../api/get-project-money';
import { MONEY_STRINGS as S } from '../strings';
import { ClaimDialog, CostDialog, PaymentDialog } from './money-dialogs';
import { type MoneyColumn, MoneyList } from './money-list';

const STATUS_TONES = {
  UNPAID: 'default',
  PART_PAID: 'warning',
  PAID: 'success',
  OVERPAID: 'info',
} as const satisfies Record<ClaimStatus, 'default' | 'warning' | 'success' | 'info'>;

type Open = 'claim' | 'payment' | 'cost' | null;
type Deleting = (MoneyEntry & { label: string }) | null;

export function MoneyTab({ projectId }: { projectId: string }) {
  const money = useProjectMoney(projectId);
  const remove = useDeleteMoneyEntry(projectId);
  const [open, setOpen] = useState<Open>(null);
  const [deleting, setDeleting] = useState<Deleting>(null);
  const { notify, notice } = useNotice();

  if (money.isPending)
    return (
      <Box role="status" aria-label={S.loading}>
        <Skeleton variant="rounded" height={320} />
      </Box>
    );
  if (money.isError) return <Alert severity="error">{errorMessage(money.error, S.failed)}</Alert>;
  const { summary, claims, payments, costs } = money.data;

  const saved = (text: string) => {
    setOpen(null);
    notify(text);
  };
  const deleteButton = (entry: MoneyEntry, label: string) => (
    <IconButton aria-label={S.remove(label)} onClick={() => setDeleting({ ...entry, label })} size="small">
      <DeleteOutlineIcon fontSize="small" />
    </IconButton>
  );

  const claimColumns: MoneyColumn<Claim>[] = [
    {
      label: S.number,
      heading: true,
      render: (claim) => (
        <>
          {claim.number}
          <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
            {CLAIM_KIND_LABELS[claim.kind]}
          </Typography>
        </>
      ),
    },
    { label: S.date, render: (claim) => formatShortDate(claim.date) },
    { label: S.workValue, render: (claim) => formatZarExact(claim.workValue), numeric: true },
    { label: S.retention, render: (claim) => formatZarExact(claim.retention), numeric: true },
    { label: S.vat, render: (claim) => formatZarExact(claim.vat), numeric: true },
    { label: S.total, render: (claim) => formatZarExact(claim.total), numeric: true },
    { label: S.outstanding, render: (claim) => formatZarExact(claim.outstanding), numeric: true },
    {
      label: S.status,
      render: (claim) => (
        <Stack direction="row" spacing={0.5} sx={{ justifyContent: { xs: 'flex-end', md: 'flex-start' } }}>
          <ToneChip tone={STATUS_TONES[claim.status]} label={CLAIM_STATUS_LABELS[claim.status]} />
          {claim.overdue ? <ToneChip tone="error" label={S.overdueChip} /> : null}
        </Stack>
      ),
    },
  ];
  const paymentColumns: MoneyColumn<Payment>[] = [
    { label: S.date, render: (payment) => formatShortDate(payment.date), heading: true },
    { label: S.claim, render: (payment) => payment.claimNumber ?? '—' },
    {
      label: S.description,
      render: (payment) =>
        payment.overpayment ? `${payment.description} (${S.overpayment})` : payment.description,
    },
    { label: S.amount, render: (payment) => formatZarExact(payment.amount), numeric: true },
  ];
  const costColumns: MoneyColumn<Cost>[] = [
    { label: S.date, render: (cost) => formatShortDate(cost.date), heading: true },
    { label: S.category, render: (cost) => (cost.category ? COST_CATEGORY_LABELS[cost.category] : '—') },
    { label: S.description, render: (cost) => cost.description },
    { label: S.amount, render: (cost) => formatZarExact(cost.amount), numeric: true },
  ];

  return (
    <Stack spacing={3}>
      <SummaryTiles summary={summary} />
      <Section
        title={S.claimsTitle}
        action={
          <Button startIcon={<AddIcon />} variant="contained" onClick={() => setOpen('claim')}>
            {S.newClaim}
          </Button>
        }
      >
        <MoneyList
          caption={S.claimsTitle}
          rows={claims}
          rowKey={(claim) => claim.id}
          columns={claimColumns}
          empty={S.claimsEmpty}
          actionsLabel={S.actions}
          actions={(claim) => deleteButton({ kind: 'claims', id: claim.id }, claim.number)}
        />
      </Section>
      <Section
        title={S.paymentsTitle}
        action={
          <Button
            startIcon={<AddIcon />}
            variant="outlined"
            onClick={() => setOpen('payment')}
            disabled={claims.length === 0}
          >
            {S.recordPayment}
          </Button>
        }
      >
        <MoneyList
          caption={S.paymentsTitle}
          rows={payments}
          rowKey={(payment) => payment.id}
          columns={paymentColumns}
          empty={S.paymentsEmpty}
          actionsLabel={S.actions}
          actions={(payment) =>
            payment.inRegister && payment.claimId ? (
              // Recorded in the payments register: changed or deleted there, on the claim's invoice.
              <Link component={RouterLink} to={invoicePath(payment.claimId)} variant="body2">
                {S.openInRegister(payment.claimNumber ?? '')}
              </Link>
            ) : (
              deleteButton(
                { kind: 'payments', id: payment.id },
                S.paymentLabel(formatZarExact(payment.amount), formatShortDate(payment.date)),
              )
            )
          }
        />
      </Section>
      <Section
        title={S.costsTitle}
        action={
          <Button startIcon={<AddIcon />} variant="outlined" onClick={() => setOpen('cost')}>
            {S.recordCost}
          </Button>
        }
      >
        <MoneyList
          caption={S.costsTitle}
          rows={costs}
          rowKey={(cost) => cost.id}
          columns={costColumns}
          empty={S.costsEmpty}
          actionsLabel={S.actions}
          actions={(cost) =>
            deleteButton(
              { kind: 'costs', id: cost.id },
              S.costLabel(formatZarExact(cost.amount), formatShortDate(cost.date)),
            )
          }
        />
      </Section>

      {open === 'claim' ? (
        <ClaimDialog projectId={projectId} onClose={() => setOpen(null)} onSaved={saved} />
      ) : null}
      {open === 'payment' ? (
        <PaymentDialog projectId={projectId} claims={claims} onClose={() => setOpen(null)} onSaved={saved} />
      ) : null}
      {open === 'cost' ? (
        <CostDialog projectId={projectId} onClose={() => setOpen(null)} onSaved={saved} />
      ) : null}
      {deleting ? (
        <ConfirmDelete
          label={deleting.label}
          isDeleting={remove.isPending}
          onCancel={() => setDeleting(null)}
          onConfirm={() =>
            remove.mutate(deleting, {
              onSuccess: () => notify(S.deleted),
              onError: (error) => notify(errorMessage(error, S.deleteFailed), 'error'),
              onSettled: () => setDeleting(null),
            })
          }
        />
      ) : null}
      {notice}
    </Stack>
  );
}

function Section({ title, action, children }: { title: string; action: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', mb: 1 }}
      >
        <Typography id={headingId} component="h3" variant="h6">
          {title}
        </Typography>
        {action}
      </Stack>
      {children}
    </Paper>
  );
}

function SummaryTiles({ summary }: { summary: MoneySummary }) {
  const tiles: { label: string; value: string; note: string; tone?: 'error.light' | 'success.light' }[] = [
    {
      label: S.contractValue,
      value: formatZar(summary.contractValue),
      note: S.contractNote(formatZar(summary.contractValueExclVat)),
    },
    { label: S.claimed, value: formatZar(summary.claimed), note: S.claimedOf(summary.claimedPercent) },
    {
      label: S.received,
      value: formatZar(summary.received),
      note: `${S.total} ${formatZar(summary.invoiced)}`,
    },
    {
      label: S.outstanding,
      value: formatZar(summary.outstanding),
      note: summary.overdue > 0 ? S.overdue(formatZar(summary.overdue)) : S.nothingOverdue,
      ...(summary.overdue > 0 ? { tone: 'error.light' as const } : {}),
    },
    {
      label: S.retentionHeld,
      value: formatZar(summary.retentionHeld),
      note: S.retentionReleased(formatZar(summary.retentionReleased)),
    },
    { label: S.costs, value: formatZar(summary.costs), note: S.burn(summary.budgetBurnPercent) },
    {
      label: S.margin,
      value: formatZar(summary.margin),
      note: S.marginHelp,
      tone: summary.margin < 0 ? 'error.light' : 'success.light',
    },
  ];
  return (
    <Box component="section" aria-label={S.summaryTitle}>
      <Grid container spacing={2}>
        {tiles.map((tile) => (
          <Grid key={tile.label} size={{ xs: 6, sm: 4, lg: 12 / 7 }}>
            <Paper component="dl" sx={{ p: 1.5, height: '100%', m: 0 }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {tile.label}
              </Typography>
              <Typography
                component="dd"
                variant="h6"
                sx={{ m: 0, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}
                color={tile.tone}
              >
                {tile.value}
              </Typography>
              <Typography component="dd" variant="caption" color="text.secondary" sx={{ m: 0 }}>
                {tile.note}
              </Typography>
            </Paper>
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}

function ConfirmDelete({
  label,
  isDeleting,
  onCancel,
  onConfirm,
}: {
  label: string;
  isDeleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <ConfirmDialog
      title={S.confirmTitle(label)}
      text={S.confirmText}
      pending={isDeleting}
      confirmLabel={S.confirm}
      keepLabel={S.cancel}
      onConfirm={onConfirm}
      onClose={onCancel}
    />
  );
}

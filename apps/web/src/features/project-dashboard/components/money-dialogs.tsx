/**
 * The Money tab's three forms: raise a claim (with the client's figures previewed by the same
 * arithmetic the server stores), record a payment against a claim, record a cost. The server's
 * message (a claim past the contract value, a payment past what is owed) shows in the dialog.
 */
import {
  CLAIM_KIND_LABELS,
  CLAIM_KINDS,
  type Claim,
  type ClaimKind,
  COST_CATEGORIES,
  COST_CATEGORY_LABELS,
  type CostCategory,
  claimAmounts,
  formatZarExact,
  johannesburgDate,
  MONEY_RULES,
  randToCents,
} from '@firebreak/shared';
import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { FormDialog } from '@/components/form-dialog/form-dialog';
import { errorMessage } from '@/lib/api-error';
import { useCreateClaim } from '../api/create-claim';
import { useRecordCost } from '../api/record-cost';
import { useRecordPayment } from '../api/record-payment';
import { MONEY_STRINGS as S } from '../strings';

type FrameProps = {
  title: string;
  canSave: boolean;
  isSaving: boolean;
  error: unknown;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
};

function MoneyDialog({ title, canSave, isSaving, error, onSubmit, onClose, children }: FrameProps) {
  const titleId = useId();
  function submit(event: FormEvent) {
    event.preventDefault();
    if (canSave && !isSaving) onSubmit();
  }
  return (
    <FormDialog
      title={title}
      titleId={titleId}
      onClose={onClose}
      onSubmit={submit}
      busy={isSaving}
      saveDisabled={!canSave}
      error={error ? errorMessage(error, S.saveFailed) : null}
      saveLabel={S.save}
      cancelLabel={S.cancel}
    >
      {children}
    </FormDialog>
  );
}

const today = () => johannesburgDate(new Date());

type FieldProps = { label: string; value: string; onChange: (value: string) => void; helperText?: string };

/** An amount in rand, typed as text so a comma or blank is the form's to judge; first in each form. */
function AmountField({ label, value, onChange, helperText }: FieldProps) {
  return (
    <TextField
      label={label}
      helperText={helperText}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      required
      autoFocus
      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
    />
  );
}

function DateField({
  required,
  fullWidth,
  ...props
}: FieldProps & { required?: boolean; fullWidth?: boolean }) {
  return (
    <TextField
      label={props.label}
      type="date"
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
      helperText={props.helperText}
      required={required}
      fullWidth={fullWidth}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}

const asAmount = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.replace(',', '.')));

type DoneProps = { projectId: string; onClose: () => void; onSaved: (text: string) => void };

export function ClaimDialog({ projectId, onClose, onSaved }: DoneProps) {
  const create = useCreateClaim(projectId);
  const [kind, setKind] = useState<ClaimKind>('PROGRESS');
  const [amount, setAmount] = useState('');
  const [date, setDate] = useState(today);
  const [dueDate, setDueDate] = useState('');
  const [retention, setRetention] = useState(String(MONEY_RULES.defaultRetentionPercent));
  const [description, setDescription] = useState('');
  const value = asAmount(amount);
  const percent = Number(retention);
  const valid =
    Number.isFinite(value) &&
    value > 0 &&
    Boolean(date) &&
    Number.isFinite(percent) &&
    percent >= 0 &&
    percent <= MONEY_RULES.maxRetentionPercent;
  const preview = valid
    ? claimAmounts({ kind, workValueCents: randToCents(value), retentionPercent: percent })
    : null;
  const rand = (cents: number) => formatZarExact(cents / 100);

  return (
    <MoneyDialog
      title={S.claimDialog}
      canSave={valid}
      isSaving={create.isPending}
      error={create.error}
      onClose={onClose}
      onSubmit={() =>
        create.mutate(
          {
            kind,
            amount: value,
            date,
            ...(dueDate ? { dueDate } : {}),
            retentionPercent: kind === 'PROGRESS' ? percent : 0,
            description,
          },
          { onSuccess: (claim) => onSaved(S.claimSaved(claim.number)) },
        )
      }
    >
      <TextField select label={S.kind} value={kind} onChange={(e) => setKind(e.target.value as ClaimKind)}>
        {CLAIM_KINDS.map((option) => (
          <MenuItem key={option} value={option}>
            {CLAIM_KIND_LABELS[option]}
          </MenuItem>
        ))}
      </TextField>
      <AmountField label={S.claimAmount} helperText={S.claimAmountHelp} value={amount} onChange={setAmount} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DateField label={S.date} value={date} onChange={setDate} required fullWidth />
        <DateField
          label={S.dueDate}
          value={dueDate}
          onChange={setDueDate}
          helperText={S.dueDateHelp}
          fullWidth
        />
      </Stack>
      {kind === 'PROGRESS' ? (
        <TextField
          label={S.retentionPercent}
          value={retention}
          onChange={(e) => setRetention(e.target.value)}
          type="number"
          slotProps={{ htmlInput: { min: 0, max: MONEY_RULES.maxRetentionPercent, step: 0.5 } }}
        />
      ) : null}
      <TextField label={S.description} value={description} onChange={(e) => setDescription(e.target.value)} />
      {preview ? (
        <Typography role="status" variant="body2" color="text.secondary">
          {S.preview(rand(preview.retentionCents), rand(preview.vatCents), rand(preview.totalCents))}
        </Typography>
      ) : null}
    </MoneyDialog>
  );
}

export function PaymentDialog({ projectId, claims, onClose, onSaved }: DoneProps & { claims: Claim[] }) {
  const record = useRecordPayment(projectId);
  // Oldest open claim first: that is what a client usually pays.
  const open = [...claims]
    .filter((claim) => claim.outstanding > 0)
    .sort((a, b) => a.date.localeCompare(b.date));
  const [claimId, setClaimId] = useState(open[0]?.id ?? claims[0]?.id ?? '');
  const chosen = claims.find((claim) => claim.id === claimId);
  const [amount, setAmount] = useState(chosen && chosen.outstanding > 0 ? String(chosen.outstanding) : '');
  const [date, setDate] = useState(today);
  const [description, setDescription] = useState('');
  const [overpayment, setOverpayment] = useState(false);
  const value = asAmount(amount);
  const valid = Boolean(claimId) && Number.isFinite(value) && value > 0 && Boolean(date);

  function choose(id: string) {
    setClaimId(id);
    const claim = claims.find((row) => row.id === id);
    if (claim && claim.outstanding > 0) setAmount(String(claim.outstanding));
  }

  return (
    <MoneyDialog
      title={S.paymentDialog}
      canSave={valid}
      isSaving={record.isPending}
      error={record.error}
      onClose={onClose}
      onSubmit={() =>
        record.mutate(
          { claimId, amount: value, date, description, overpayment },
          { onSuccess: () => onSaved(S.paymentSaved) },
        )
      }
    >
      {open.length === 0 ? <Alert severity="info">{S.noOpenClaims}</Alert> : null}
      <TextField select label={S.claim} value={claimId} onChange={(e) => choose(e.target.value)} required>
        {claims.map((claim) => (
          <MenuItem key={claim.id} value={claim.id}>
            {S.owes(claim.number, formatZarExact(claim.outstanding))}
          </MenuItem>
        ))}
      </TextField>
      <AmountField label={S.paymentAmount} value={amount} onChange={setAmount} />
      <DateField label={S.date} value={date} onChange={setDate} required />
      <TextField label={S.description} value={description} onChange={(e) => setDescription(e.target.value)} />
      <FormControlLabel
        control={<Checkbox checked={overpayment} onChange={(e) => setOverpayment(e.target.checked)} />}
        label={S.overpaymentLabel}
      />
    </MoneyDialog>
  );
}

export function CostDialog({ projectId, onClose, onSaved }: DoneProps) {
  const record = useRecordCost(projectId);
  const [amount, setAmount] = useState('');
  const [date, setDate] = useState(today);
  const [category, setCategory] = useState<CostCategory>('MATERIALS');
  const [description, setDescription] = useState('');
  const value = asAmount(amount);
  const valid = Number.isFinite(value) && value > 0 && Boolean(date);
  return (
    <MoneyDialog
      title={S.costDialog}
      canSave={valid}
      isSaving={record.isPending}
      error={record.error}
      onClose={onClose}
      onSubmit={() =>
        record.mutate(
          { amount: value, date, category, description },
          { onSuccess: () => onSaved(S.costSaved) },
        )
      }
    >
      <AmountField label={S.costAmount} value={amount} onChange={setAmount} />
      <TextField
        select
        label={S.category}
        value={category}
        onChange={(e) => setCategory(e.target.value as CostCategory)}
      >
        {COST_CATEGORIES.map((option) => (
          <MenuItem key={option} value={option}>
            {COST_CATEGORY_LABELS[option]}
          </MenuItem>
        ))}
      </TextField>
      <DateField label={S.date} value={date} onChange={setDate} required />
      <TextField label={S.description} value={description} onChange={(e) => setDescription(e.target.value)} />
    </MoneyDialog>
  );
}

/** The anniversary's escalation: the percentage entered, the old and new fee shown, then applied. */
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
import { errorMessage } from '@/lib/api-error';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useEscalate, useEscalationPreview } from '../api/escalation';
import { S } from '../strings';
import { numberText, rand, showDate } from './agreement-format';

export function EscalationDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const [pctText, setPctText] = useState('');
  const pct = useDebouncedValue(numberText(pctText));
  const preview = useEscalationPreview(id, pct);
  const escalate = useEscalate();
  const shown = preview.data && preview.data.percent === pct ? preview.data : null;
  const text = shown
    ? S.escalate.preview(rand(shown.oldFeeCents), rand(shown.newFeeCents), showDate(shown.anniversary))
    : S.escalate.enterPct;
  return (
    <ConfirmDialog
      title={S.escalate.title}
      text={text}
      confirmLabel={S.escalate.confirm}
      tone="primary"
      pending={escalate.isPending}
      error={
        escalate.isError
          ? errorMessage(escalate.error, S.detail.failed)
          : preview.isError
            ? errorMessage(preview.error, S.detail.failed)
            : (shown?.reason ?? null)
      }
      onConfirm={() => {
        if (shown?.canApply) escalate.mutate({ id, pct }, { onSuccess: onClose });
      }}
      onClose={onClose}
    >
      <TextField
        label={S.escalate.pct}
        value={pctText}
        onChange={(event) => setPctText(event.target.value)}
        inputMode="decimal"
        sx={{ mt: 2 }}
        autoFocus
      />
      {shown ? (
        <Typography variant="body2" sx={{ mt: 1 }} data-testid="escalation-figures">
          {rand(shown.oldFeeCents)} → {rand(shown.newFeeCents)}
        </Typography>
      ) : null}
    </ConfirmDialog>
  );
}

/**
 * A booking the server refused (409 schedule conflicts, 422 registration): each conflict's label and
 * message, and — when the user may — Book anyway with a reason (audited). A registration only an
 * administrator may override; anyone else is told so.
 */
import { type AssignmentRefusal, CONFLICT_LABELS, DISPATCH_LIMITS } from '@firebreak/shared';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormDialog } from '@/components/form-dialog/form-dialog';
import { S } from '../strings';

type Props = {
  refusal: AssignmentRefusal;
  /** May override schedule conflicts (the office). */
  canOverride: boolean;
  /** May override a missing registration (administrators). */
  isAdmin: boolean;
  busy: boolean;
  onClose: () => void;
  onOverride: (reason: string) => void;
};

export function RefusalDialog({ refusal, canOverride, isAdmin, busy, onClose, onOverride }: Props) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const adminOnly = refusal.conflicts.some((c) => c.adminOnly);
  const allowed = canOverride && (!adminOnly || isAdmin);

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!reason.trim()) {
      setError(S.overrideReasonRequired);
      return;
    }
    onOverride(reason.trim());
  }

  return (
    <FormDialog
      title={S.refusedTitle}
      titleId="dispatch-refusal-title"
      onClose={onClose}
      onSubmit={submit}
      busy={busy}
      saveLabel={S.bookAnyway}
      cancelLabel={S.close}
      saveHidden={!allowed}
      intro={<Typography>{refusal.error}</Typography>}
    >
      <Box sx={{ display: 'grid', gap: 1 }}>
        {refusal.conflicts.map((conflict) => (
          <Alert
            key={`${conflict.kind}-${conflict.message}`}
            severity={conflict.kind === 'REGISTRATION' ? 'error' : 'warning'}
          >
            <AlertTitle>{CONFLICT_LABELS[conflict.kind]}</AlertTitle>
            {S.refused(conflict.message)}
          </Alert>
        ))}
      </Box>
      {allowed ? (
        <TextField
          label={S.overrideReason}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            setError(null);
          }}
          required
          fullWidth
          multiline
          minRows={2}
          error={error !== null}
          helperText={error ?? S.overrideReasonHelp}
          slotProps={{ htmlInput: { maxLength: DISPATCH_LIMITS.overrideReasonMax } }}
        />
      ) : adminOnly && canOverride ? (
        <Typography>{S.adminOnly}</Typography>
      ) : null}
    </FormDialog>
  );
}

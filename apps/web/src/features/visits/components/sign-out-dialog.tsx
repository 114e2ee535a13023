/**
 * Signing out with changes still on the phone (decision 0075): says how many wait and lets the person
 * send them now or discard them. Either way their store is then removed by the caller, so the next
 * person on this phone finds none of their visits.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
import { sendOp } from '../api/visit-work';
import { type FlushResult, flushStore } from '../offline/flush';
import { visitStore } from '../offline/visit-db';
import { SIGN_OUT } from '../strings';

const problemText = (result: FlushResult) => {
  if (result.stoppedBy === 'closed') return SIGN_OUT.closed(result.left);
  if (result.stoppedBy === 'rejected' && result.message) return SIGN_OUT.rejected(result.message);
  return SIGN_OUT.offline(result.left);
};

export function SignOutDialog({
  userId,
  unsent,
  onSignOut,
  onCancel,
}: {
  userId: string;
  /** How many changes wait, counted when Logout was chosen. */
  unsent: number;
  /** Sign out and remove the store: everything was sent, or the person chose to discard it. */
  onSignOut: () => void;
  onCancel: () => void;
}) {
  const [left, setLeft] = useState(unsent);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function syncNow() {
    setSending(true);
    setProblem(null);
    try {
      const result = await flushStore({ store: visitStore(userId), send: sendOp });
      if (result.left === 0) {
        onSignOut();
        return;
      }
      setLeft(result.left);
      setProblem(problemText(result));
    } catch {
      setProblem(SIGN_OUT.failed);
    } finally {
      setSending(false);
    }
  }

  return (
    <ConfirmDialog
      title={SIGN_OUT.title}
      text={SIGN_OUT.body(left)}
      pending={sending}
      pendingLabel={SIGN_OUT.syncing}
      confirmLabel={SIGN_OUT.syncNow}
      keepLabel={SIGN_OUT.cancel}
      tone="primary"
      lockWhilePending
      onConfirm={() => void syncNow()}
      onClose={onCancel}
      secondaryAction={
        <Button color="error" variant="outlined" onClick={onSignOut} disabled={sending}>
          {SIGN_OUT.discard}
        </Button>
      }
    >
      {problem ? (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {problem}
        </Alert>
      ) : null}
    </ConfirmDialog>
  );
}

/**
 * Shows a one-time set-password link to hand over, with a copy button; when the server e-mailed it
 * (an invitation with SMTP_URL set), says so and to whom.
 */
import { formatDateTime, type SetPasswordLink } from '@firebreak/shared';
import ContentCopy from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { S } from '../strings';

type Props = {
  name: string;
  link: SetPasswordLink;
  /** The invitation's e-mail address when it was queued in the outbox. */
  emailedTo?: string[] | undefined;
  onClose: () => void;
};

export function SetPasswordLinkDialog({ name, link, emailedTo, onClose }: Props) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  async function copy() {
    try {
      await navigator.clipboard.writeText(link.url);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  }
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{S.linkDialog.title(name)}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {emailedTo && emailedTo.length > 0
            ? S.linkDialog.introEmailed(name, formatDateTime(link.expiresAt))
            : S.linkDialog.intro(name, formatDateTime(link.expiresAt))}
        </DialogContentText>
        {emailedTo && emailedTo.length > 0 ? (
          <Alert severity="success" sx={{ mb: 2 }}>
            {S.linkDialog.emailed(emailedTo.join(', '))}
          </Alert>
        ) : null}
        <TextField
          label={S.linkDialog.label}
          value={link.url}
          fullWidth
          multiline
          slotProps={{ input: { readOnly: true }, htmlInput: { 'data-testid': 'set-password-link' } }}
          onFocus={(event) => event.target.select()}
        />
        <div aria-live="polite">
          {copied === 'yes' ? (
            <Alert severity="success" sx={{ mt: 2 }}>
              {S.linkDialog.copied}
            </Alert>
          ) : null}
          {copied === 'failed' ? (
            <Alert severity="warning" sx={{ mt: 2 }}>
              {S.linkDialog.copyFailed}
            </Alert>
          ) : null}
        </div>
      </DialogContent>
      <DialogActions>
        <Button startIcon={<ContentCopy />} onClick={copy}>
          {S.linkDialog.copy}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {S.linkDialog.done}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

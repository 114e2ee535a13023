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

/** Its words: the Users screen's invitations and a client's portal contacts use the same dialog. */
export const LINK_DIALOG_STRINGS = {
  title: (name: string) => `Set-password link for ${name}`,
  emailed: (to: string) => `The invitation was e-mailed to ${to}.`,
  introEmailed: (name: string, until: string) =>
    `${name} can set a password with the link in the e-mail, or with this one if the e-mail does not arrive. It works once, until ${until}. Anyone with the link can set the password, so share it privately.`,
  intro: (name: string, until: string) =>
    `Give this link to ${name} yourself (no e-mail is sent). It works once, until ${until}. Anyone with the link can set the password, so share it privately.`,
  label: 'Set-password link',
  copy: 'Copy link',
  copied: 'Link copied',
  copyFailed: 'Could not copy: select the link and copy it yourself',
  done: 'Done',
} as const;
const L = LINK_DIALOG_STRINGS;

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
      <DialogTitle>{L.title(name)}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {emailedTo && emailedTo.length > 0
            ? L.introEmailed(name, formatDateTime(link.expiresAt))
            : L.intro(name, formatDateTime(link.expiresAt))}
        </DialogContentText>
        {emailedTo && emailedTo.length > 0 ? (
          <Alert severity="success" sx={{ mb: 2 }}>
            {L.emailed(emailedTo.join(', '))}
          </Alert>
        ) : null}
        <TextField
          label={L.label}
          value={link.url}
          fullWidth
          multiline
          slotProps={{ input: { readOnly: true }, htmlInput: { 'data-testid': 'set-password-link' } }}
          onFocus={(event) => event.target.select()}
        />
        <div aria-live="polite">
          {copied === 'yes' ? (
            <Alert severity="success" sx={{ mt: 2 }}>
              {L.copied}
            </Alert>
          ) : null}
          {copied === 'failed' ? (
            <Alert severity="warning" sx={{ mt: 2 }}>
              {L.copyFailed}
            </Alert>
          ) : null}
        </div>
      </DialogContent>
      <DialogActions>
        <Button startIcon={<ContentCopy />} onClick={copy}>
          {L.copy}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {L.done}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The Account screen's password form: current, new and confirmation; other sessions end on success. */
import { validateNewPassword } from '@firebreak/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '@/lib/api-error';
import { useChangePassword } from '../api/change-password';
import { ACCOUNT_STRINGS as S } from '../strings';
import { AccountCard, type CardMessage, LiveMessage } from './account-card';
import { PasswordField } from './password-field';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordCard() {
  const change = useChangePassword();
  const [form, setForm] = useState(EMPTY);
  const [message, setMessage] = useState<CardMessage>(null);
  const busy = change.isPending;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const invalid = !form.currentPassword
      ? 'Current password is required'
      : validateNewPassword({ password: form.newPassword, confirmPassword: form.confirmPassword });
    if (invalid) return setMessage({ severity: 'error', text: invalid });
    setMessage(null);
    change.mutate(
      { currentPassword: form.currentPassword, newPassword: form.newPassword },
      {
        onSuccess: ({ revokedSessions }) => {
          setForm(EMPTY);
          setMessage({ severity: 'success', text: S.changed(revokedSessions) });
        },
        onError: (error) => setMessage({ severity: 'error', text: errorMessage(error, S.changeFailed) }),
      },
    );
  }

  const field = (
    key: keyof typeof EMPTY,
    label: string,
    autoComplete: 'current-password' | 'new-password',
  ) => (
    <PasswordField
      label={label}
      name={key}
      autoComplete={autoComplete}
      value={form[key]}
      onChange={(value) => setForm({ ...form, [key]: value })}
      disabled={busy}
      showLabel={S.show(label)}
      hideLabel={S.hide(label)}
    />
  );

  return (
    <AccountCard id="change-password" title={S.passwordTitle} intro={S.passwordIntro}>
      <Box component="form" noValidate onSubmit={submit} sx={{ maxWidth: 480 }}>
        <LiveMessage message={message} />
        {field('currentPassword', S.currentPassword, 'current-password')}
        {field('newPassword', S.newPassword, 'new-password')}
        {field('confirmPassword', S.confirmPassword, 'new-password')}
        <Button type="submit" variant="contained" disabled={busy} sx={{ mt: 1 }}>
          {busy ? S.changingPassword : S.changePassword}
        </Button>
      </Box>
    </AccountCard>
  );
}

/**
 * /invite/:token, outside the signed-in shell: someone an administrator invited (or whose password
 * was reset) sets a password with the one-time link and is signed in.
 */
import { PATHS, validateNewPassword } from '@firebreak/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { errorMessage } from '@/lib/api-error';
import { useAuth } from '@/lib/session/use-auth';
import { usePageTitle } from '@/lib/use-page-title';
import { useAcceptInvite } from '../api/accept-invite';
import { useInvitation } from '../api/get-invitation';
import { INVITE_STRINGS as S } from '../strings';
import { AuthCard } from './auth-card';
import { PasswordField } from './password-field';

export default function AcceptInvitePage() {
  usePageTitle('Set Password');
  const { token = '' } = useParams();
  const invitation = useInvitation(token);
  return (
    <AuthCard subtitle={S.subtitle}>
      {invitation.isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label={S.loading} />
        </Box>
      ) : null}
      {invitation.isError ? (
        <>
          <Alert severity="error">{errorMessage(invitation.error, S.failed)}</Alert>
          <Button component={RouterLink} to={PATHS.login} fullWidth sx={{ mt: 2 }}>
            {S.toSignIn}
          </Button>
        </>
      ) : null}
      {invitation.data ? (
        <SetPasswordForm token={token} firstName={invitation.data.firstName} email={invitation.data.email} />
      ) : null}
    </AuthCard>
  );
}

function SetPasswordForm({ token, firstName, email }: { token: string; firstName: string; email: string }) {
  const accept = useAcceptInvite();
  const { setToken } = useAuth();
  const navigate = useNavigate();
  const [form, setForm] = useState({ password: '', confirmPassword: '' });
  const [error, setError] = useState<string | null>(null);
  const busy = accept.isPending;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const invalid = validateNewPassword(form);
    if (invalid) return setError(invalid);
    setError(null);
    accept.mutate(
      { token, password: form.password },
      {
        onSuccess: async (result) => {
          await setToken(result.token);
          navigate(PATHS.dashboard, { replace: true });
        },
        onError: (failure) => setError(errorMessage(failure, S.failed)),
      },
    );
  }

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Typography fontWeight={500}>{S.greeting(firstName)}</Typography>
      <Typography color="text.secondary" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
        {S.intro(email)}
      </Typography>
      {error ? <Alert severity="error">{error}</Alert> : null}
      {/* Lets password managers store the new password under the right account. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <PasswordField
        label={S.password}
        name="password"
        autoComplete="new-password"
        value={form.password}
        onChange={(password) => setForm({ ...form, password })}
        disabled={busy}
        showLabel={S.showPassword}
        hideLabel={S.hidePassword}
      />
      <PasswordField
        label={S.confirmPassword}
        name="confirmPassword"
        autoComplete="new-password"
        value={form.confirmPassword}
        onChange={(confirmPassword) => setForm({ ...form, confirmPassword })}
        disabled={busy}
        showLabel={S.showConfirmPassword}
        hideLabel={S.hideConfirmPassword}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disabled={busy}
        sx={{ mt: 2 }}
        startIcon={busy ? <CircularProgress size={20} color="inherit" aria-label={S.submitting} /> : null}
      >
        {S.submit}
      </Button>
    </Box>
  );
}

/**
 * Spec §2 Login screen: email, password with toggle, Sign In, 'or', Google (when the server has Google
 * sign-in set up), link to sign-up.
 */
import { PATHS, validateLogin } from '@firebreak/shared';
import Google from '@mui/icons-material/Google';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { errorMessage } from '@/lib/api-error';
import { appConfigQueryOptions } from '@/lib/app-config';
import { returnPathFromState } from '@/lib/return-path';
import { useAuth } from '@/lib/session/use-auth';
import { useGoogleLogin } from '../hooks/use-google-login';
import { useNavigationError } from '../hooks/use-navigation-error';
import { AUTH_ERRORS, LOGIN_STRINGS as S } from '../strings';
import { PasswordField } from './password-field';

export function LoginForm() {
  const { login } = useAuth();
  const location = useLocation();
  const [form, setForm] = useState({ email: '', password: '' });
  const navigationError = useNavigationError();
  const [error, setError] = useState<string | null>(navigationError);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const google = useGoogleLogin(setError);
  const googleEnabled = useQuery(appConfigQueryOptions).data?.googleEnabled === true;
  const busy = isSubmitting || google.isStarting;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const invalid = validateLogin(form);
    if (invalid) return setError(invalid);
    setError(null);
    setIsSubmitting(true);
    try {
      // On success the session turns authenticated and GuestOnly redirects.
      await login({ email: form.email.trim(), password: form.password });
    } catch (failure) {
      setError(errorMessage(failure, AUTH_ERRORS.loginFailed));
      setIsSubmitting(false);
    }
  }

  return (
    <Box component="form" noValidate onSubmit={handleSubmit}>
      {error ? <Alert severity="error">{error}</Alert> : null}
      <TextField
        label={S.email}
        name="email"
        type="email"
        autoComplete="email"
        value={form.email}
        onChange={(event) => setForm({ ...form, email: event.target.value })}
        disabled={busy}
        fullWidth
        margin="normal"
        autoFocus
      />
      <PasswordField
        label={S.password}
        name="password"
        autoComplete="current-password"
        value={form.password}
        onChange={(password) => setForm({ ...form, password })}
        disabled={busy}
        showLabel={S.showPassword}
        hideLabel={S.hidePassword}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disabled={busy}
        startIcon={
          isSubmitting ? <CircularProgress size={20} color="inherit" aria-label={S.submitting} /> : null
        }
        sx={{ mt: 2 }}
      >
        {S.submit}
      </Button>
      {/* Only where Google sign-in is set up: a button that can only answer 'not configured' is noise. */}
      {googleEnabled ? (
        <>
          <Divider sx={{ my: 2 }}>{S.or}</Divider>
          <Button
            variant="outlined"
            size="large"
            fullWidth
            disabled={busy}
            startIcon={
              google.isStarting ? (
                <CircularProgress size={20} color="inherit" aria-label={S.googleStarting} />
              ) : (
                <Google />
              )
            }
            onClick={() => google.start(returnPathFromState(location.state))}
          >
            {S.google}
          </Button>
        </>
      ) : null}
      <Typography align="center" sx={{ mt: 3 }}>
        {S.noAccount}{' '}
        <Link component={RouterLink} to={PATHS.register} state={location.state}>
          {S.signUp}
        </Link>
      </Typography>
    </Box>
  );
}

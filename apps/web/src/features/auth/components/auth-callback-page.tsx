/**
 * /auth/callback: the end of Google sign-in. Reads the one-time code, provider and error from the
 * query, exchanges the code (with this tab's binding) for a session, then returns to the saved path;
 * every failure goes to /login with a message. A token in the address is never accepted (decision 0071).
 */
import { PATHS } from '@firebreak/shared';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { takeReturnPath } from '@/lib/return-path';
import { useAuth } from '@/lib/session/use-auth';
import { usePageTitle } from '@/lib/use-page-title';
import { exchangeGoogleCode } from '../api/exchange-google-code';
import { AUTH_ERRORS, CALLBACK_STRINGS as S } from '../strings';

export default function AuthCallbackPage() {
  usePageTitle('Signing in');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { setToken } = useAuth();
  const started = useRef(false);

  useEffect(() => {
    // The token is single-use: never run this twice (StrictMode re-runs effects in development).
    if (started.current) return;
    started.current = true;
    const fail = (message: string) => {
      takeReturnPath();
      navigate(PATHS.login, { replace: true, state: { error: message } });
    };
    const error = params.get('error');
    const code = params.get('code');
    const provider = params.get('provider');
    if (error) return fail(AUTH_ERRORS.callbackError(error));
    if (!code || provider !== 'google') return fail(AUTH_ERRORS.callbackInvalid);
    exchangeGoogleCode(code)
      .then(({ token }) => setToken(token))
      .then(
        () => navigate(takeReturnPath(), { replace: true }),
        () => fail(AUTH_ERRORS.callbackFailed),
      );
  }, [params, navigate, setToken]);

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        p: 2,
      }}
    >
      <CircularProgress aria-label={S.title} />
      <Typography variant="h5" component="h1">
        {S.title}
      </Typography>
      <Typography color="text.secondary">{S.body}</Typography>
    </Box>
  );
}

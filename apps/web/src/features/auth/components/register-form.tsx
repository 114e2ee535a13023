/** Spec §2 Register screen: validation in spec order, then the payload without the confirmation. */
import { DEFAULT_ROLE, PATHS, toRegistrationPayload, validateRegistration } from '@firebreak/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { errorMessage } from '@/lib/api-error';
import { useAuth } from '@/lib/session/use-auth';
import { AUTH_ERRORS, REGISTER_STRINGS as S } from '../strings';
import { RegisterFields, type RegisterValues } from './register-fields';

const EMPTY_FORM: RegisterValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  role: DEFAULT_ROLE,
  password: '',
  confirmPassword: '',
};

export function RegisterForm() {
  const { register } = useAuth();
  const location = useLocation();
  const [values, setValues] = useState(EMPTY_FORM);
  const [error, setError] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [waiting, setWaiting] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const invalid = validateRegistration(values);
    if (invalid) return setError(invalid);
    setError(null);
    setIsSubmitting(true);
    try {
      // An active account's session turns authenticated and GuestOnly redirects.
      const result = await register(toRegistrationPayload(values));
      if (result.pending) {
        setWaiting(result.message ?? S.waiting);
        setIsSubmitting(false);
      }
    } catch (failure) {
      setError(errorMessage(failure, AUTH_ERRORS.registrationFailed));
      setIsSubmitting(false);
    }
  }

  if (waiting) {
    return (
      <Box>
        <Alert severity="success" role="status">
          {waiting}
        </Alert>
        <Typography align="center" sx={{ mt: 3 }}>
          <Link component={RouterLink} to={PATHS.login} state={location.state}>
            {S.toSignIn}
          </Link>
        </Typography>
      </Box>
    );
  }

  return (
    <Box component="form" noValidate onSubmit={handleSubmit}>
      {error ? <Alert severity="error">{error}</Alert> : null}
      <RegisterFields
        values={values}
        onChange={(patch) => setValues((current) => ({ ...current, ...patch }))}
        disabled={isSubmitting}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disabled={isSubmitting}
        startIcon={
          isSubmitting ? <CircularProgress size={20} color="inherit" aria-label={S.submitting} /> : null
        }
        sx={{ mt: 2 }}
      >
        {S.submit}
      </Button>
      <Typography align="center" sx={{ mt: 3 }}>
        {S.haveAccount}{' '}
        <Link component={RouterLink} to={PATHS.login} state={location.state}>
          {S.signIn}
        </Link>
      </Typography>
    </Box>
  );
}

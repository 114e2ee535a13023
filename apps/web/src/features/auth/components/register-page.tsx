import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { appConfigQueryOptions } from '@/lib/app-config';
import { usePageTitle } from '@/lib/use-page-title';
import { REGISTER_STRINGS as S } from '../strings';
import { AuthCard } from './auth-card';
import { GuestOnly } from './guest-only';
import { RegisterForm } from './register-form';

/** Sign Up (spec §2), saying first what this install's SIGNUP_MODE means for the person (decision 0071). */
export default function RegisterPage() {
  usePageTitle('Sign Up');
  const { data: config } = useQuery(appConfigQueryOptions);
  return (
    <GuestOnly>
      <AuthCard subtitle={S.subtitle}>
        {config?.signupMode === 'invite' ? (
          <Alert severity="info" sx={{ mb: 2 }}>
            <AlertTitle>{S.inviteOnlyTitle}</AlertTitle>
            {S.inviteOnly} {S.inviteOnlyFirstAdmin}
          </Alert>
        ) : null}
        {config?.signupMode === 'approval' ? (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {S.approvalNote}
          </Typography>
        ) : null}
        <RegisterForm />
      </AuthCard>
    </GuestOnly>
  );
}

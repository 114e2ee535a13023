import { usePageTitle } from '@/lib/use-page-title';
import { LOGIN_STRINGS } from '../strings';
import { AuthCard } from './auth-card';
import { GuestOnly } from './guest-only';
import { LoginForm } from './login-form';

export default function LoginPage() {
  usePageTitle('Sign In');
  return (
    <GuestOnly>
      <AuthCard subtitle={LOGIN_STRINGS.subtitle}>
        <LoginForm />
      </AuthCard>
    </GuestOnly>
  );
}

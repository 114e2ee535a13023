import { LOGIN_STRINGS } from '../strings';
import { AuthCard } from './auth-card';
import { GuestOnly } from './guest-only';
import { LoginForm } from './login-form';

export default function LoginPage() {
  return (
    <GuestOnly>
      <AuthCard subtitle={LOGIN_STRINGS.subtitle}>
        <LoginForm />
      </AuthCard>
    </GuestOnly>
  );
}

import { usePageTitle } from '@/lib/use-page-title';
import { REGISTER_STRINGS } from '../strings';
import { AuthCard } from './auth-card';
import { GuestOnly } from './guest-only';
import { RegisterForm } from './register-form';

export default function RegisterPage() {
  usePageTitle('Sign Up');
  return (
    <GuestOnly>
      <AuthCard subtitle={REGISTER_STRINGS.subtitle}>
        <RegisterForm />
      </AuthCard>
    </GuestOnly>
  );
}
